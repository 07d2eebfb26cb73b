#!/usr/bin/env bash
# Retrains the shipped taste model from the labeled lines under Tests/Fixtures/taste/ and writes it where
# the build embeds it (Sources/QuotePoolCore/Resources/taste-model.json). Prints the held-out accuracy.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product quotepool >/dev/null
.build/release/quotepool taste train \
    --dataset Tests/Fixtures/taste/taste-en-de-es.jsonl \
    --dataset Tests/Fixtures/taste/taste-fr-it-pt.jsonl \
    --seed 1 --out Sources/QuotePoolCore/Resources/taste-model.json "$@"
