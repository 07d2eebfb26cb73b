#!/usr/bin/env bash
# Measures how `concurrency` keeps a model server busy: drafts per minute with concurrency 1 and 4,
# against the real llama.cpp server directly and through a proxy adding 1.5 s per chat request (as a
# busy remote endpoint would). Needs `scripts/llama-server.sh install`; starts the server with 4 slots.
#
#   scripts/concurrency-bench.sh [BUDGET_SECONDS]      (default 60)
set -euo pipefail
cd "$(dirname "$0")/.."
budget=${1:-60}
port=18090
swift build -c release --product quotepool >/dev/null
bin=.build/release/quotepool
scripts/llama-server.sh start "$port" 4 >/dev/null
work=$(mktemp -d)
proxy_pid=
cleanup() {
    [ -n "$proxy_pid" ] && kill "$proxy_pid" 2>/dev/null
    scripts/llama-server.sh stop "$port"
    rm -rf "$work"
}
trap cleanup EXIT

python3 -u Tests/Fixtures/servers/delay_proxy.py --upstream "http://127.0.0.1:$port" --delay 1.5 >"$work/proxy.port" &
proxy_pid=$!
for _ in $(seq 1 50); do [ -s "$work/proxy.port" ] && break; sleep 0.1; done
proxy_port=$(awk '{print $2}' "$work/proxy.port")

run() {  # run NAME BASE_URL CONCURRENCY
    local name=$1 base=$2 concurrency=$3
    cat >"$work/$name.json5" <<JSON
{
  backend: "llama", embedder: "builtin", concurrency: $concurrency,
  backends: { llama: { kind: "openai", base_url: "$base", model: "smollm2", timeout: "60s" } },
  pool: { target_per_locale: 100000 },
}
JSON
    # The client's own CPU time (user + system) shows whether waiting on the server costs anything.
    /usr/bin/time -f "%U %S" -o "$work/$name.time" \
        "$bin" fill --config "$work/$name.json5" --db "$work/$name.sqlite" --locale en --budget "${budget}s" --json \
        2>/dev/null >"$work/$name.out" || true
    python3 - "$work/$name.out" "$name" "$concurrency" "$work/$name.time" <<'PY'
import json, sys
s = json.load(open(sys.argv[1]))
cpu = sum(float(x) for x in open(sys.argv[4]).read().split()[-2:])
per_minute = s["drafted"] / s["elapsed_s"] * 60
print(f"{sys.argv[2]:<22} concurrency {sys.argv[3]}: {s['drafted']:4d} drafts in {s['elapsed_s']:.1f} s = {per_minute:6.1f} drafts/min"
      f" (client CPU {cpu:.1f} s)")
PY
}

echo "drafts per minute, ${budget}-second fills, llama-server -np 4, SmolLM2-135M Q4_1 on $(nproc) cores"
run direct-c1 "http://127.0.0.1:$port/v1" 1
run direct-c4 "http://127.0.0.1:$port/v1" 4
run delayed-c1 "http://127.0.0.1:$proxy_port/v1" 1
run delayed-c4 "http://127.0.0.1:$proxy_port/v1" 4
