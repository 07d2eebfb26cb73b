#!/usr/bin/env bash
# Several hosts, one pool: N fill processes with their own --host-id against one PostgreSQL pool, beside one
# process alone on a pool of its own, both with the builtin backend and the same target and budget. Checks what
# several writers must never do, and prints lines per second for both.
#
#   scripts/pg-multihost.sh BINARY [PROCESSES] [BUDGET_S] [TARGET] [FAULT]
#
# TARGET is per locale; the locales are $QUOTEPOOL_MH_LOCALES (default en,de,fr,es).
#
# FAULT (optional): `restart` restarts the server (pg_ctl restart -m fast) a third of the way into the multi-process
# fill; `terminate` kills every fill's connection (pg_terminate_backend) there instead. Each fill must then end with
# its documented exit code (0, or 75 for a lost connection), and the pool must hold no partial batch; a second
# round of fills then runs on the same pool and must proceed.
#
# Needs a server from scripts/postgres.sh (QUOTEPOOL_PG_URL, PGPASSFILE); with no environment set, reads
# `scripts/postgres.sh env`.
set -euo pipefail
cd "$(dirname "$0")/.."

bin=${1:?usage: scripts/pg-multihost.sh BINARY [PROCESSES] [BUDGET_S] [TARGET] [FAULT]}
processes=${2:-4}
budget=${3:-60}
target=${4:-8000}
fault=${5:-}
locales=${QUOTEPOOL_MH_LOCALES:-en,de,fr,es}
if [ -z "${QUOTEPOOL_PG_URL:-}" ]; then eval "$(scripts/postgres.sh env)"; fi

work=$(mktemp -d)
tag="mh$$"
cleanup() {
    for s in "${tag}_solo" "${tag}_multi"; do
        psql -X -q "$QUOTEPOOL_PG_URL" -c "DROP SCHEMA IF EXISTS $s CASCADE" 2>/dev/null || true
    done
    rm -rf "$work"
}
trap cleanup EXIT

cat >"$work/config.json5" <<EOF
{ locales: [$(echo "$locales" | sed 's/[^,][^,]*/"&"/g')], pool: { target_per_locale: $target } }
EOF
url_for() { echo "$QUOTEPOOL_PG_URL&options=-csearch_path%3D$1"; }
for s in "${tag}_solo" "${tag}_multi"; do psql -X -q "$QUOTEPOOL_PG_URL" -c "CREATE SCHEMA $s"; done

fill() { # schema host out
    "$bin" fill --config "$work/config.json5" --db "$(url_for "$1")" --budget "${budget}s" --host-id "$2" --json \
        --log-format logfmt >"$work/$3.json" 2>"$work/$3.log"
}

echo "pg-multihost: one process alone, target $target, budget ${budget}s"
start=$(date +%s%N)
fill "${tag}_solo" solo solo || true
solo_wall=$((($(date +%s%N) - start) / 1000000))

echo "pg-multihost: $processes processes on one pool${fault:+, fault: $fault}"
start=$(date +%s%N)
pids=()
for i in $(seq 1 "$processes"); do
    fill "${tag}_multi" "host-$i" "multi-$i" &
    pids+=($!)
done
if [ -n "$fault" ]; then
    sleep $((budget / 3))
    case "$fault" in
    restart)
        dir=${QUOTEPOOL_PG_DIR:-/tmp/quotepool-pg}
        bindir=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
        if [ "$(id -u)" = 0 ]; then
            runuser -u postgres -- "$bindir/pg_ctl" -D "$dir/data" -m fast -w restart >/dev/null
        else
            "$bindir/pg_ctl" -D "$dir/data" -m fast -w restart >/dev/null
        fi
        echo "pg-multihost: server restarted"
        ;;
    terminate)
        psql -X -At "$QUOTEPOOL_PG_URL" -c \
            "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE application_name = 'quotepool' AND pid <> pg_backend_pid()" |
            sed 's/^/pg-multihost: connections terminated: /'
        ;;
    esac
fi
codes=()
for p in "${pids[@]}"; do
    if wait "$p"; then codes+=(0); else codes+=($?); fi
done
multi_wall=$((($(date +%s%N) - start) / 1000000))
echo "pg-multihost: exit codes ${codes[*]}"

psql -X -At "$(url_for "${tag}_multi")" -c "SELECT count(*) FROM lines" >"$work/first-round.count"
if [ -n "$fault" ]; then
    echo "pg-multihost: a second round on the same pool after the fault"
    pids=()
    for i in $(seq 1 "$processes"); do
        fill "${tag}_multi" "host-$i" "again-$i" &
        pids+=($!)
    done
    for p in "${pids[@]}"; do wait "$p" || true; done
fi

dump() { # schema
    psql -X -At -F '|' "$(url_for "$1")" -c \
        "SELECT l.id, l.run_id, r.host, l.text_hash, encode(l.embedding, 'hex'), l.locale FROM lines l JOIN runs r ON r.id = l.run_id ORDER BY l.id" \
        >"$work/$1.lines"
    psql -X -At -F '|' "$(url_for "$1")" -c \
        "SELECT id, host, status, outcome, exit_code, novelty_thresholds, (SELECT count(*) FROM lines WHERE run_id = runs.id), (SELECT count(*) FROM candidates WHERE run_id = runs.id AND persistence = 'committed') FROM runs ORDER BY id" \
        >"$work/$1.runs"
    psql -X -At -F '|' "$(url_for "$1")" -c "SELECT locale, count(*) FROM quotes GROUP BY locale" >"$work/$1.count"
}
dump "${tag}_solo"
dump "${tag}_multi"

python3 - "$work" "${tag}" "$processes" "$target" "$solo_wall" "$multi_wall" "$fault" "${codes[*]}" <<'PY'
import glob, json, re, sys
import numpy as np

work, tag, processes, target, solo_wall, multi_wall, fault, codes = sys.argv[1:]
processes, target = int(processes), int(target)
solo_wall, multi_wall = float(solo_wall) / 1000, float(multi_wall) / 1000
codes = [int(c) for c in codes.split()]
problems = []

def lines(schema):
    rows = [l.rstrip("\n").split("|") for l in open(f"{work}/{schema}.lines") if l.strip()]
    return rows

def runs(schema):
    return [l.rstrip("\n").split("|") for l in open(f"{work}/{schema}.runs") if l.strip()]

multi = lines(f"{tag}_multi")
solo = lines(f"{tag}_solo")
active = {l.split("|")[0]: int(l.split("|")[1]) for l in open(f"{work}/{tag}_multi.count") if l.strip()}

# 1. No two lines with the same normalized text.
hashes = [(r[5], r[3]) for r in multi]
if len(hashes) != len(set(hashes)):
    problems.append(f"{len(hashes) - len(set(hashes))} lines share a normalized text")

# 2. No pair of lines of one locale committed by different processes above the novelty threshold.
thresholds = {}
for r in runs(f"{tag}_multi"):
    if r[5]:
        thresholds.update(json.loads(r[5]))
cross = 0
closest = {}
for locale in sorted({r[5] for r in multi}):
    rows = [r for r in multi if r[5] == locale]
    threshold = thresholds.get(locale, 0.85)
    vectors = np.array([np.frombuffer(bytes.fromhex(r[4]), dtype="<f4") for r in rows])
    hosts = np.array([r[2] for r in rows])
    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    unit = vectors / np.where(norms == 0, 1, norms)
    for start in range(0, len(unit), 1024):
        block = unit[start:start + 1024] @ unit.T
        for i in range(block.shape[0]):
            row = block[i]
            row[: start + i + 1] = -2  # each pair once
            other = hosts != hosts[start + i]
            hits = np.where((row >= threshold) & other)[0]
            cross += len(hits)
            if other.any():
                closest[locale] = round(max(closest.get(locale, -1.0), float(row[other].max())), 3)
if cross:
    problems.append(f"{cross} pairs of lines of one locale from different processes at or above its threshold")

# 3. Every batch whole: a run's stored lines are exactly its committed candidates.
for r in runs(f"{tag}_multi"):
    if r[6] != r[7]:
        problems.append(f"run {r[0]} ({r[1]}): {r[6]} lines but {r[7]} committed candidates")

# 4. The target exceeded by at most one batch (32 lines by default), in every locale.
for locale, n in active.items():
    if n > target + 32:
        problems.append(f"{locale}: {n} active lines for a target of {target}")

# 5. Every run finished (or, after a fault, was finished by its own fill with its exit code).
for r in runs(f"{tag}_multi"):
    if r[2] != "finished":
        problems.append(f"run {r[0]} ({r[1]}) is {r[2]}")
allowed = {0, 75} if fault else {0}
if any(c not in allowed for c in codes):
    problems.append(f"exit codes {codes}, expected only {sorted(allowed)}")

summaries = [json.load(open(p)) for p in sorted(glob.glob(f"{work}/multi-*.json")) if open(p).read().strip()]
dropped = sum(s.get("by_stage", {}).get("novelty", {}).get("duplicate", 0) for s in summaries)
print(f"pg-multihost: alone: {len(solo)} lines in {solo_wall:.1f} s = {len(solo) / solo_wall:.1f} lines/s")
first = int(open(f"{work}/first-round.count").read())
print(f"pg-multihost: {processes} processes: {first} lines in {multi_wall:.1f} s = {first / multi_wall:.1f} lines/s"
      + (f", {len(multi)} after the second round" if fault else "")
      + f" (active {active}, target {target} per locale); closest cross-process pair per locale {closest}, "
      + f"thresholds {thresholds}")
for s in summaries:
    print(f"  run {s.get('run_id')}: {s.get('outcome')} exit {s.get('exit_code')}, {s.get('committed')} committed, "
          f"novelty {s.get('by_stage', {}).get('novelty', {})}")
if problems:
    print("pg-multihost: FAILED")
    for p in problems:
        print("  " + p)
    sys.exit(1)
print("pg-multihost: ok (unique texts, no cross-process near-duplicates, whole batches, target kept, runs finished)")
PY
