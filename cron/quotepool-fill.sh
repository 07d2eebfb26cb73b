#!/usr/bin/env bash
# quotepool-fill.sh — run `quotepool fill` from cron, one at a time.
#
# Usage: quotepool-fill.sh [extra fill arguments…]
#        e.g. quotepool-fill.sh --budget 120s --metrics-file /var/lib/prometheus/node-exporter/quotepool.prom
#
# What it adds to a bare `quotepool fill` in a crontab:
#   * No pile-up. cron starts a job on time even if the previous one is still running. The wrapper
#     holds its own lock (QUOTEPOOL_CRON_LOCK) for the whole run, and a second wrapper exits 75
#     ("try again later") at once. This is a separate file from the `<db>.lock` that the fill
#     itself takes: that one keeps any two fills off one database, whoever started them, and also
#     exits 75.
#   * Logs that are kept. The fill's stderr and stdout go to syslog (`logger -t quotepool`) when
#     there is a syslog socket, or are appended to a log file.
#   * The exit code. The fill's exit code is passed through unchanged (see docs/operations.md
#     for the table), so cron's MAILTO, a monitoring wrapper or a test can act on it.
#
# Environment:
#   QUOTEPOOL_BIN          the quotepool binary (default: `quotepool` on PATH)
#   QUOTEPOOL_CRON_LOCK    the wrapper's lock file (default: /var/lock/quotepool-cron.lock)
#   QUOTEPOOL_CRON_LOG     append output to this file instead of syslog (default when no syslog:
#                          /var/log/quotepool/cron.log)
#   QUOTEPOOL_CRON_TIMEOUT optional hard limit for one run, e.g. 150s (coreutils timeout; the
#                          fill gets SIGTERM, exits 143, and then SIGKILL 15 s later). Empty: none;
#                          the fill already ends within its budget plus one second.
#   QUOTEPOOL_DB, QUOTEPOOL_CONFIG, QUOTEPOOL_BUDGET, QUOTEPOOL_LOG_FORMAT reach the fill unchanged.
#
# Exit codes: the fill's own; 75 when another run holds the wrapper's lock; 69 when the quotepool
# binary or flock(1) cannot be found (someone has to act, as for 69 from the fill).

# No `set -e`: the fill's exit code is data to pass on, not a reason to stop early.
set -u

bin=${QUOTEPOOL_BIN:-quotepool}
lock=${QUOTEPOOL_CRON_LOCK:-/var/lock/quotepool-cron.lock}
log_file=${QUOTEPOOL_CRON_LOG:-}
hard_limit=${QUOTEPOOL_CRON_TIMEOUT:-}

# The same file modes as under systemd (UMask=0027): nothing the run creates is world-readable.
umask 0027

# Where the output goes: a file when QUOTEPOOL_CRON_LOG is set, else syslog if there is a
# socket to take it (logger exists on systems without a syslog daemon, and then the lines would
# be lost), else the default log file. When no file can be appended to, the output goes to
# stderr, which cron mails to MAILTO.
if [ -n "$log_file" ]; then
    sink="file"
elif command -v logger >/dev/null 2>&1 && [ -S /dev/log ]; then
    sink="syslog"
else
    sink="file"
    log_file=/var/log/quotepool/cron.log
fi
if [ "$sink" = file ] && ! { : >>"$log_file"; } 2>/dev/null; then
    echo "quotepool-fill.sh: cannot append to $log_file; logging to stderr" >&2
    sink="stderr"
fi

# note MESSAGE: one line from the wrapper itself, to the same place as the fill's output.
note() {
    case "$sink" in
        syslog) logger -t quotepool -- "cron wrapper: $*" ;;
        file) printf 'ts=%s cron_wrapper=1 msg="%s"\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$*" >>"$log_file" ;;
        *) printf 'quotepool-fill.sh: %s\n' "$*" >&2 ;;
    esac
}

if ! command -v flock >/dev/null 2>&1; then
    note "flock(1) not found (util-linux); not running"
    exit 69
fi
if ! command -v "$bin" >/dev/null 2>&1; then
    note "quotepool binary '$bin' not found (PATH=$PATH; set QUOTEPOOL_BIN); not running"
    exit 69
fi

# flock -n: do not wait for the lock; -E 75: the exit code when it is taken; -o: the fill does
# not inherit the lock's file descriptor (flock itself holds the lock until the fill exits).
# flock returns the command's exit code, or 128+N when the command is killed by signal N.
cmd=(flock -n -E 75 -o "$lock")
if [ -n "$hard_limit" ]; then
    # --preserve-status: on timeout, return the fill's own code (143) rather than 124.
    cmd+=(timeout --preserve-status --kill-after=15s "$hard_limit")
fi
cmd+=("$bin" fill "$@")

case "$sink" in
    syslog)
        "${cmd[@]}" 2>&1 | logger -t quotepool
        rc=${PIPESTATUS[0]}
        ;;
    file)
        "${cmd[@]}" >>"$log_file" 2>&1
        rc=$?
        ;;
    *)
        "${cmd[@]}" 2>&1
        rc=$?
        ;;
esac

case "$rc" in
    0) ;;
    75) note "exit 75: try again later (another run holds $lock or the database lock, or the backend or database is busy)" ;;
    *) note "exit $rc (see docs/operations.md, exit codes)" ;;
esac
exit "$rc"
