#!/usr/bin/env python3
"""A loopback HTTP server for HTTPClient's tests (standard library only).

Binds 127.0.0.1 on a free port and prints that port as the first line of stdout. Exits when stdin closes, so it
never outlives the test process that started it.

Endpoints:
  /ok             200, a small JSON body
  /echo           200, JSON with the request's method, path, body and the X-Test header
  /big            10 MB with a Content-Length; /big?chunked=1 the same, chunked (no length announced)
  /sse            5 OpenAI-style SSE events with small delays, chunked, then data: [DONE]
  /stall          the head and one chunk, then 30 s of silence
  /slow           30 s of silence before answering
  /status/NNN     that status, a JSON error body, Retry-After: 2 on 429, and a mixed-case X-Request-ID
  /redirect?to=U  302 to U
  /close          accepts, then closes the connection without responding
  /truncated      announces 1000 bytes, sends 10 and closes; /truncated-sse: one event, then closes mid-stream
  /reset          accepts, then resets the connection without responding
  /peer           200, JSON with the client's port (the same port twice: the connection was reused)
  /ok-then-close  like /peer, then drops the kept-alive connection 0.2 s later without a Connection: close
"""

import http.server
import json
import socket
import struct
import sys
import threading
import time
import urllib.parse


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, format, *args):
        pass

    def do_GET(self):
        self.route()

    def do_POST(self):
        self.route()

    def route(self):
        path, _, query = self.path.partition("?")
        try:
            if path == "/ok":
                self.send_json(200, {"ok": True, "message": "hello"})
            elif path == "/peer":
                # The client's port: two requests that report the same one shared a connection.
                self.send_json(200, {"port": self.client_address[1]})
            elif path == "/ok-then-close":
                # A complete keep-alive response, then the server drops the idle connection without saying so,
                # as servers do when their keep-alive timer runs out.
                self.send_json(200, {"port": self.client_address[1]})
                self.wfile.flush()
                time.sleep(0.2)
                self.connection.shutdown(socket.SHUT_RDWR)
                self.close_connection = True
            elif path == "/echo":
                length = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(length).decode("utf-8", "replace")
                self.send_json(
                    200,
                    {
                        "method": self.command,
                        "path": self.path,
                        "body": body,
                        "x_test": self.headers.get("X-Test"),
                    },
                )
            elif path == "/big":
                self.big(chunked="chunked=1" in query)
            elif path == "/sse":
                self.sse()
            elif path == "/stall":
                self.start_chunked("text/event-stream")
                self.chunk(b": waiting\n\n")
                time.sleep(30)
                self.end_chunked()
            elif path == "/slow":
                time.sleep(30)
                self.send_json(200, {"ok": True})
            elif path.startswith("/status/"):
                status = int(path.rsplit("/", 1)[1])
                headers = {"X-Request-ID": "req-123"}
                if status == 429:
                    headers["Retry-After"] = "2"
                self.send_json(status, {"error": {"message": "status %d" % status, "code": status}}, headers)
            elif path == "/redirect":
                target = urllib.parse.parse_qs(query)["to"][0]
                self.send_json(302, {"moved": target}, {"Location": target})
            elif path == "/close":
                # An orderly close (FIN) before any response.
                self.connection.shutdown(socket.SHUT_RDWR)
                self.close_connection = True
            elif path == "/truncated":
                # Promises 1000 bytes, sends 10, then closes: a server dying mid-response.
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", "1000")
                self.end_headers()
                self.wfile.write(b'{"partial"')
                self.wfile.flush()
                self.connection.shutdown(socket.SHUT_RDWR)
                self.close_connection = True
            elif path == "/truncated-sse":
                # A chunked stream cut off without its final chunk.
                self.start_chunked("text/event-stream")
                self.chunk(b"data: one\n\n")
                self.connection.shutdown(socket.SHUT_RDWR)
                self.close_connection = True
            elif path == "/reset":
                # SO_LINGER with a zero timeout makes close() send RST instead of FIN.
                self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
                self.connection.close()
                self.close_connection = True
            else:
                self.send_json(404, {"error": {"message": "no such endpoint"}})
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True

    def send_json(self, status, payload, headers=None):
        body = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)

    def start_chunked(self, content_type):
        self.send_response(200)
        self.send_header("Content-Type", content_type)
        self.send_header("Transfer-Encoding", "chunked")
        self.send_header("Cache-Control", "no-cache")
        self.end_headers()
        self.wfile.flush()

    def chunk(self, data):
        self.wfile.write(b"%x\r\n%s\r\n" % (len(data), data))
        self.wfile.flush()

    def end_chunked(self):
        self.wfile.write(b"0\r\n\r\n")
        self.wfile.flush()

    def big(self, chunked):
        size = 10 * 1024 * 1024
        block = b"x" * 65536
        self.send_response(200)
        self.send_header("Content-Type", "application/octet-stream")
        if chunked:
            self.send_header("Transfer-Encoding", "chunked")
        else:
            self.send_header("Content-Length", str(size))
        self.end_headers()
        for _ in range(size // len(block)):
            if chunked:
                self.chunk(block)
            else:
                self.wfile.write(block)
        if chunked:
            self.end_chunked()

    def sse(self):
        self.start_chunked("text/event-stream")
        words = ["Rain", " keeps", " the", " old", " bridge"]
        for index, word in enumerate(words):
            payload = {
                "id": "chatcmpl-1",
                "object": "chat.completion.chunk",
                "choices": [{"index": 0, "delta": {"content": word}, "finish_reason": None}],
            }
            self.chunk(b"data: " + json.dumps(payload).encode() + b"\n\n")
            time.sleep(0.05 if index < len(words) - 1 else 0)
        self.chunk(b"data: [DONE]\n\n")
        self.end_chunked()


def exit_when_stdin_closes():
    sys.stdin.read()
    sys.stdout.flush()
    import os

    os._exit(0)


def main():
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    print(server.server_address[1], flush=True)
    threading.Thread(target=exit_when_stdin_closes, daemon=True).start()
    server.serve_forever()


if __name__ == "__main__":
    main()
