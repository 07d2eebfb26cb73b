#!/usr/bin/env bash
# Prints the quality figures quoted in docs/quality.md: the gate and later-stage evaluations per
# locale, language identification per language, and the taste model's held-out accuracy.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product quotepool >/dev/null
bin=.build/debug/quotepool

summarize() { python3 scripts/lib/eval_summary.py "$@"; }

echo "gate (Tests/Fixtures/eval/gate.jsonl, --through gate):"
"$bin" eval --dataset Tests/Fixtures/eval/gate.jsonl --config Tests/Fixtures/eval/eval-config.json5 --through gate --json | summarize
for locale in en de es fr it pt ja; do
    grep "\"locale\": \"$locale\"" Tests/Fixtures/eval/gate.jsonl >"/tmp/qp-gate-$locale.jsonl"
    printf '  %s ' "$locale"
    "$bin" eval --dataset "/tmp/qp-gate-$locale.jsonl" --config Tests/Fixtures/eval/eval-config.json5 --through gate --json \
        | summarize --line
    rm -f "/tmp/qp-gate-$locale.jsonl"
done

echo "later stages (Tests/Fixtures/eval/stages.jsonl, --through all):"
"$bin" eval --dataset Tests/Fixtures/eval/stages.jsonl --through all --json | summarize

echo "language identification (Tests/Fixtures/langid/langid.jsonl):"
swift test --filter LanguageIdentificationAccuracyTests 2>&1 | grep -E "^  [a-z]{2}( →|:)|language identification on"

echo "taste model (Tests/Fixtures/taste/*.jsonl, seed 1):"
"$bin" taste train --dataset Tests/Fixtures/taste/taste-en-de-es.jsonl --dataset Tests/Fixtures/taste/taste-fr-it-pt.jsonl \
    --seed 1 --out /tmp/qp-taste-check.json
rm -f /tmp/qp-taste-check.json
