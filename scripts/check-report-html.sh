#!/usr/bin/env bash
# check-report-html.sh — renders `quotepool report --html` in headless Chromium and checks that the
# charts are really there: in the DOM Chromium parsed, and in the pixels it painted.
#
# Usage: scripts/check-report-html.sh BIN [SCREENSHOT.png]
#
#   BIN             the quotepool binary (never built here)
#   SCREENSHOT.png  where to keep the screenshot of the report, for a human to look at
#
# It fills a temporary database with the builtin backend (three runs of en,de with different seeds,
# one tiny fr run, one dry run that must leave no trace, three retired lines), writes the report,
# and has Chromium (`--headless --no-sandbox --disable-gpu`, 1200x1800) dump the DOM and take a
# screenshot. The DOM must hold the three charts (by <svg> title and section heading) with their
# shapes, a run label per run and the database's active-line count. The PNG, decoded with Python's
# zlib and struct, must not be blank: enough non-background pixels, several colours, and the
# charts' fill colours painted. The same checks then run on broken pages, which they must reject:
# an empty page (both checks fail), the report with its chart shapes stripped (both fail), and the
# report with its charts hidden by CSS (the DOM check passes, the pixel check fails).
#
# Prints PASS/FAIL lines and the measured figures, then `report html checks: N passed, M failed`;
# exits 1 if any check failed, 2 if it cannot run. Installs Debian's chromium when missing (root).

set -u
cd "$(dirname "$0")/.." || exit 2
repo=$(pwd)
bin=${1:?usage: scripts/check-report-html.sh BIN [SCREENSHOT.png]}
keep_png=${2:-}
case "$bin" in /*) ;; *) bin="$repo/$bin" ;; esac
[ -x "$bin" ] || { echo "check-report-html: $bin is not an executable (build it first)" >&2; exit 2; }
checker="$repo/scripts/lib/report_html_check.py"

passed=0
failed=0
pass() { echo "PASS $*"; passed=$((passed + 1)); }
fail() { echo "FAIL $*"; failed=$((failed + 1)); }
indent() { sed 's/^/     | /'; }

work=$(mktemp -d /tmp/quotepool-report-html.XXXXXX)
trap 'rm -rf "$work"' EXIT

if ! command -v chromium >/dev/null 2>&1; then
    if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "check-report-html: installing chromium"
        export DEBIAN_FRONTEND=noninteractive
        apt-get update -qq >/dev/null 2>&1
        apt-get install -y -qq chromium >/dev/null 2>&1
    fi
    command -v chromium >/dev/null 2>&1 || {
        echo "check-report-html: chromium is missing and could not be installed (apt-get install chromium)" >&2
        exit 2
    }
fi
echo "check-report-html: $(chromium --version 2>/dev/null | head -1)"

# 1. A database with a few different runs. The builtin embedder whatever the machine has installed: with
# `auto`, an embedder installed in its default place would be loaded (and the pool embedded with it) within
# budgets this short.
db="$work/pool.sqlite"
printf '{ embedder: "builtin" }\n' >"$work/quotepool.json5"
fill() {  # fill ARGS…: one fill that must exit 0
    if "$bin" fill --config "$work/quotepool.json5" --db "$db" "$@" --json >"$work/fill.json" 2>"$work/fill.log"; then
        return 0
    fi
    fail "fill $* exited non-zero"
    tail -5 "$work/fill.log" | indent
    return 1
}
if ! { fill --locale en,de --budget 5s --max-accepted 40 --seed 1 &&
    fill --locale en,de --budget 5s --max-accepted 40 --seed 2 &&
    fill --locale en,de --budget 5s --max-accepted 40 --seed 3 &&
    fill --locale fr --budget 2s --max-accepted 5 --seed 4 &&
    fill --locale en,de --budget 5s --max-accepted 40 --seed 5 --dry-run; }; then
    echo "report html checks: $passed passed, $failed failed"
    exit 1
fi
ids=$(sqlite3 -readonly "$db" "SELECT id FROM quotes WHERE locale = 'de' ORDER BY id LIMIT 3" | tr '\n' ' ')
# shellcheck disable=SC2086 # one argument per id
"$bin" retire --db "$db" --reason "check-report-html" $ids >/dev/null 2>&1 || fail "retire $ids exited non-zero"
runs=$(sqlite3 -readonly "$db" "SELECT count(*) FROM runs")
active=$(sqlite3 -readonly "$db" "SELECT count(*) FROM quotes")
echo "check-report-html: database with $runs runs (the dry run stores none), $active active lines, 3 retired"
if [ "$runs" = 4 ] && [ "$active" = $((3 * 40 + 5 - 3)) ]; then
    pass "the database holds the 4 stored runs and $active active lines"
else
    fail "expected 4 runs and 122 active lines, found $runs runs and $active active lines"
fi

# 2. The report.
page="$work/report.html"
if "$bin" report --db "$db" --html "$page" >"$work/report.txt" 2>&1 && [ -s "$page" ]; then
    pass "report --html wrote $(wc -c <"$page") bytes"
else
    fail "report --html failed"
    indent <"$work/report.txt"
fi

# render HTML NAME: writes $work/NAME.png (screenshot) and $work/NAME.dom (the DOM after load).
render() {
    local html=$1 name=$2
    rm -f "$work/$name.png" "$work/$name.dom"
    local flags=(--headless --no-sandbox --disable-gpu "--window-size=1200,1800" --hide-scrollbars
        --no-first-run --user-data-dir="$work/profile")
    timeout 120 chromium "${flags[@]}" --screenshot="$work/$name.png" "file://$html" >"$work/$name.log" 2>&1
    timeout 120 chromium "${flags[@]}" --dump-dom "file://$html" >"$work/$name.dom" 2>>"$work/$name.log"
    [ -s "$work/$name.png" ] && [ -s "$work/$name.dom" ]
}

# check_page HTML NAME: runs the DOM and the pixel check; sets dom_ok and png_ok (0 = passed).
check_page() {
    local html=$1 name=$2
    dom_ok=1
    png_ok=1
    if ! render "$html" "$name"; then
        echo "     | chromium produced no screenshot or DOM for $name:"
        grep -v -e 'dbus' -e '^$' "$work/$name.log" | tail -5 | indent
        return
    fi
    python3 "$checker" dom "$work/$name.dom" --runs "$runs" --active "$active" >"$work/$name.domcheck" 2>&1
    dom_ok=$?
    python3 "$checker" png "$work/$name.png" >"$work/$name.pngcheck" 2>&1
    png_ok=$?
}

# 3. The real page: both checks must pass.
check_page "$page" report
sed 's/^figure /DOM: /' "$work/report.domcheck" | indent
sed 's/^figure /PNG: /' "$work/report.pngcheck" | indent
if [ "$dom_ok" = 0 ]; then
    pass "the DOM holds the three charts with their shapes, run labels and active-line count"
else
    fail "the DOM check failed on the report (problems above)"
fi
if [ "$png_ok" = 0 ]; then
    pass "the screenshot is not blank and the charts' colours are painted"
else
    fail "the pixel check failed on the report (problems above)"
fi
if [ -n "$keep_png" ] && [ -s "$work/report.png" ]; then
    cp "$work/report.png" "$keep_png" && echo "check-report-html: screenshot saved to $keep_png"
fi

# 4. Negative controls: broken pages the checks must reject.
# expect_control NAME DESCRIPTION WANT_DOM WANT_PNG (each "pass" or "fail").
expect_control() {
    local name=$1 what=$2 want_dom=$3 want_png=$4 got_dom got_png
    check_page "$work/$name.html" "$name"
    got_dom=$([ "$dom_ok" = 0 ] && echo pass || echo fail)
    got_png=$([ "$png_ok" = 0 ] && echo pass || echo fail)
    if [ "$got_dom" = "$want_dom" ] && [ "$got_png" = "$want_png" ]; then
        pass "negative control, $what: DOM check $got_dom, pixel check $got_png, as expected"
    else
        fail "negative control, $what: DOM check $got_dom (want $want_dom), pixel check $got_png (want $want_png)"
    fi
    { grep -h -e '^problem' -e 'svgs=' -e 'non_background' "$work/$name.domcheck" "$work/$name.pngcheck" 2>/dev/null ||
        true; } | sed 's/^figure //' | indent
}
echo '<html><body></body></html>' >"$work/empty.html"
expect_control empty "an empty page" fail fail
sed -E -e 's#<rect[^>]*/>##g' -e 's#<rect[^>]*>.*</rect>##g' -e 's#<line [^>]*/>##g' "$page" >"$work/noshapes.html"
expect_control noshapes "the report with its chart shapes stripped" fail fail
sed 's#</style>#svg { display: none; }\n</style>#' "$page" >"$work/hidden.html"
expect_control hidden "the report with its charts hidden by CSS" pass fail

echo "report html checks: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
