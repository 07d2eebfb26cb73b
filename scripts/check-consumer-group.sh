#!/usr/bin/env bash
# check-consumer-group.sh — the pool's access model with real users (docs/operations.md, section 9):
# the fill's user writes, readers in the group `quotepool` read (also while a fill runs) and cannot
# write, everybody else cannot read. Also the doctor cases that root would defeat: an unreadable
# config, an unwritable database, an unwritable directory.
#
# Usage (as root): scripts/check-consumer-group.sh BIN
#
# Creates what is missing, and removes at exit what it created: the group `quotepool`, the users
# `qpfill` (primary group quotepool: the fill's user), `qpreader` (member of quotepool) and `qpother`
# (not a member). Works under a temporary directory in /tmp (mode 0755): a copy of BIN, a config, and
# the state directory (0750, qpfill:quotepool) holding the database. Commands run as those users with
# `setpriv --reuid --regid --init-groups` and an empty environment.
#
# Prints one PASS/FAIL line per check, with the figures measured, then
# `consumer group checks: N passed, M failed`; exits 1 if any check failed, 2 if it cannot run.

set -u
bin=${1:?usage: scripts/check-consumer-group.sh BIN}
case "$bin" in /*) ;; *) bin="$(pwd)/$bin" ;; esac
[ -x "$bin" ] || { echo "check-consumer-group: $bin is not an executable (build it first)" >&2; exit 2; }
[ "$(id -u)" -eq 0 ] || { echo "check-consumer-group: must run as root (it creates users)" >&2; exit 2; }
for tool in setpriv useradd groupadd userdel python3; do
    command -v "$tool" >/dev/null 2>&1 || { echo "check-consumer-group: $tool is missing" >&2; exit 2; }
done
if ! command -v sqlite3 >/dev/null 2>&1; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq sqlite3 >/dev/null 2>&1 ||
        { echo "check-consumer-group: sqlite3 is missing (apt-get install sqlite3)" >&2; exit 2; }
fi

passed=0
failed=0
pass() { echo "PASS $*"; passed=$((passed + 1)); }
fail() { echo "FAIL $*"; failed=$((failed + 1)); }
indent() { sed 's/^/     | /'; }

group=quotepool
created_users=()
created_group=""
fill_pid=""
work=$(mktemp -d /tmp/quotepool-consumers.XXXXXX)
cleanup() {
    local u
    [ -n "$fill_pid" ] && kill "$fill_pid" 2>/dev/null && wait "$fill_pid" 2>/dev/null
    for u in "${created_users[@]}"; do userdel "$u" >/dev/null 2>&1 || echo "check-consumer-group: could not remove user $u"; done
    [ -n "$created_group" ] && { groupdel "$group" >/dev/null 2>&1 || echo "check-consumer-group: could not remove group $group"; }
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# 1. Group, users, directories.
if ! getent group "$group" >/dev/null; then
    groupadd --system "$group" && created_group=1
fi
make_user() {  # make_user NAME USERADD-ARGS…
    local name=$1
    shift
    if ! id "$name" >/dev/null 2>&1; then
        useradd --system --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin "$@" "$name" &&
            created_users+=("$name")
    fi
}
make_user qpfill --gid "$group"
make_user qpreader --user-group --groups "$group"
make_user qpother --user-group
in_group() { id -nG "$1" 2>/dev/null | tr ' ' '\n' | grep -qx "$group"; }
if [ "$(id -gn qpfill 2>/dev/null)" = "$group" ] && in_group qpreader && id qpother >/dev/null 2>&1 && ! in_group qpother; then
    pass "users: qpfill (primary group $group), qpreader (member of $group), qpother (not a member)" \
        "${created_users[*]:+(created: ${created_users[*]})}"
else
    fail "users are not as required: qpfill=$(id qpfill 2>&1) qpreader=$(id qpreader 2>&1) qpother=$(id qpother 2>&1)"
    echo "consumer group checks: $passed passed, $failed failed"
    exit 1
fi

chmod 0755 "$work"
mkdir -p "$work/bin" "$work/state"
cp "$bin" "$work/bin/quotepool"
chmod 0755 "$work/bin" "$work/bin/quotepool"
chown qpfill:"$group" "$work/state"
chmod 0750 "$work/state"
qp="$work/bin/quotepool"
db="$work/state/quotepool.sqlite"
config="$work/fill.json5"
# A target the builtin composer cannot reach within the budget, so the fill runs its whole budget.
echo '{ pool: { target_per_locale: 100000 } }' >"$config"
chmod 0644 "$config"

# as USER CMD…: runs CMD as USER with its groups, an empty environment, in /.
as() {
    local user=$1
    shift
    (cd / && setpriv --reuid="$user" --regid="$(id -g "$user")" --init-groups -- \
        env -i PATH=/usr/local/bin:/usr/bin:/bin LANG=C.UTF-8 HOME=/nonexistent "$@")
}

ok=1
for u in qpfill qpreader qpother; do
    as "$u" "$qp" --version >/dev/null 2>&1 || { ok=0; fail "$u cannot run $qp (is every directory on its path, and the Swift runtime, readable?)"; }
done
[ "$ok" = 1 ] && pass "every user can run the copied binary ($(as qpother "$qp" --version 2>&1))"

# modes WHEN: the database files are 0640 qpfill:quotepool (the lock file as well).
modes() {
    local when=$1 f got bad=""
    for f in "$db" "$db-wal" "$db-shm" "$db.lock"; do
        got=$(stat -c '%a %U:%G' "$f" 2>/dev/null || echo "missing")
        echo "${f##*/} $got" | indent
        [ "$got" = "640 qpfill:$group" ] || bad="$bad ${f##*/}=$got"
    done
    if [ -z "$bad" ]; then
        pass "$when: quotepool.sqlite, -wal, -shm and .lock are 0640 qpfill:$group"
    else
        fail "$when: want 0640 qpfill:$group, got:$bad"
    fi
}

# 2. Doctor as the fill's user before the first fill.
out=$(as qpfill "$qp" doctor --config "$config" --db "$db" 2>&1)
code=$?
if [ "$code" = 0 ]; then
    pass "doctor as qpfill before the first fill exits 0"
else
    fail "doctor as qpfill before the first fill exits $code"
    echo "$out" | indent
fi

# 3. A fill as qpfill, with the strictest umask; readers query while it runs.
budget=8
(cd / && exec setpriv --reuid=qpfill --regid="$(id -g qpfill)" --init-groups -- \
    env -i PATH=/usr/bin:/bin LANG=C.UTF-8 HOME=/nonexistent sh -c 'umask 0077; exec "$@"' sh \
    "$qp" fill --config "$config" --db "$db" --locale en,de --budget "${budget}s" --seed 7 --json \
    >"$work/fill.json" 2>"$work/fill.log") &
fill_pid=$!
for _ in $(seq 1 200); do
    [ -e "$db" ] && [ -e "$db-wal" ] && [ -e "$db.lock" ] && break
    sleep 0.05
done
running() { kill -0 "$fill_pid" 2>/dev/null; }
if ! running; then
    fail "the fill as qpfill ended at once"
    indent <"$work/fill.log" | tail -5
fi

# While the fill runs: the lock is reported by doctor as qpfill (exit 0), a second fill exits 75.
out=$(as qpfill "$qp" doctor --config "$config" --db "$db" 2>&1)
code=$?
if [ "$code" = 0 ] && echo "$out" | grep -q "lock: a fill is running (pid $fill_pid since" && running; then
    pass "doctor as qpfill while the fill runs exits 0 and names the holder: $(echo "$out" | grep -o 'a fill is running ([^)]*)')"
else
    fail "doctor as qpfill while the fill runs: exit $code (want 0 and the holder named; fill running: $(running && echo yes || echo no))"
    echo "$out" | indent
fi
out=$(as qpfill "$qp" fill --config "$config" --db "$db" --budget 2s 2>&1)
code=$?
if [ "$code" = 75 ]; then
    pass "a second fill as qpfill exits 75 while the first holds the lock"
else
    fail "a second fill as qpfill exits $code while the first holds the lock (want 75)"
    echo "$out" | tail -3 | indent
fi
running && modes "during the fill"

queries=0
overlapped=0
errors=0
decreases=0
first_count=""
last_count=-1
last_max=-1
: >"$work/reader.log"
while running || [ "$queries" -lt 1 ]; do
    was_running=0
    running && was_running=1
    if out=$(as qpreader "$qp" query --config "$config" --db "$db" --format json --limit 500 2>"$work/query.err"); then
        # The newest id (query lists newest first) and the sqlite3 count, both as qpreader.
        read -r n newest < <(echo "$out" | python3 -c 'import json,sys; a=json.load(sys.stdin); print(len(a), max([r["id"] for r in a], default=0))' 2>/dev/null || echo "x x")
        count=$(as qpreader sqlite3 "file:$db?mode=ro" "SELECT count(*) FROM quotes" 2>>"$work/query.err")
        if [ "$n" = x ] || ! [[ "$count" =~ ^[0-9]+$ ]]; then
            errors=$((errors + 1))
            echo "query $queries: unreadable output or count: n=$n count=$count $(cat "$work/query.err")" >>"$work/reader.log"
        else
            [ -z "$first_count" ] && first_count=$count
            if [ "$count" -lt "$last_count" ] || [ "$newest" -lt "$last_max" ]; then
                decreases=$((decreases + 1))
                echo "query $queries: count $last_count -> $count, newest id $last_max -> $newest" >>"$work/reader.log"
            fi
            last_count=$count
            last_max=$newest
        fi
    else
        errors=$((errors + 1))
        echo "query $queries: exit $?: $(cat "$work/query.err")" >>"$work/reader.log"
    fi
    queries=$((queries + 1))
    [ "$was_running" = 1 ] && running && overlapped=$((overlapped + 1))
    [ "$queries" -ge 400 ] && break
done
wait "$fill_pid"
fill_code=$?
fill_pid=""
summary=$(python3 -c 'import json,sys; s=json.load(open(sys.argv[1])); print(s["outcome"], sum(s["accepted"].values()), s["committed"])' "$work/fill.json" 2>/dev/null || echo "none 0 0")
read -r outcome _ committed <<<"$summary"
if [ "$fill_code" = 0 ] && [ "$outcome" = budget_spent ] && [ "$committed" -gt 0 ]; then
    pass "the fill as qpfill (umask 0077, ${budget}s) exits 0: $outcome, $committed lines committed"
else
    fail "the fill as qpfill exits $fill_code, outcome $outcome, $committed committed (want 0, budget_spent, > 0)"
    tail -5 "$work/fill.log" | indent
fi
echo "$queries reader queries, $overlapped entirely while the fill ran; count $first_count -> $last_count; $errors errors, $decreases decreases" | indent
if [ "$errors" = 0 ] && [ "$decreases" = 0 ] && [ "$overlapped" -ge 3 ] && [ "$last_count" -gt "${first_count:-0}" ]; then
    pass "qpreader queried $queries times during the fill ($overlapped overlapping it): never an error, the count only grew ($first_count -> $last_count)"
else
    fail "qpreader during the fill: $errors errors, $decreases decreases, $overlapped overlapping queries (want >= 3), count $first_count -> $last_count (want growth)"
    indent <"$work/reader.log" | head -10
fi
modes "after the fill"

# 4. After the fill: qpreader reads everything the fill committed.
final=$(sqlite3 -readonly "$db" "SELECT count(*) FROM quotes")
out=$(as qpreader "$qp" query --config "$config" --db "$db" --format json --limit 500 2>&1)
code=$?
n=$(echo "$out" | python3 -c 'import json,sys; print(len(json.load(sys.stdin)))' 2>/dev/null || echo none)
want=$((final < 500 ? final : 500))
if [ "$code" = 0 ] && [ "$n" = "$want" ] && [ "$final" = "$committed" ]; then
    pass "after the fill qpreader's query returns $n lines (the pool holds $final, all the fill committed)"
else
    fail "after the fill qpreader's query exits $code with $n lines (want $want; pool $final, committed $committed)"
    echo "$out" | head -3 | indent
fi

# 5. qpreader cannot write: sqlite3, retire and fill all fail, and the pool is unchanged.
state() { sqlite3 -readonly "$db" "SELECT count(*), sum(status = 'retired'), (SELECT count(*) FROM runs) FROM lines"; }
before=$(state)
insert="INSERT INTO lines (text, locale, text_hash, word_count, char_count, taste_status, novelty_status,
  judge_kind, judge_quality, judge_originality, judge_warmth, judge_overall, distinctiveness, model, backend,
  prompt_version, run_id, created_at)
  SELECT 'written by a reader', locale, 'consumer-group-check', word_count, char_count, taste_status,
  novelty_status, judge_kind, judge_quality, judge_originality, judge_warmth, judge_overall, distinctiveness,
  model, backend, prompt_version, run_id, created_at FROM lines LIMIT 1"
# Control: the same statement on a writable copy inserts one row, so only permissions can stop it below.
sqlite3 -readonly "$db" ".backup $work/control.sqlite"
if sqlite3 "$work/control.sqlite" "$insert; SELECT changes();" 2>&1 | grep -qx 1; then
    pass "control: the INSERT inserts one row into a writable copy of the pool"
else
    fail "control: the INSERT does not work on a writable copy, so the next check would prove nothing"
fi
out=$(as qpreader sqlite3 "$db" "$insert" 2>&1)
code=$?
if [ "$code" != 0 ] && echo "$out" | grep -qi "readonly"; then
    pass "qpreader's sqlite3 INSERT into lines fails (exit $code): $(echo "$out" | head -1)"
else
    fail "qpreader's sqlite3 INSERT into lines: exit $code, $out (want a read-only failure)"
fi
id=$(sqlite3 -readonly "$db" "SELECT min(id) FROM quotes")
out=$(as qpreader "$qp" retire --config "$config" --db "$db" --reason "reader" "$id" 2>&1)
code=$?
if [ "$code" != 0 ]; then
    pass "qpreader's retire exits $code: $(echo "$out" | head -1)"
else
    fail "qpreader's retire of line $id exits 0"
fi
out=$(as qpreader "$qp" fill --config "$config" --db "$db" --budget 2s 2>&1)
code=$?
if [ "$code" != 0 ]; then
    pass "qpreader's fill exits $code: $(echo "$out" | grep -v '^ts=' | head -1)"
else
    fail "qpreader's fill exits 0"
fi
after=$(state)
if [ "$before" = "$after" ]; then
    pass "the pool is unchanged after qpreader's attempts (lines|retired|runs = $after)"
else
    fail "qpreader changed the pool: $before -> $after"
fi

# 6. qpother cannot read at all, and is told why.
out=$(as qpother "$qp" query --config "$config" --db "$db" --format json 2>&1)
code=$?
if [ "$code" != 0 ] && ! echo "$out" | grep -q '^\['; then
    pass "qpother's query exits $code and prints no lines"
else
    fail "qpother's query exits $code: $(echo "$out" | head -c 200)"
fi
if echo "$out" | grep -qi "permission denied" && ! echo "$out" | grep -q "does not exist"; then
    pass "qpother's query says why: $out"
else
    fail "qpother's query does not say that permission is denied (the database exists): $out"
fi
out=$(as qpother sqlite3 "file:$db?mode=ro" "SELECT count(*) FROM quotes" 2>&1)
code=$?
if [ "$code" != 0 ] && echo "$out" | grep -q "unable to open database file"; then
    pass "qpother's sqlite3 fails (exit $code): $out"
else
    fail "qpother's sqlite3 read: exit $code, $out (want 'unable to open database file')"
fi

# 7. Doctor for the cases root defeats, each with a fill as the same user exiting the same code,
# and each repaired afterwards to show it was that precondition.
# doctor_case USER WANT_CODE WANT_TEXT DESCRIPTION DOCTOR-ARGS…
doctor_case() {
    local user=$1 want=$2 text=$3 what=$4 out code fill_code
    shift 4
    out=$(as "$user" "$qp" doctor "$@" 2>&1)
    code=$?
    as "$user" "$qp" fill "$@" --budget 2s --max-accepted 1 >/dev/null 2>&1
    fill_code=$?
    local message
    message=$(echo "$out" | grep -m1 '^fail' || true)
    if [ "$code" = "$want" ] && [ "$fill_code" = "$want" ] && echo "$message" | grep -q -- "$text"; then
        pass "doctor as $user, $what: exit $code (a fill exits $fill_code): ${message#fail  }"
    else
        fail "doctor as $user, $what: exit $code, a fill exits $fill_code (want $want for both, and a message with '$text')"
        echo "$out" | indent
    fi
}
# doctor_ok USER DESCRIPTION DOCTOR-ARGS…: the repaired case.
doctor_ok() {
    local user=$1 what=$2 out code
    shift 2
    out=$(as "$user" "$qp" doctor "$@" 2>&1)
    code=$?
    if [ "$code" = 0 ]; then
        pass "doctor as $user, $what: exit 0"
    else
        fail "doctor as $user, $what: exit $code (want 0)"
        echo "$out" | indent
    fi
}

cp "$config" "$work/private.json5"
chown qpfill:"$group" "$work/private.json5"
chmod 000 "$work/private.json5"
doctor_case qpfill 78 "permission denied.*owner and mode" "config of mode 000" --config "$work/private.json5" --db "$db"
chmod 0640 "$work/private.json5"
doctor_ok qpfill "the same config at mode 0640" --config "$work/private.json5" --db "$db"

doctor_case qpreader 73 "not writable by this user: $db.*fix their owner or mode" "the database it may only read" \
    --config "$config" --db "$db"

chmod 0440 "$db"
doctor_case qpfill 73 "not writable by this user: $db;.*fix their owner or mode" "its own database at mode 0440" \
    --config "$config" --db "$db"
chmod 0640 "$db"
doctor_ok qpfill "its database back at mode 0640" --config "$config" --db "$db"

mkdir "$work/rootdir"
chmod 0755 "$work/rootdir"
doctor_case qpfill 73 "$work/rootdir is not writable, so a fill cannot create it" "a new database in root's directory" \
    --config "$config" --db "$work/rootdir/quotepool.sqlite"
chown qpfill:"$group" "$work/rootdir"
doctor_ok qpfill "the same directory owned by qpfill" --config "$config" --db "$work/rootdir/quotepool.sqlite"

doctor_case qpother 73 "cannot look into $work/state (permission denied)" "a database in a directory it may not enter" \
    --config "$config" --db "$db"

echo "consumer group checks: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
