#!/usr/bin/env bash
# Prints the spelling figures quoted in docs/quality.md ("Spelling"), per locale (en, de, fr, es, it, pt):
# - of model drafts a reader labeled discard, the share rejected by the spelling stage alone and by the whole
#   chain, for the seeds the rules were tuned on and, apart, for every other seed (held out), by writer setup;
# - of good human-written lines (Tests/Fixtures/quality-fresh, held out; Tests/Fixtures/quality, fitted on), the
#   share kept by the spelling stage alone and by the whole chain.
#
#   scripts/spelling-figures.sh [DRAFTS [TUNE_SEEDS]]
#
# DRAFTS: labeled drafts as <locale>.jsonl or <split>/<locale>.jsonl (text, locale, seed, label, cause, and
# optionally setup and split), by default Tests/Fixtures/drafts; TUNE_SEEDS: seeds tuned on, comma-separated
# (default 101), besides the rows whose split is "read". "Spelling alone" is `eval --through novelty` with
# Tests/Fixtures/eval/spelling-config.json5 (taste off, an empty catalog): after the gate only the spelling stage
# decides. "The whole chain" is `eval --through all` on the default config; "without spelling" the same with no
# dictionary configured for these locales, so every line's spelling is skipped (the chain before the stage). Needs Hunspell and Debian's
# dictionaries (scripts/install-dictionaries.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
drafts=${1:-Tests/Fixtures/drafts}
tune=${2:-101}
bash scripts/install-dictionaries.sh --check
swift build --product quotepool >/dev/null
bin=.build/debug/quotepool
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
python3 scripts/lib/spelling_figures.py prepare "$drafts" "$tune" "$dir"
echo '{ version: 1 }' >"$dir/default.json5"
echo '{ version: 1, spelling: { dictionaries: { en: [], de: [], fr: [], es: [], it: [], pt: [] } } }' >"$dir/unchecked.json5"
for set in drafts good; do
    eval_set() { "$bin" eval --dataset "$dir/$set.jsonl" --config "$1" --through "$2" --json 2>/dev/null; }
    eval_set Tests/Fixtures/eval/spelling-config.json5 novelty >"$dir/$set.spelling.json"
    eval_set "$dir/default.json5" all >"$dir/$set.chain.json"
    eval_set "$dir/unchecked.json5" all >"$dir/$set.unchecked.json"
done
python3 scripts/lib/spelling_figures.py summarize "$dir"
