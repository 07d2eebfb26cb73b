#!/usr/bin/env bash
# Installs what the spelling stage reads: the Hunspell library and Debian's dictionaries for the served locales.
#
#   scripts/install-dictionaries.sh           install what is missing (needs root, or sudo without a password)
#   scripts/install-dictionaries.sh --check   only say what is missing; exit 1 if anything is
#
# Packages: libhunspell-1.7-0 (loaded by quotepool at run time; the build does not need it) and
# hunspell-en-us, hunspell-en-gb, hunspell-de-de, hunspell-fr, hunspell-es, hunspell-it, hunspell-pt-pt,
# hunspell-pt-br, whose files land in /usr/share/hunspell, where `spelling.dictionaries` looks by default.
# A package already installed is left alone, so running this again installs nothing and needs no root.
#
# Without these packages a fill still runs: the spelling stage records `skipped` for a locale whose dictionary
# is missing and says so, unless `spelling.required` is true (then the fill exits 78). `quotepool doctor`
# reports what is missing.
set -euo pipefail

log() { echo "install-dictionaries.sh: $*" >&2; }

check_only=0
case "${1:-}" in
    --check) check_only=1 ;;
    -h | --help)
        sed -n '2,5p' "$0" | sed 's/^# \{0,1\}//'
        exit 0
        ;;
    "") ;;
    *)
        log "unknown argument $1 (usage: install-dictionaries.sh [--check])"
        exit 64
        ;;
esac

PACKAGES=(
    libhunspell-1.7-0
    hunspell-en-us hunspell-en-gb hunspell-de-de hunspell-fr hunspell-es hunspell-it hunspell-pt-pt hunspell-pt-br
)

command -v dpkg-query >/dev/null 2>&1 || {
    log "this script installs Debian packages and needs dpkg and apt-get; on another system install Hunspell and"
    log "its dictionaries with the system's package manager and set spelling.dictionaries to their files"
    exit 69
}

missing=()
for package in "${PACKAGES[@]}"; do
    status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
    [ "$status" = "install ok installed" ] || missing+=("$package")
done

if [ ${#missing[@]} -eq 0 ]; then
    log "all installed: ${PACKAGES[*]}"
    exit 0
fi
if [ "$check_only" = 1 ]; then
    log "missing: ${missing[*]}"
    exit 1
fi

if [ "$(id -u)" -eq 0 ]; then
    run_root=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    run_root=(sudo -n)
else
    log "missing: ${missing[*]}"
    log "installing them needs root: run this script as root (or with sudo), or run"
    log "  apt-get install ${missing[*]}"
    exit 77
fi

log "installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
# A stale package list is the usual reason a fresh machine cannot find a package: refresh it once, then install.
"${run_root[@]}" apt-get update -qq
"${run_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
log "installed: ${missing[*]}"
