import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A small tmpfs mounted for one test, so a real filesystem can be filled to its last block.
struct Tmpfs {
    struct MountError: Error, CustomStringConvertible {
        var description: String
    }

    let path: String

    /// Whether this process may mount a tmpfs, found by mounting and unmounting a probe once.
    /// When it may not, prints why, so a skipped test is never silent.
    static let canMount: Bool = {
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("qp-tmpfs-probe-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: probe) }
        do {
            let mount = try Tmpfs(at: probe, size: "64k")
            mount.unmount()
            return true
        } catch {
            print("skipping the full-filesystem test: \(error)")
            return false
        }
    }()

    /// Creates `path` and mounts a tmpfs of `size` (as `mount -o size=` takes it) on it.
    init(at path: String, size: String) throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        #if os(Linux)
            let rc = "size=\(size),mode=0700".withCString { Glibc.mount("tmpfs", path, "tmpfs", 0, $0) }
            guard rc == 0 else {
                throw MountError(description: "mount -t tmpfs on \(path) failed: \(String(cString: strerror(errno)))")
            }
        #else
            throw MountError(description: "tmpfs mounts are only tried on Linux")
        #endif
        self.path = path
    }

    /// Unmounts, detaching if something still holds a file open; the contents are gone.
    func unmount() {
        #if os(Linux)
            umount2(path, Int32(MNT_DETACH))
        #endif
    }

    /// Writes to a new `file` until the filesystem refuses more; returns the bytes written.
    static func fill(_ file: String) throws -> Int {
        let fd = open(file, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            throw MountError(description: "cannot create \(file): \(String(cString: strerror(errno)))")
        }
        defer { close(fd) }
        var total = 0
        var chunk = 65536
        let bytes = [UInt8](repeating: 0xEE, count: chunk)
        while chunk > 0 {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress, chunk) }
            if n > 0 {
                total += n
            } else if errno == ENOSPC {
                chunk /= 2
            } else {
                throw MountError(description: "writing \(file): \(String(cString: strerror(errno)))")
            }
        }
        return total
    }
}
