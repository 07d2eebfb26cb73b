#!/usr/bin/env bash
# Writes the tables quotepool ships that are made from its locale files (Sources/QuotePoolCore/Resources/locales):
# Sources/QuotePoolCore/Resources/langid-grams.bin, the language identifier's character-gram counts. Run it after
# editing a locale file; `GramCountsTests` fails until then (a stale table is not used: the identifier then counts
# the grams at start-up, which is slower but gives the same answers).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product quotepool-tables >/dev/null
.build/debug/quotepool-tables Sources/QuotePoolCore/Resources
