#!/usr/bin/env bash
# Prints the quality figures quoted in docs/quality.md: the gate and later-stage evaluations per
# locale, language identification per language, the taste model's held-out accuracy, and the
# leave-one-style-out figures of the whole chain on the style-labeled set plus the judge set.
# `bash scripts/quality-figures.sh held-out` prints only the last two; `catalog` prints how many good lines by
# other writers novelty rejects against a catalog of about 490 lines a locale, with builtin and, when its
# file is installed, e5.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product quotepool >/dev/null
bin=.build/debug/quotepool

summarize() { python3 scripts/lib/eval_summary.py "$@"; }

# Leave-one-style-out: for each style of Tests/Fixtures/quality, a taste model (weights, calibration and
# thresholds) trained on every other style plus the composer-style set and the model drafts the shipped model
# is trained on (scripts/train-taste.sh), then `eval --through all` on that
# style with that model in the config (default config otherwise: empty novelty catalog, fallback judge),
# both on the style's lines in Tests/Fixtures/quality and in the second writer's Tests/Fixtures/quality-fresh.
held_out() {
    local dir
    dir=$(mktemp -d)
    python3 scripts/lib/quality_folds.py split "$dir"
    python3 scripts/lib/taste_training.py "$dir/training.tsv" "$dir/drafts.jsonl"
    while read -r style; do
        "$bin" taste train --dataset "$dir/train-$style.jsonl" \
            --dataset Tests/Fixtures/taste/taste-en-de-es.jsonl --dataset Tests/Fixtures/taste/taste-fr-it-pt.jsonl \
            --dataset "$dir/drafts.jsonl" --seed 1 --out "$dir/model-$style.json" --json >/dev/null
        printf '{ version: 1, taste: { model: "%s" } }\n' "$dir/model-$style.json" >"$dir/config-$style.json5"
        "$bin" eval --dataset "$dir/test-$style.jsonl" --config "$dir/config-$style.json5" --through all --json \
            >"$dir/eval-$style.json"
        "$bin" eval --dataset "$dir/fresh-$style.jsonl" --config "$dir/config-$style.json5" --through all --json \
            >"$dir/eval-fresh-$style.json"
    done <"$dir/styles"
    python3 scripts/lib/quality_folds.py summarize "$dir"
    python3 scripts/lib/quality_folds.py summarize-fresh "$dir"
    python3 scripts/lib/quality_folds.py judge "$dir/judge.jsonl"
    "$bin" eval --dataset "$dir/judge.jsonl" --through all --json >"$dir/judge-eval.json"
    python3 scripts/lib/quality_folds.py judge-summary "$dir/judge-eval.json"
    rm -rf "$dir"
}

# Good lines by other writers (quality-fresh and judge sets) through gate, taste and novelty, against every
# line of the style-labeled set and of the two novelty calibration sets as the catalog.
catalog() {
    local dir embedder outputs=()
    dir=$(mktemp -d)
    python3 scripts/lib/catalog_check.py build "$dir"
    for embedder in builtin e5; do
        printf '{ version: 1, embedder: "%s" }\n' "$embedder" >"$dir/$embedder.json5"
        if [ "$embedder" = e5 ] && ! "$bin" doctor --config "$dir/e5.json5" --json 2>/dev/null | grep -q 'novelty uses e5'; then
            echo "e5: not installed (bash scripts/install-embedder.sh e5), skipped"
            continue
        fi
        "$bin" eval --dataset "$dir/good.jsonl" --catalog "$dir/catalog.jsonl" --config "$dir/$embedder.json5" \
            --through novelty --json >"$dir/$embedder.json"
        outputs+=("$dir/$embedder.json")
    done
    python3 scripts/lib/catalog_check.py summarize "${outputs[@]}"
    rm -rf "$dir"
}

if [ "${1:-}" = "catalog" ]; then
    catalog
    exit 0
fi

if [ "${1:-}" = "held-out" ]; then
    held_out
    exit 0
fi

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
"$bin" taste train --dataset Tests/Fixtures/quality/en.jsonl --dataset Tests/Fixtures/quality/de.jsonl \
    --dataset Tests/Fixtures/quality/es.jsonl --dataset Tests/Fixtures/quality/fr.jsonl \
    --dataset Tests/Fixtures/quality/it.jsonl --dataset Tests/Fixtures/quality/pt.jsonl \
    --dataset Tests/Fixtures/taste/taste-en-de-es.jsonl --dataset Tests/Fixtures/taste/taste-fr-it-pt.jsonl \
    --seed 1 --out /tmp/qp-taste-check.json
rm -f /tmp/qp-taste-check.json

held_out
catalog
