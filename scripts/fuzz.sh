#!/usr/bin/env bash
# fuzz.sh — builds the fuzzer (Sources/QuotePoolFuzz, product quotepool-fuzz) in release mode and runs every
# target for SECONDS each: the gate, the SSE parser, the JSON5 config loader, the eval line reader and the HTTP
# response parser, each fed random bytes, nasty Unicode and mutations of real fixtures while it checks the
# target's invariants (`quotepool-fuzz list` names them).
#
# Usage: scripts/fuzz.sh [SECONDS]        (default 15)
#
# Environment:
#   FUZZ_SEED          the seed for every target (default: the clock, printed so a failure can be rerun)
#   FUZZ_SCRATCH_PATH  a --scratch-path for swift build (default: .build)
#   FUZZ_ARTIFACTS     where a failing input is saved (default: /tmp)
#
# Every target runs even after one fails; exits 1 if any failed (an invariant broke, an input hung past 2 s, or
# the process crashed; the failing input is printed escaped and saved for `quotepool-fuzz <target> --replay`),
# 2 if the build failed.

set -uo pipefail
cd "$(dirname "$0")/.." || exit 2

seconds=${1:-15}
seed=${FUZZ_SEED:-$(date +%s)}
artifacts=${FUZZ_ARTIFACTS:-/tmp}
build=(swift build -c release --product quotepool-fuzz)
if [ -n "${FUZZ_SCRATCH_PATH:-}" ]; then
    build+=(--scratch-path "$FUZZ_SCRATCH_PATH")
fi

"${build[@]}" || exit 2
bin="$("${build[@]}" --show-bin-path)/quotepool-fuzz"
targets=$("$bin" list | sed -n 's/^\([a-z][a-z-]*\): .*/\1/p')
[ -n "$targets" ] || { echo "fuzz: no targets listed by $bin" >&2; exit 2; }

failed=()
for target in $targets; do
    # The fuzzer's own watchdog reports a hung input; the outer timeout only guards against the fuzzer itself.
    if ! timeout --signal=KILL "$((seconds + 120))" \
        "$bin" "$target" --seconds "$seconds" --seed "$seed" --artifacts "$artifacts"; then
        failed+=("$target")
    fi
done

if [ ${#failed[@]} -gt 0 ]; then
    echo "fuzz: FAILED: ${failed[*]} (seed $seed, $seconds s per target)" >&2
    exit 1
fi
echo "fuzz: every target passed (seed $seed, $seconds s per target)"
