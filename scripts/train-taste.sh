#!/usr/bin/env bash
# Retrains the shipped taste model from the style-labeled lines under Tests/Fixtures/quality/ (the taste
# locales), the composer-style lines under Tests/Fixtures/taste/ and, as negatives, the model drafts labeled
# discard in the `read` split of Tests/Fixtures/drafts/ (never its `held_out` split), and writes it where the build embeds it
# (Sources/QuotePoolCore/Resources/taste-model.json). Also rewrites the copy of those lines that
# `taste train --from-db` merges with an operator's verdicts (Resources/taste/taste-training.tsv). Prints the
# held-out accuracy. The judge set (Tests/Fixtures/judge/) is never trained on.
set -euo pipefail
cd "$(dirname "$0")/.."
drafts=$(mktemp)
trap 'rm -f "$drafts"' EXIT
python3 scripts/lib/taste_training.py Sources/QuotePoolCore/Resources/taste/taste-training.tsv "$drafts"
swift build -c release --product quotepool >/dev/null
.build/release/quotepool taste train \
    --dataset Tests/Fixtures/quality/en.jsonl --dataset Tests/Fixtures/quality/de.jsonl \
    --dataset Tests/Fixtures/quality/es.jsonl --dataset Tests/Fixtures/quality/fr.jsonl \
    --dataset Tests/Fixtures/quality/it.jsonl --dataset Tests/Fixtures/quality/pt.jsonl \
    --dataset Tests/Fixtures/taste/taste-en-de-es.jsonl \
    --dataset Tests/Fixtures/taste/taste-fr-it-pt.jsonl --dataset "$drafts" \
    --seed 1 --held-out-styles --out Sources/QuotePoolCore/Resources/taste-model.json "$@"
