#!/usr/bin/env python3
"""fake_openai.py behind an API-key check, for the tests that make sure a key is sent but never leaks.

    python3 key_checking_openai.py --key-sha256 HEX [--scenario NAME] [--port 0] [--exit-on-stdin-eof]

Serves exactly as fake_openai.py (same endpoints, scenarios and `PORT <n>` line), except that every `/v1/*`
request must carry `Authorization: Bearer <key>` where the SHA-256 (hex) of <key> is HEX: any other request is
answered 401 like the `unauthorized` scenario. The key itself is never passed to this process, written or logged.
`GET /_stats` adds `auth_ok` and `auth_refused`, the number of `/v1/*` requests with the right key and without it.
"""

import argparse
import hashlib
import hmac
import os
import sys
import threading

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fake_openai  # noqa: E402


class KeyStats(fake_openai.Stats):
    def __init__(self):
        super().__init__()
        self.auth_ok = 0
        self.auth_refused = 0

    def authenticated(self, ok):
        with self.lock:
            if ok:
                self.auth_ok += 1
            else:
                self.auth_refused += 1

    def snapshot(self):
        out = super().snapshot()
        with self.lock:
            out["auth_ok"] = self.auth_ok
            out["auth_refused"] = self.auth_refused
        return out


class KeyCheckingHandler(fake_openai.Handler):
    def dispatch(self):
        path = self.path.split("?", 1)[0]
        if path.startswith("/v1/"):
            header = self.headers.get("Authorization") or ""
            key = header[len("Bearer "):] if header.startswith("Bearer ") else ""
            digest = hashlib.sha256(key.encode("utf-8")).hexdigest()
            ok = bool(key) and hmac.compare_digest(digest, self.server.key_sha256)
            self.stats.authenticated(ok)
            if not ok:
                try:
                    self.read_body()
                    self.send_error_json(401, "invalid api key", "invalid_request_error")
                except (fake_openai.ClientGone, ConnectionError):
                    self.close_connection = True
                return
        super().dispatch()


def main():
    parser = argparse.ArgumentParser(description="fake_openai.py that requires one API key.")
    parser.add_argument("--key-sha256", required=True, help="SHA-256 (hex) of the only key accepted")
    parser.add_argument("--scenario", default="ok", choices=fake_openai.SCENARIOS)
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--delay", type=float, default=0.0)
    parser.add_argument("--exit-on-stdin-eof", action="store_true")
    args = parser.parse_args()

    server = fake_openai.Server(("127.0.0.1", args.port), KeyCheckingHandler)
    server.scenario = args.scenario
    server.delay = max(0.0, args.delay)
    server.stats = KeyStats()
    server.key_sha256 = args.key_sha256.lower()
    sys.stdout.write(f"PORT {server.server_address[1]}\n")
    sys.stdout.flush()
    if args.exit_on_stdin_eof:
        threading.Thread(target=fake_openai.watch_stdin, daemon=True).start()
    try:
        server.serve_forever(poll_interval=0.2)
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
