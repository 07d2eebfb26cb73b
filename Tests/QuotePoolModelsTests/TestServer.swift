import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The loopback HTTP server of `Fixtures/test_server.py`, one process per test.
///
/// The script prints its port first; it exits when its stdin closes, so a crashed test run leaves no server behind.
final class TestServer {
    struct StartFailed: Error, CustomStringConvertible {
        var description: String
    }

    let port: Int
    private let process: Process
    private let stdin: Pipe

    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/test_server.py")

    private init(process: Process, stdin: Pipe, port: Int) {
        self.process = process
        self.stdin = stdin
        self.port = port
    }

    static func start() async throws -> TestServer {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-u", script.path]
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        // Reading blocks: keep it off the cooperative pool.
        let firstLine = await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                var bytes: [UInt8] = []
                while true {
                    let data = stdout.fileHandleForReading.availableData
                    if data.isEmpty { break }
                    bytes += data
                    if bytes.contains(0x0A) { break }
                }
                continuation.resume(returning: String(decoding: bytes, as: UTF8.self))
            }
        }
        guard let line = firstLine.split(separator: "\n").first, let port = Int(line) else {
            process.terminate()
            throw StartFailed(description: "test server did not print its port: \(firstLine.debugDescription)")
        }
        return TestServer(process: process, stdin: stdin, port: port)
    }

    func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }

    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        try? stdin.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    deinit { stop() }

    /// Runs `body` with a fresh server and stops the server afterwards, whatever happens.
    static func with<T>(_ body: (TestServer) async throws -> T) async throws -> T {
        let server = try await start()
        defer { server.stop() }
        return try await body(server)
    }

    /// A loopback port with nothing listening on it: bound, then released.
    static func closedPort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw StartFailed(description: "socket() failed") }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bind(fd, socketAddress, length) == 0 && getsockname(fd, socketAddress, &length) == 0
            }
        }
        guard bound else { throw StartFailed(description: "bind() failed") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
