#!/usr/bin/env bash
# check-deploy.sh — CI check of the operations files: deploy/systemd, deploy/k8s, deploy/Containerfile,
# deploy/prometheus and cron/.
#
# Usage: scripts/check-deploy.sh [path/to/quotepool]      (default: .build/debug/quotepool)
#
# The binary is only copied into a staging root for `systemd-analyze verify`, which checks that
# ExecStart= points at an executable, and used for `quotepool config check` on the ConfigMap. It
# is never built here.
#
# Prints one line per check (PASS, FAIL or SKIP), then `deploy checks: N passed, M failed`, and
# exits 1 if any check failed. SKIP is for a check that cannot run on this machine (no network for
# the schema package, no shellcheck, no promtool). It counts as neither passed nor failed.
#
# Installs what it lacks, as root: Debian's `systemd` (systemd-analyze), `shellcheck` and
# `prometheus` (promtool) packages, and PyYAML and kubernetes-validate into a throwaway virtualenv
# under /tmp.

set -u
cd "$(dirname "$0")/.." || exit 2
repo=$(pwd)
bin=${1:-.build/debug/quotepool}
case "$bin" in /*) ;; *) bin="$repo/$bin" ;; esac

passed=0
failed=0
pass() { echo "PASS $*"; passed=$((passed + 1)); }
fail() { echo "FAIL $*"; failed=$((failed + 1)); }
skip() { echo "SKIP $*"; }
# indent: detail lines under a check.
indent() { sed 's/^/     | /'; }

work=$(mktemp -d /tmp/quotepool-check.XXXXXX)
bg_pids=()
cleanup() {
    local pid
    for pid in "${bg_pids[@]}"; do kill "$pid" 2>/dev/null; done
    rm -rf "$work"
}
trap cleanup EXIT

# apt_install PACKAGE…: installs Debian packages when running as root (apt-get update once).
apt_updated=""
apt_install() {
    [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1 || return 1
    export DEBIAN_FRONTEND=noninteractive
    if [ -z "$apt_updated" ]; then
        apt-get update -qq >/dev/null 2>&1
        apt_updated=1
    fi
    echo "     | installing $*"
    apt-get install -y -qq --no-install-recommends "$@" >/dev/null 2>&1
}

# The one Python used for YAML: python3 if it has PyYAML, else a virtualenv under /tmp.
venv=/tmp/quotepool-check-venv
py=python3
ensure_venv() {
    [ -x "$venv/bin/python" ] || python3 -m venv "$venv" >/dev/null 2>&1 || return 1
    "$venv/bin/python" -m pip install -q --disable-pip-version-check "$@" >/dev/null 2>&1
}
if ! python3 -c 'import yaml' 2>/dev/null; then
    if ensure_venv pyyaml && "$venv/bin/python" -c 'import yaml' 2>/dev/null; then
        py="$venv/bin/python"
    else
        py=""
    fi
fi

# run_py_checks PYTHON SCRIPT ARGS…: runs a Python check script whose lines are `PASS …`,
# `FAIL …`, `SKIP …` or detail lines, and counts them here.
run_py_checks() {
    local python=$1 script=$2 line
    shift 2
    while IFS= read -r line; do
        case "$line" in
            "PASS "*) pass "${line#PASS }" ;;
            "FAIL "*) fail "${line#FAIL }" ;;
            "SKIP "*) skip "${line#SKIP }" ;;
            *) echo "     |$line" ;;
        esac
    done < <("$python" - "$@" <"$script" 2>&1 || echo "FAIL python check $(basename "$script") crashed")
}

echo "== systemd units"

# ---- (a) systemd-analyze verify against a staging root ------------------------------------------
command -v systemd-analyze >/dev/null 2>&1 || apt_install systemd

# classify_verify FILE: sorts `systemd-analyze verify` output into tolerated and fatal lines.
# systemd 252's verify exits 0 after "Unknown key …, ignoring" and "Failed to parse …, ignoring",
# yet such a line means a setting is not in force (a typo in ProtectSystem= silently drops the
# sandbox). So every line it prints is fatal, except lines about users or groups that do not
# exist: the staging root has no /etc/passwd entry for `quotepool`, which the install creates.
# Prints the fatal lines to stdout and the tolerated ones prefixed with "note: ".
classify_verify() {
    local line
    while IFS= read -r line; do
        [ -n "$line" ] || continue
        if printf '%s\n' "$line" | grep -Eqi '(user|group)[^:]*(not found|does not exist|no such|unknown|failed to (resolve|look ?up))|(resolve|look ?up)[^:]*(user|group)'; then
            echo "note: $line"
        else
            echo "$line"
        fi
    done <"$1"
}

# verify_units ROOT UNIT…: runs verify; prints its findings; returns 0 only without fatal ones.
verify_units() {
    local root=$1 rc out
    shift
    out="$work/verify.out"
    systemd-analyze verify --root="$root" "$@" >"$out" 2>&1
    rc=$?
    classify_verify "$out" >"$work/verify.classified"
    if [ -s "$work/verify.classified" ]; then indent <"$work/verify.classified"; fi
    [ "$rc" -eq 0 ] && ! grep -qv '^note: ' "$work/verify.classified"
}

if ! command -v systemd-analyze >/dev/null 2>&1; then
    fail "systemd-analyze verify: systemd-analyze is missing and could not be installed (run as root)"
elif [ ! -x "$bin" ]; then
    fail "systemd-analyze verify: no quotepool binary at $bin (build it, or pass its path as \$1)"
else
    echo "     | $(systemd-analyze --version | head -1)"
    root="$work/root"
    mkdir -p "$root/etc/systemd/system" "$root/usr/local/bin" "$root/usr/lib/systemd"
    cp deploy/systemd/quotepool-fill.service deploy/systemd/quotepool-fill.timer "$root/etc/systemd/system/"
    cp "$bin" "$root/usr/local/bin/quotepool"
    # The units' dependencies (sysinit.target through DefaultDependencies, network-online.target,
    # timers.target) must exist inside the root, or verify fails with "Unit sysinit.target not
    # found". So the staging root gets a copy of this system's unit directory.
    units_dir=/usr/lib/systemd/system
    [ -d "$units_dir" ] || units_dir=/lib/systemd/system
    cp -a "$units_dir" "$root/usr/lib/systemd/"
    service="$root/etc/systemd/system/quotepool-fill.service"
    timer="$root/etc/systemd/system/quotepool-fill.timer"
    if verify_units "$root" "$service" "$timer"; then
        pass "systemd-analyze verify: quotepool-fill.service and quotepool-fill.timer"
    else
        fail "systemd-analyze verify: quotepool-fill.service and quotepool-fill.timer"
    fi

    # A negative control: the same unit with one key misspelled must be caught. verify itself exits
    # 0 on it, so this proves that the check above can fail.
    sed 's/^ProtectSystem=strict/ProtectSytem=strict/' deploy/systemd/quotepool-fill.service \
        >"$root/etc/systemd/system/quotepool-typo.service"
    if verify_units "$root" "$root/etc/systemd/system/quotepool-typo.service" >/dev/null; then
        fail "systemd-analyze verify catches a misspelled key (negative control): it passed"
    else
        pass "systemd-analyze verify catches a misspelled key (negative control)"
    fi
    rm -f "$root/etc/systemd/system/quotepool-typo.service"

    # The sandbox, scored by systemd itself (0 best, 10 worst). It is 1.2 now; 2.0 leaves room
    # for systemd versions that score differently, while catching a dropped block of settings.
    if sec=$(systemd-analyze security --offline=yes --root="$root" "$service" 2>&1); then
        level=$(printf '%s\n' "$sec" | sed -n 's/.*Overall exposure level for [^:]*: \([0-9.]*\).*/\1/p')
        if [ -n "$level" ] && awk -v l="$level" 'BEGIN { exit !(l <= 2.0) }'; then
            pass "systemd-analyze security: exposure $level (at most 2.0)"
        else
            fail "systemd-analyze security: exposure ${level:-unknown} (at most 2.0)"
            printf '%s\n' "$sec" | grep -E '^✗|Overall' | indent
        fi
    else
        skip "systemd-analyze security --offline (needs systemd 250 or later)"
    fi
fi

# The settings that carry the retry and timeout design, read from the files themselves.
cat >"$work/units.py" <<'PY'
import re, sys

def parse_unit(path):
    """Sections of a unit file as {section: {key: [values]}} (repeated keys accumulate)."""
    sections, cur = {}, None
    for raw in open(path, encoding="utf-8"):
        line = raw.strip()
        if not line or line[0] in "#;":
            continue
        if line.startswith("[") and line.endswith("]"):
            cur = sections.setdefault(line[1:-1], {})
            continue
        key, _, value = line.partition("=")
        cur.setdefault(key.strip(), []).append(value.strip())
    return sections

UNITS = {"us": 1e-6, "ms": 1e-3, "s": 1, "sec": 1, "second": 1, "seconds": 1, "m": 60, "min": 60,
         "minute": 60, "minutes": 60, "h": 3600, "hr": 3600, "hour": 3600, "hours": 3600}

def seconds(span):
    """A systemd time span ("5min", "150s", "1h 30min", "90") in seconds."""
    parts = re.findall(r"(\d+(?:\.\d+)?)\s*([a-z]*)", span.strip().lower())
    if not parts or "".join(n + u for n, u in parts) != re.sub(r"\s+", "", span.lower()):
        raise ValueError(f"cannot read time span {span!r}")
    return sum(float(n) * UNITS[u or "s"] for n, u in parts)

def budget_of(argv):
    """--budget from an argument list, in seconds (profiles included); 120 when absent."""
    profiles = {"background": 120, "foreground": 45, "brief": 20}
    for i, arg in enumerate(argv):
        value = None
        if arg == "--budget" and i + 1 < len(argv):
            value = argv[i + 1]
        elif arg.startswith("--budget="):
            value = arg.split("=", 1)[1]
        if value is not None:
            return profiles[value] if value in profiles else seconds(value)
    return 120

service = parse_unit(sys.argv[1])
timer = parse_unit(sys.argv[2])
svc, unit = service.get("Service", {}), service.get("Unit", {})
last = lambda d, k, default=None: d.get(k, [default])[-1]

# Retries: only 75.
codes = set(" ".join(svc.get("RestartPreventExitStatus", [])).split())
need = {"64", "65", "66", "69", "70", "73", "74", "78", "130", "143", "SIGTERM", "SIGINT"}
problems = []
if last(svc, "Type") != "oneshot":
    problems.append("Type= is not oneshot")
if last(svc, "Restart") != "on-failure":
    problems.append("Restart= is not on-failure")
if "75" in codes:
    problems.append("75 is in RestartPreventExitStatus=")
if need - codes:
    problems.append("RestartPreventExitStatus= lacks " + " ".join(sorted(need - codes)))
if "75" in " ".join(svc.get("SuccessExitStatus", [])).split():
    problems.append("75 is in SuccessExitStatus=, so it would never be retried")
print(("FAIL " if problems else "PASS ") + "service retries exit 75 only" + (": " + "; ".join(problems) if problems else ""))

# The start timeout: set (oneshot has none by default) and above the budget plus one second.
exec_start = last(svc, "ExecStart", "")
budget = budget_of(exec_start.split())
start_timeout = last(svc, "TimeoutStartSec")
if start_timeout is None or start_timeout == "infinity":
    print("FAIL service TimeoutStartSec= is not set (Type=oneshot has no start timeout by default)")
elif seconds(start_timeout) <= budget + 1:
    print(f"FAIL service TimeoutStartSec={start_timeout} is not above the budget ({budget:g} s) plus 1 s")
else:
    print(f"PASS service TimeoutStartSec={start_timeout} is above the budget ({budget:g} s) plus 1 s")

# Bounded retries that never block the timer: within one start-limit window the starts
# (timer start + retries, at most RestartSec + TimeoutStartSec + TimeoutStopSec apart) must use up
# StartLimitBurst, and the window must close before the next timer start (interval minus the
# random delay).
calendar = {"hourly": 3600, "*:00/30": 1800, "*:0/30": 1800, "*-*-* *:00:00": 3600}
on_calendar = last(timer.get("Timer", {}), "OnCalendar")
try:
    interval = seconds(last(unit, "StartLimitIntervalSec"))
    burst = int(last(unit, "StartLimitBurst"))
    spacing = seconds(last(svc, "RestartSec")) + seconds(start_timeout) + seconds(last(svc, "TimeoutStopSec", "90s"))
    period = calendar[on_calendar]
    delay = seconds(last(timer.get("Timer", {}), "RandomizedDelaySec", "0"))
except (TypeError, KeyError, ValueError) as error:
    print(f"FAIL start limit vs. timer: cannot read the settings ({error!r}; OnCalendar={on_calendar})")
else:
    ok = burst * spacing <= interval < period - delay
    print(("PASS" if ok else "FAIL") + f" start limit: {burst} starts x {spacing / 60:g} min <= window {interval / 60:g} min"
          f" < next timer start ({period / 60:g} - {delay / 60:g} min)")

timer_section = timer.get("Timer", {})
install = timer.get("Install", {})
problems = [k for k in ("OnCalendar", "RandomizedDelaySec", "AccuracySec") if k not in timer_section]
if last(timer_section, "Persistent") != "true":
    problems.append("Persistent=true")
if "timers.target" not in " ".join(install.get("WantedBy", [])):
    problems.append("WantedBy=timers.target")
print(("FAIL timer lacks " + ", ".join(problems)) if problems else f"PASS timer: OnCalendar={on_calendar}, Persistent, random delay, WantedBy=timers.target")
PY
run_py_checks python3 "$work/units.py" deploy/systemd/quotepool-fill.service deploy/systemd/quotepool-fill.timer

echo "== Kubernetes"

# ---- (b) the Kubernetes manifests ---------------------------------------------------------------
cat >"$work/k8s.py" <<'PY'
import glob, re, sys
import yaml

out_config = sys.argv[1]
files = sorted(glob.glob("deploy/k8s/*.yaml") + glob.glob("deploy/k8s/*.yml"))
docs = []
for path in files:
    try:
        loaded = [d for d in yaml.safe_load_all(open(path, encoding="utf-8")) if d is not None]
    except yaml.YAMLError as error:
        print(f"FAIL {path} parses as YAML: {error}".replace("\n", " "))
        continue
    bad = [d for d in loaded if not (isinstance(d, dict) and d.get("apiVersion") and d.get("kind") and d.get("metadata", {}).get("name"))]
    if bad or not loaded:
        print(f"FAIL {path}: every document needs apiVersion, kind and metadata.name")
    else:
        print(f"PASS {path} parses: " + ", ".join(f"{d['kind']}/{d['metadata']['name']}" for d in loaded))
    docs += [(path, d) for d in loaded if isinstance(d, dict)]

by_kind = {}
for path, d in docs:
    by_kind.setdefault(d.get("kind"), {})[d.get("metadata", {}).get("name")] = d

cronjobs = list(by_kind.get("CronJob", {}).values())
if len(cronjobs) != 1:
    print(f"FAIL exactly one CronJob under deploy/k8s (found {len(cronjobs)})")
    sys.exit(0)
cj = cronjobs[0]
spec = cj.get("spec", {})
job = spec.get("jobTemplate", {}).get("spec", {})
pod = job.get("template", {}).get("spec", {})
containers = pod.get("containers", [])
fill = next((c for c in containers if "fill" in c.get("args", [])), containers[0] if containers else {})

def budget_of(argv, env):
    profiles = {"background": 120, "foreground": 45, "brief": 20}
    value = None
    for i, arg in enumerate(argv):
        if arg == "--budget" and i + 1 < len(argv):
            value = argv[i + 1]
        elif arg.startswith("--budget="):
            value = arg.split("=", 1)[1]
    value = value or env.get("QUOTEPOOL_BUDGET") or "120s"
    if value in profiles:
        return profiles[value]
    units = {"s": 1, "m": 60, "h": 3600, "": 1}
    parts = re.findall(r"(\d+)([smh]?)", value)
    return sum(int(n) * units[u] for n, u in parts)

env = {e.get("name"): e.get("value") for e in fill.get("env", [])}
budget = budget_of(fill.get("args", []), env)

# Scheduling.
problems = []
if cj.get("apiVersion") != "batch/v1":
    problems.append(f"apiVersion {cj.get('apiVersion')} (want batch/v1)")
if spec.get("concurrencyPolicy") != "Forbid":
    problems.append(f"concurrencyPolicy {spec.get('concurrencyPolicy')} (want Forbid)")
if not isinstance(spec.get("startingDeadlineSeconds"), int):
    problems.append("no startingDeadlineSeconds")
for key in ("successfulJobsHistoryLimit", "failedJobsHistoryLimit"):
    if not isinstance(spec.get(key), int):
        problems.append(f"no {key}")
if pod.get("restartPolicy") != "Never":
    problems.append(f"restartPolicy {pod.get('restartPolicy')} (want Never)")
print(("FAIL" if problems else "PASS") + f" CronJob schedule {spec.get('schedule')!r}: concurrencyPolicy Forbid, startingDeadlineSeconds, history limits, restartPolicy Never"
      + (": " + "; ".join(problems) if problems else ""))

# Deadlines above the budget.
job_deadline = job.get("activeDeadlineSeconds")
pod_deadline = pod.get("activeDeadlineSeconds")
problems = []
if not isinstance(job_deadline, int) or job_deadline <= budget + 1:
    problems.append(f"Job activeDeadlineSeconds {job_deadline} is not above the budget plus 1 s")
if pod_deadline is not None and (not isinstance(pod_deadline, int) or pod_deadline <= budget + 1):
    problems.append(f"pod activeDeadlineSeconds {pod_deadline} is not above the budget plus 1 s")
if isinstance(job_deadline, int) and isinstance(pod_deadline, int) and job_deadline < pod_deadline:
    problems.append("the Job deadline is shorter than one pod's")
print(("FAIL" if problems else "PASS") + f" CronJob deadlines (Job {job_deadline} s, pod {pod_deadline} s) above the budget ({budget} s)"
      + (": " + "; ".join(problems) if problems else ""))

# Retries only for 75.
rules = job.get("podFailurePolicy", {}).get("rules", [])
fail_rules = [r for r in rules if r.get("action") == "FailJob" and r.get("onExitCodes", {}).get("operator") == "NotIn"]
ok = (isinstance(job.get("backoffLimit"), int) and fail_rules
      and 75 in fail_rules[0]["onExitCodes"].get("values", [])
      and all(v in (0, 75) for v in fail_rules[0]["onExitCodes"].get("values", [])))
print(("PASS" if ok else "FAIL") + " CronJob podFailurePolicy: FailJob on exit codes NotIn [0, 75], backoffLimit retries 75 only")

# Security.
psc, csc = pod.get("securityContext", {}), fill.get("securityContext", {})
problems = []
if not (csc.get("runAsNonRoot", psc.get("runAsNonRoot")) is True):
    problems.append("runAsNonRoot is not true")
uid = csc.get("runAsUser", psc.get("runAsUser"))
if uid in (None, 0):
    problems.append(f"runAsUser {uid}")
for key in ("runAsGroup", "fsGroup"):
    if psc.get(key) in (None, 0):
        problems.append(f"{key} {psc.get(key)}")
if csc.get("readOnlyRootFilesystem") is not True:
    problems.append("readOnlyRootFilesystem is not true")
if csc.get("allowPrivilegeEscalation") is not False:
    problems.append("allowPrivilegeEscalation is not false")
if "ALL" not in csc.get("capabilities", {}).get("drop", []):
    problems.append("capabilities do not drop ALL")
if csc.get("seccompProfile", psc.get("seccompProfile", {})).get("type") != "RuntimeDefault":
    problems.append("seccompProfile is not RuntimeDefault")
res = fill.get("resources", {})
if not (res.get("requests", {}).get("memory") and res.get("limits", {}).get("memory")):
    problems.append("no memory request and limit")
print(("FAIL" if problems else "PASS") + f" CronJob pod security: runAsNonRoot, uid {uid}, read-only root, no privilege escalation, no capabilities, RuntimeDefault seccomp, resources"
      + (": " + "; ".join(problems) if problems else ""))

# Volumes: the PVC and the ConfigMap it names exist here, and the database is on the PVC.
volumes = {v.get("name"): v for v in pod.get("volumes", [])}
mounts = {m.get("name"): m.get("mountPath") for m in fill.get("volumeMounts", [])}
pvcs = [v["persistentVolumeClaim"]["claimName"] for v in volumes.values() if "persistentVolumeClaim" in v]
problems = []
if not pvcs:
    problems.append("no persistentVolumeClaim volume")
for claim in pvcs:
    pvc = by_kind.get("PersistentVolumeClaim", {}).get(claim)
    if pvc is None:
        problems.append(f"PVC {claim} is not defined under deploy/k8s")
    elif "ReadWriteOnce" not in pvc.get("spec", {}).get("accessModes", []):
        problems.append(f"PVC {claim} is not ReadWriteOnce")
db = env.get("QUOTEPOOL_DB", "")
db_volume = [n for n, v in volumes.items() if "persistentVolumeClaim" in v and mounts.get(n) and db.startswith(mounts[n].rstrip("/") + "/")]
if not db_volume:
    problems.append(f"QUOTEPOOL_DB={db!r} is not on a mounted PVC")
if env.get("QUOTEPOOL_LOG_FORMAT") != "json":
    problems.append("QUOTEPOOL_LOG_FORMAT is not json")
print(("FAIL" if problems else "PASS") + f" CronJob volumes: PVC {', '.join(pvcs) or '-'} defined (ReadWriteOnce), QUOTEPOOL_DB={db} on it"
      + (": " + "; ".join(problems) if problems else ""))

configs = [v["configMap"]["name"] for v in volumes.values() if "configMap" in v]
cm = by_kind.get("ConfigMap", {}).get(configs[0]) if configs else None
if cm is None or "quotepool.json5" not in cm.get("data", {}):
    print(f"FAIL CronJob ConfigMap {configs} defined under deploy/k8s with a quotepool.json5 key")
else:
    print(f"PASS CronJob ConfigMap {configs[0]} defined, with quotepool.json5")
    open(out_config, "w", encoding="utf-8").write(cm["data"]["quotepool.json5"])
PY
if [ -z "$py" ]; then
    fail "k8s manifests: PyYAML is missing and could not be installed into $venv"
else
    run_py_checks "$py" "$work/k8s.py" "$work/configmap.json5"
    if [ ! -s "$work/configmap.json5" ]; then
        :
    elif [ ! -x "$bin" ]; then
        fail "ConfigMap quotepool.json5 passes quotepool config check: no binary at $bin"
    elif out=$("$bin" config check --config "$work/configmap.json5" 2>&1); then
        pass "ConfigMap quotepool.json5 passes quotepool config check"
    else
        fail "ConfigMap quotepool.json5 passes quotepool config check"
        printf '%s\n' "$out" | indent
    fi
fi

# Schema validation (strict: unknown fields are errors) against the oldest Kubernetes these files
# support and the newest schemas the package has. Needs PyPI the first time.
if ensure_venv kubernetes-validate && [ -x "$venv/bin/kubernetes-validate" ]; then
    for k in 1.29.0 latest; do
        kv_args=(--strict --quiet)
        [ "$k" = latest ] || kv_args+=(-k "$k")
        if out=$("$venv/bin/kubernetes-validate" "${kv_args[@]}" deploy/k8s/*.yaml 2>&1); then
            pass "k8s manifests validate against the Kubernetes $k schemas (kubernetes-validate --strict)"
        else
            fail "k8s manifests validate against the Kubernetes $k schemas (kubernetes-validate --strict)"
            printf '%s\n' "$out" | indent
        fi
    done
else
    skip "k8s schema validation: kubernetes-validate could not be installed from PyPI"
fi

echo "== cron wrapper"

# ---- (c) the cron wrapper, against a fake quotepool ---------------------------------------------
wrapper="$repo/cron/quotepool-fill.sh"
if bash -n "$wrapper" 2>"$work/bash-n.out"; then
    pass "cron/quotepool-fill.sh: bash -n"
else
    fail "cron/quotepool-fill.sh: bash -n"
    indent <"$work/bash-n.out"
fi
command -v shellcheck >/dev/null 2>&1 || apt_install shellcheck
if command -v shellcheck >/dev/null 2>&1; then
    if shellcheck "$wrapper" scripts/check-deploy.sh >"$work/shellcheck.out" 2>&1; then
        pass "shellcheck cron/quotepool-fill.sh scripts/check-deploy.sh"
    else
        fail "shellcheck cron/quotepool-fill.sh scripts/check-deploy.sh"
        indent <"$work/shellcheck.out"
    fi
else
    skip "shellcheck (not installed, and could not be installed)"
fi

fake="$work/fake-quotepool"
cat >"$fake" <<'SH'
#!/bin/sh
# A stand-in for quotepool: records its arguments, sleeps FAKE_SLEEP s, exits FAKE_EXIT.
printf '%s\n' "$*" >>"${FAKE_ARGS:-/dev/null}"
echo "ts=fake event=run_finished exit_code=${FAKE_EXIT:-0}" >&2
sleep "${FAKE_SLEEP:-0}"
exit "${FAKE_EXIT:-0}"
SH
chmod +x "$fake"
export QUOTEPOOL_BIN="$fake"
export QUOTEPOOL_CRON_LOCK="$work/cron.lock"
export QUOTEPOOL_CRON_LOG="$work/cron.log"
export FAKE_ARGS="$work/fake.args"
unset QUOTEPOOL_CRON_TIMEOUT

# now_ms: wall clock in milliseconds.
now_ms() { date +%s%3N; }

# Overlap: a second run while the first holds the lock exits 75 at once.
FAKE_SLEEP=3 FAKE_EXIT=0 "$wrapper" --budget 7s &
first=$!
bg_pids+=("$first")
# Wait (at most 2 s) until the fake has started, that is, until the first run holds the lock,
# so that the second run is sure to meet it. (Probing the lock with flock could itself make the
# first run lose the race.)
for _ in $(seq 40); do
    [ -s "$FAKE_ARGS" ] && break
    sleep 0.05
done
t0=$(now_ms)
FAKE_SLEEP=0 FAKE_EXIT=0 "$wrapper"
second=$?
elapsed=$(($(now_ms) - t0))
wait "$first"
first_rc=$?
if [ "$second" -eq 75 ] && [ "$elapsed" -lt 1000 ]; then
    pass "cron wrapper: a second run while the first holds the lock exits 75 in ${elapsed} ms"
else
    fail "cron wrapper: a second run while the first holds the lock exits 75 within 1 s (got $second after ${elapsed} ms)"
fi
if [ "$first_rc" -eq 0 ] && grep -qx 'fill --budget 7s' "$FAKE_ARGS"; then
    pass "cron wrapper: the first run exits 0 and the fake got 'fill --budget 7s'"
else
    fail "cron wrapper: the first run exits 0 and the fake got 'fill --budget 7s' (exit $first_rc; args: $(tr '\n' '|' <"$FAKE_ARGS"))"
fi

# The exit code passes through unchanged.
FAKE_EXIT=69 "$wrapper"
rc=$?
if [ "$rc" -eq 69 ] && grep -q 'exit 69' "$QUOTEPOOL_CRON_LOG"; then
    pass "cron wrapper: the fill's exit 69 comes out as 69, and is logged to QUOTEPOOL_CRON_LOG"
else
    fail "cron wrapper: the fill's exit 69 comes out as 69, and is logged to QUOTEPOOL_CRON_LOG (got $rc)"
fi

# A missing binary is reported as 69, not as a silent success.
QUOTEPOOL_BIN="$work/no-such-quotepool" "$wrapper"
rc=$?
if [ "$rc" -eq 69 ]; then
    pass "cron wrapper: a missing QUOTEPOOL_BIN exits 69"
else
    fail "cron wrapper: a missing QUOTEPOOL_BIN exits 69 (got $rc)"
fi
unset QUOTEPOOL_BIN QUOTEPOOL_CRON_LOCK QUOTEPOOL_CRON_LOG FAKE_ARGS

# The crontab example: every active line is VAR=value or five time fields, a user and the wrapper.
if awk '
    /^[[:space:]]*(#|$)/ { next }
    /^[A-Za-z_][A-Za-z0-9_]*=/ { next }
    NF >= 7 && $7 ~ /quotepool-fill\.sh$/ { jobs++; next }
    { bad++; print "     | not a cron.d line: " $0 }
    END { exit !(jobs >= 1 && bad == 0) }' cron/crontab.example; then
    pass "cron/crontab.example: cron.d lines (time, user, wrapper)"
else
    fail "cron/crontab.example: cron.d lines (time, user, wrapper)"
fi

echo "== Containerfile"

# ---- (d) the Containerfile, parsed (no container engine here) -----------------------------------
cat >"$work/containerfile.py" <<'PY'
import json, os, re

KNOWN = {"FROM", "RUN", "CMD", "LABEL", "EXPOSE", "ENV", "ADD", "COPY", "ENTRYPOINT", "VOLUME",
         "USER", "WORKDIR", "ARG", "ONBUILD", "STOPSIGNAL", "HEALTHCHECK", "SHELL"}
text = open("deploy/Containerfile", encoding="utf-8").read()
# Join continuation lines; drop comments and blank lines (the parser directive is a comment too).
instructions, pending = [], ""
for raw in text.splitlines():
    if not pending and re.match(r"\s*(#|$)", raw):
        continue
    if pending and re.match(r"\s*#", raw):
        continue
    line = raw.rstrip()
    if line.endswith("\\"):
        pending += line[:-1] + " "
        continue
    instructions.append((pending + line).strip())
    pending = ""
problems = []
parsed = []
for ins in instructions:
    word, _, rest = ins.partition(" ")
    if word.upper() not in KNOWN:
        problems.append(f"unknown instruction {word!r}")
    parsed.append((word.upper(), rest.strip()))
print(("FAIL" if problems or pending else "PASS") + f" Containerfile parses: {len(parsed)} instructions" + (": " + "; ".join(problems) if problems else ""))

args = {}
stages = []  # [(from, name, [(instr, rest)])]
for word, rest in parsed:
    if word == "ARG" and not stages:
        name, _, default = rest.partition("=")
        args[name] = default
    elif word == "FROM":
        m = re.match(r"(\S+)(?:\s+AS\s+(\S+))?$", rest, re.I)
        image = re.sub(r"\$\{?(\w+)\}?", lambda g: args.get(g.group(1), g.group(0)), m.group(1)) if m else rest
        stages.append((image, m.group(2) if m else None, []))
    elif stages:
        stages[-1][2].append((word, rest))

problems = []
if len(stages) < 2:
    problems.append(f"{len(stages)} stage(s), want a build and a runtime stage")
else:
    build, runtime = stages[0], stages[-1]
    if not args.get("SWIFT_IMAGE", "").startswith("swift:") or "bookworm" not in args.get("SWIFT_IMAGE", ""):
        problems.append(f"ARG SWIFT_IMAGE={args.get('SWIFT_IMAGE')!r} is not a swift bookworm image")
    for pkg in ("libsqlite3-dev", "libpq-dev"):
        if not any(w == "RUN" and pkg in r for w, r in build[2]):
            problems.append(f"the build stage does not install {pkg}")
    if not any(w == "RUN" and re.search(r"swift build -c release --static-swift-stdlib", r) for w, r in build[2]):
        problems.append("no `swift build -c release --static-swift-stdlib`")
    for w, r in build[2]:
        if w == "COPY" and not r.startswith("--"):
            for src in r.split()[:-1]:
                if not os.path.exists(src):
                    problems.append(f"COPY source {src} does not exist in the repository")
    if runtime[0] != "debian:bookworm-slim":
        problems.append(f"runtime stage from {runtime[0]} (want debian:bookworm-slim)")
    run_lines = " ".join(r for w, r in runtime[2] if w == "RUN")
    for pkg in ("libsqlite3-0", "libpq5", "ca-certificates"):
        if pkg not in run_lines:
            problems.append(f"runtime stage does not install {pkg}")
    if not any(w == "COPY" and r.startswith(f"--from={build[1]}") for w, r in runtime[2]):
        problems.append("the runtime stage does not copy the binary from the build stage")
    users = [r for w, r in runtime[2] if w == "USER"]
    if not users or users[-1].split(":")[0] in ("root", "0"):
        problems.append(f"the runtime user is {users[-1] if users else 'root'}")
    def exec_form(word):
        values = [r for w, r in runtime[2] if w == word]
        try:
            return json.loads(values[-1]) if values else None
        except json.JSONDecodeError:
            return "not JSON"
    if exec_form("ENTRYPOINT") != ["quotepool"]:
        problems.append(f"ENTRYPOINT {exec_form('ENTRYPOINT')} (want [\"quotepool\"])")
    cmd = exec_form("CMD")
    if not (isinstance(cmd, list) and cmd[:1] == ["fill"] and "--budget" in cmd):
        problems.append(f"CMD {cmd} (want [\"fill\", \"--budget\", …])")
print(("FAIL" if problems else "PASS") + " Containerfile: swift build stage, bookworm-slim runtime, non-root user, ENTRYPOINT quotepool, CMD fill --budget"
      + (": " + "; ".join(problems) if problems else ""))
PY
run_py_checks python3 "$work/containerfile.py"

echo "== Prometheus rules"

# ---- (e) the suggested alert rules, checked and unit-tested by promtool (Debian's prometheus) --
command -v promtool >/dev/null 2>&1 || apt_install prometheus
if command -v promtool >/dev/null 2>&1; then
    if out=$(promtool check rules deploy/prometheus/quotepool-alerts.yml 2>&1); then
        pass "promtool check rules deploy/prometheus/quotepool-alerts.yml"
    else
        fail "promtool check rules deploy/prometheus/quotepool-alerts.yml"
        printf '%s\n' "$out" | indent
    fi
    if out=$(cd deploy/prometheus && promtool test rules quotepool-alerts.test.yml 2>&1); then
        pass "promtool test rules: the alerts fire (and stay quiet) as deploy/prometheus/quotepool-alerts.test.yml expects"
    else
        fail "promtool test rules deploy/prometheus/quotepool-alerts.test.yml"
        printf '%s\n' "$out" | indent
    fi
else
    skip "promtool check/test rules (promtool not installed, and Debian's prometheus package could not be installed)"
fi

echo "deploy checks: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
