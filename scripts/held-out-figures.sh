#!/usr/bin/env bash
# Prints, per locale, what the shipped chain does with every labeled set it was never fitted or tuned on:
# good lines kept and flat lines refused by the second, third and fourth writers (Tests/Fixtures/quality-fresh,
# Tests/Fixtures/quality-third, Tests/Fixtures/quality-fourth) and the judge set (Tests/Fixtures/judge); the model
# drafts of the `held_out` split of Tests/Fixtures/drafts (discards refused, keeps kept, and the discards the gate
# lets through that the later stages refuse); and the chat-register set written last
# (Tests/Fixtures/eval/chatter-third.jsonl). Then, for the good lines of the writers' sets that it refused, the
# stage that refused them.
# Each set goes through `quotepool eval --through all` on the default config (spelling with Debian's
# dictionaries, the fallback judge, an empty novelty catalog) or the config given:
#
#   scripts/held-out-figures.sh [CONFIG]
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-dictionaries.sh --check
swift build --product quotepool >/dev/null
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
python3 scripts/lib/held_out_figures.py .build/debug/quotepool "$dir" "$@"
