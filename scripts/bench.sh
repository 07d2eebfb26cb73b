#!/usr/bin/env bash
# Builds quotepool in release mode and prints the figures of docs/performance.md:
#   1. `quotepool bench --json` (stages, whole chain, novelty scans, commit, catalog load, cold starts),
#   2. the wall time of `fill --budget 10s` with the builtin composer drafting flat out (three runs),
#   3. the peak memory of a 10-second fill against a 100,000-line catalog, next to its limit
#      (3 x the catalog's raw vector size + 50 MB),
#   4. the same with e5 and with use as the embedder, when their files are installed (each re-embeds the
#      catalog first: some minutes).
#
#   scripts/bench.sh [OUTPUT_DIR]      (the JSON and the logs are kept there when given)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product quotepool >/dev/null
bin=$PWD/.build/release/quotepool
work=${1:-$(mktemp -d)}
mkdir -p "$work"
[ -n "${1:-}" ] || trap 'rm -rf "$work"' EXIT

echo "== machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "== quotepool bench"
"$bin" bench --json >"$work/bench.json" 2>/dev/null
python3 - "$work/bench.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
m = r["machine"]
print(f"{m['build']} build, {m['cores']} cores, {m['simd_kernels']} kernels, memory bandwidth {m['memory_bandwidth_gb_s']:.1f} GB/s")
for op in r["operations"]:
    per = f"{op['per_second']:10.0f}/s" if op.get("per_second") else ""
    print(f"  {op['name']:<36} median {op['median_ms']:9.4f} ms  p95 {op['p95_ms']:9.4f} ms {per}")
for n in r["novelty"]:
    for kind in ("exact", "compact"):
        op = n[kind]
        print(f"  {op['name']:<36} median {op['median_ms']:9.4f} ms  p95 {op['p95_ms']:9.4f} ms")
    print(f"    {n['vectors']} x {n['dimension']}: nearest() scans {n['used']}, top-1 agreement {n['top1_agreement']:.3f}, "
          f"{100 * n['bandwidth_share']:.0f}% of memory bandwidth")
PY

echo "== fill --budget 10s, builtin composer, pool target out of reach (wall seconds)"
# The builtin embedder named: with `auto`, an installed e5 would take its place.
echo '{ embedder: "builtin", pool: { target_per_locale: 100000000 } }' >"$work/flat-out.json5"
for i in 1 2 3; do
    rm -f "$work/flat-out.sqlite"*
    /usr/bin/time -f "%e" -o "$work/overshoot.$i" "$bin" fill --config "$work/flat-out.json5" \
        --db "$work/flat-out.sqlite" --locale en,de --budget 10s --json >"$work/overshoot.$i.json" 2>/dev/null || true
    python3 - "$work/overshoot.$i" "$work/overshoot.$i.json" <<'PY'
import json, sys
wall = float(open(sys.argv[1]).read().split()[-1])
s = json.load(open(sys.argv[2]))
print(f"  run: {wall:.2f} s wall, elapsed_s {s['elapsed_s']}, drafted {s['drafted']}, outcome {s['outcome']}, exit {s['exit_code']}")
PY
done

echo "== peak memory of a 10-second fill with a 100,000-line catalog (builtin embedder, 256 dimensions)"
rm -f "$work/pool-100k.sqlite"*
"$bin" bench --make-pool "$work/pool-100k.sqlite" --lines 100000 >/dev/null
echo '{ embedder: "builtin", pool: { target_per_locale: 100000000 }, novelty: { catalog_size: 100000 } }' >"$work/big.json5"
# peak NAME CONFIG DIMENSION: a 10-second fill of the big pool under /usr/bin/time, its peak RSS against its limit
# (3 x the catalog's raw vector size + 50 MB).
peak() {
    /usr/bin/time -f "%M" -o "$work/$1" "$bin" fill --config "$2" --db "$work/pool-100k.sqlite" \
        --locale en --budget 10s --json >"$work/$1.json" 2>/dev/null || true
    python3 - "$work/$1" "$3" <<'PY'
import sys
peak_mb = int(open(sys.argv[1]).read().split()[-1]) / 1024
raw_mb = 100_000 * int(sys.argv[2]) * 4 / 1e6
limit = 3 * raw_mb + 50
print(f"  peak RSS {peak_mb:.0f} MB; raw vectors {raw_mb:.0f} MB; limit {limit:.0f} MB: {'within' if peak_mb <= limit else 'OVER'}")
PY
}
peak peak "$work/big.json5" 256

# 4. The same with e5 (384 dimensions) and with use (512) as the embedder, when their files are installed: the
#    builtin vectors of the pool are first re-embedded the way fills do it (a quarter of a long fill's budget, saved),
#    then a 10-second fill is measured.
# switched NAME DIR DIMENSION RATE (lines a second it re-embeds in a fill, for the rounds' length)
switched() {
    echo "== peak memory of a 10-second fill with a 100,000-line catalog ($1, $3 dimensions)"
    echo "{ embedder: \"$1\", embedder_dir: \"$2\", pool: { target_per_locale: 100000000 }, novelty: { catalog_size: 100000 } }" \
        >"$work/big-$1.json5"
    stale() {
        python3 - "$work/pool-100k.sqlite" "$1" <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
print(db.execute("SELECT count(*) FROM lines WHERE embedder NOT LIKE ? || '-%'", (sys.argv[2],)).fetchone()[0])
PY
    }
    # Fills re-embed for a quarter of their budget and save as they go; none of the composer's lines is new
    # against this pool, so each is stopped by SIGINT once its share should be spent (at RATE lines a second).
    for round in 1 2 3 4; do
        left=$(stale "$1")
        [ "$left" -gt 0 ] || break
        secs=$((left / $4 + 20))
        timeout -s INT "$secs" "$bin" fill --config "$work/big-$1.json5" --db "$work/pool-100k.sqlite" --locale en \
            --budget "$((secs * 4))s" --json >"$work/reembed-$1.$round.json" 2>"$work/reembed-$1.$round.log" || true
    done
    echo "  re-embedded by $1 before the measured fill; lines still stored by another embedder: $(stale "$1")"
    peak "peak-$1" "$work/big-$1.json5" "$3"
}
e5_dir=${QUOTEPOOL_E5_DIR:-${XDG_DATA_HOME:-$HOME/.local/share}/quotepool/e5}
[ ! -f "$e5_dir/e5-small-q4.bin" ] || switched e5 "$e5_dir" 384 120
use_dir=${QUOTEPOOL_USE_DIR:-${XDG_DATA_HOME:-$HOME/.local/share}/quotepool/use}
[ ! -f "$use_dir/sp.model" ] || switched use "$use_dir" 512 500
