#!/usr/bin/env bash
# Prints the builtin composer's figures quoted in docs/quality.md ("The builtin composer"): one fill of all
# seven locales to 200 lines each through the whole stage chain (seed 42), and per locale the number of
# shapes, the largest share of one shape, the most uses of one closing part and of any part, the share of
# lines with a reflection marker, and the first ten lines accepted. The figures come from
# ComposerVarietyTests, which also asserts them.
set -euo pipefail
cd "$(dirname "$0")/.."
swift test --no-parallel --filter ComposerVarietyTests 2>&1 | grep -E '^composer-(study|sample) |✘|passed after|failed after'
