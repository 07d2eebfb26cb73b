#!/usr/bin/env python3
"""A delaying HTTP proxy for quotepool's integration tests (standard library only).

    python3 delay_proxy.py --upstream http://127.0.0.1:PORT --delay 1.5 [--port 0] [--exit-on-stdin-eof]

Binds 127.0.0.1 (port 0 = any free port), prints exactly one line `PORT <n>` to stdout, then forwards every request
(method, path, headers except Host/Connection and other hop-by-hop headers, body) to the upstream. Each
/v1/chat/completions request waits --delay seconds before it is forwarded; other paths are forwarded at once. The
upstream's answer is streamed back as it arrives (chunked, one flushed chunk per read of up to 4 KB), so SSE streams
pass through. If the upstream resets or closes the connection without answering, the client's connection is reset
too; if the upstream cannot be reached at all, the proxy answers 502.
"""

import argparse
import http.client
import http.server
import os
import socket
import struct
import sys
import threading
import time
import urllib.parse

HOP_BY_HOP = {
    "connection",
    "keep-alive",
    "proxy-authenticate",
    "proxy-authorization",
    "proxy-connection",
    "te",
    "trailer",
    "trailers",
    "transfer-encoding",
    "upgrade",
}
READ_SIZE = 4096
UPSTREAM_TIMEOUT = 300


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "delay-proxy/1"

    def log_message(self, format, *args):
        pass

    def do_GET(self):
        self.forward()

    def do_POST(self):
        self.forward()

    def do_PUT(self):
        self.forward()

    def do_PATCH(self):
        self.forward()

    def do_DELETE(self):
        self.forward()

    def do_OPTIONS(self):
        self.forward()

    def do_HEAD(self):
        self.forward()

    def read_body(self):
        if "chunked" in (self.headers.get("Transfer-Encoding") or "").lower():
            data = bytearray()
            while True:
                size_line = self.rfile.readline(1 << 16)
                if not size_line:
                    break
                size = int(size_line.split(b";")[0].strip() or b"0", 16)
                if size == 0:
                    while self.rfile.readline(1 << 16) not in (b"\r\n", b"\n", b""):
                        pass
                    break
                data += self.rfile.read(size)
                self.rfile.readline(1 << 16)
            return bytes(data)
        length = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(length) if length > 0 else b""

    def reset_client(self):
        self.close_connection = True
        try:
            self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            self.rfile.close()
            self.connection.close()
        except OSError:
            pass

    def forward(self):
        upstream = self.server.upstream
        body = self.read_body()
        path = self.path
        if self.path.split("?", 1)[0].rstrip("/") == "/v1/chat/completions" and self.server.delay > 0:
            time.sleep(self.server.delay)

        headers = {}
        for name, value in self.headers.items():
            lower = name.lower()
            if lower in HOP_BY_HOP or lower in ("host", "content-length"):
                continue
            headers[name] = value
        if body or self.command in ("POST", "PUT", "PATCH"):
            headers["Content-Length"] = str(len(body))

        connection = http.client.HTTPConnection(upstream.hostname, upstream.port or 80, timeout=UPSTREAM_TIMEOUT)
        try:
            try:
                connection.request(self.command, upstream.path.rstrip("/") + path, body=body, headers=headers)
                response = connection.getresponse()
            except (ConnectionRefusedError, socket.gaierror, socket.timeout) as error:
                message = f'{{"error":{{"message":"delay_proxy: upstream unreachable: {type(error).__name__}"}}}}'
                data = message.encode("utf-8")
                self.send_response(502)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)
                return
            except (http.client.RemoteDisconnected, ConnectionResetError, ConnectionAbortedError, BrokenPipeError):
                self.reset_client()  # mirror the upstream's fault
                return

            self.send_response(response.status, response.reason)
            for name, value in response.getheaders():
                lower = name.lower()
                if lower in HOP_BY_HOP or lower in ("content-length", "server", "date"):
                    continue
                self.send_header(name, value)
            has_body = self.command != "HEAD" and response.status not in (204, 304) and response.status >= 200
            if has_body:
                self.send_header("Transfer-Encoding", "chunked")
            else:
                self.send_header("Content-Length", "0")
            self.end_headers()
            self.wfile.flush()
            if not has_body:
                return
            while True:
                try:
                    data = response.read1(READ_SIZE)
                except (http.client.IncompleteRead, ConnectionError, socket.timeout, OSError):
                    # The upstream broke off mid-answer: break off too, without the final chunk.
                    self.close_connection = True
                    return
                if not data:
                    break
                self.wfile.write(b"%x\r\n" % len(data) + data + b"\r\n")
                self.wfile.flush()
            self.wfile.write(b"0\r\n\r\n")
            self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError, ConnectionAbortedError):
            self.close_connection = True  # the client went away
        finally:
            connection.close()


class Server(http.server.ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True

    def handle_error(self, request, client_address):
        error = sys.exc_info()[1]
        if isinstance(error, ConnectionError):
            return
        sys.stderr.write(f"delay_proxy: error while handling a request from {client_address}: {error!r}\n")


def watch_stdin():
    try:
        while sys.stdin.buffer.read(4096):
            pass
    except Exception:
        pass
    os._exit(0)


def main():
    parser = argparse.ArgumentParser(description="Delaying HTTP proxy for quotepool tests.")
    parser.add_argument("--upstream", required=True, help="for example http://127.0.0.1:8080")
    parser.add_argument("--delay", type=float, default=0.0, help="seconds to wait before forwarding each chat request")
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--exit-on-stdin-eof", action="store_true", help="exit when stdin closes")
    args = parser.parse_args()
    upstream = urllib.parse.urlsplit(args.upstream)
    if upstream.scheme != "http" or not upstream.hostname:
        parser.error("--upstream must be an http:// URL")

    server = Server(("127.0.0.1", args.port), Handler)
    server.upstream = upstream
    server.delay = max(0.0, args.delay)
    sys.stdout.write(f"PORT {server.server_address[1]}\n")
    sys.stdout.flush()
    if args.exit_on_stdin_eof:
        threading.Thread(target=watch_stdin, daemon=True).start()
    try:
        server.serve_forever(poll_interval=0.2)
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
