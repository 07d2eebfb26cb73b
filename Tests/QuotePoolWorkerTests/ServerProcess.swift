import Foundation

/// A helper server (Python, under `Tests/Fixtures/servers/`) run as a child process on loopback for one test.
/// It prints `PORT <n>` first; the process is killed when the value goes away.
final class ServerProcess {
    let process = Process()
    let input = Pipe()
    let port: Int
    var baseURL: String { "http://127.0.0.1:\(port)/v1" }
    var root: String { "http://127.0.0.1:\(port)" }

    init(_ script: String, _ arguments: [String]) throws {
        let path = testsDirectory + "/Fixtures/servers/" + script
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // The server exits when its stdin closes, so it never outlives this test process.
        process.arguments = ["python3", "-u", path, "--exit-on-stdin-eof"] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardInput = input
        process.standardError = FileHandle.nullDevice
        try process.run()
        var buffer = Data()
        let handle = out.fileHandleForReading
        while !buffer.contains(UInt8(ascii: "\n")) {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            buffer.append(chunk)
        }
        let line = String(decoding: buffer, as: UTF8.self).split(separator: "\n").first ?? ""
        guard line.hasPrefix("PORT "), let p = Int(line.dropFirst(5)) else {
            kill(process.processIdentifier, SIGKILL)
            throw ServerError(message: "\(script) did not print its port (got \(line.debugDescription))")
        }
        port = p
    }

    /// The fake server's counters (`/_stats`).
    func stats() throws -> [String: Int] {
        let data = try Data(contentsOf: URL(string: root + "/_stats")!)
        return (try JSONSerialization.jsonObject(with: data) as? [String: Int]) ?? [:]
    }

    deinit {
        // SIGKILL, not terminate(): a child started from a thread that blocks SIGTERM inherits the block.
        try? input.fileHandleForWriting.close()
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    struct ServerError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// A loopback port nothing listens on (bound, then closed).
    static func closedPort() -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = 0
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        var len = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, len) }
        }
        _ = withUnsafeMutablePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &len) }
        }
        return Int(UInt16(bigEndian: addr.sin_port))
    }
}
