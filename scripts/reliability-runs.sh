#!/usr/bin/env bash
# Runs the reliability suite N times in a row (default 20) against one debug build and stops at the
# first failure. Each round runs every reliability suite in one `swift test` process, serially, the way
# CI runs them; the round's wall time and the suites' fault-point lines are kept in OUTDIR.
#
#   scripts/reliability-runs.sh [N] [OUTDIR]
#
# The full-disk test needs root (it mounts a tmpfs); elsewhere it skips and says so.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-20}"
out="${2:-$(mktemp -d /tmp/qp-reliability.XXXXXX)}"
mkdir -p "$out"
suites="CrashSweepTests|IOFaultTests|BadDatabaseFileTests|MalformedConfigFileTests|ConcurrentReaderTests|SecurityTests|BackendFaultTests|ProcessTests|DoctorTests|HardeningTests"

swift build --build-tests >"$out/build.log" 2>&1 || { tail -20 "$out/build.log"; exit 1; }
echo "reliability suites: $suites"
echo "logs: $out"
for i in $(seq 1 "$runs"); do
    start=$(date +%s)
    if swift test --skip-build --no-parallel --filter "$suites" >"$out/run-$i.log" 2>&1; then
        status=passed
    else
        status=FAILED
    fi
    summary=$(grep -E "^(✔|✘) Test run with" "$out/run-$i.log" | tail -1 || true)
    echo "run $i/$runs: $status in $(($(date +%s) - start)) s: ${summary#* }"
    if [ "$status" != passed ]; then
        grep -E "✘|recorded an issue" "$out/run-$i.log" | head -20
        exit 1
    fi
done
echo "all $runs runs passed"
# What the suites printed of themselves in the last round (fault points, readers, keys checked).
grep -vE "^(◇|✔|✘|↳|Test Suite|Test Case|[[:space:]])|Executed|^\[" "$out/run-$runs.log" || true
