import CSQLite
import Foundation

extension ReadOnlyPool {
    /// A full check: `PRAGMA integrity_check`, `PRAGMA foreign_key_check` and the schema version.
    /// Returns the problems found (empty when the file is sound); never writes.
    public func fullCheck() throws(StoreError) -> [String] {
        try reading { () throws(SQLiteError) in
            var problems: [String] = []
            let integrity = try db.query("PRAGMA integrity_check").compactMap { row -> String? in
                if case .text(let t) = row.values.first { return t }
                return nil
            }
            if integrity != ["ok"] { problems += integrity.prefix(20).map { "integrity: \($0)" } }
            for row in try db.query("PRAGMA foreign_key_check") {
                problems.append("foreign key: \(row.values.map { "\($0)" }.joined(separator: " "))")
            }
            return problems
        }
    }

    /// Writes a consistent copy of the database to `destination` with `VACUUM INTO` (a snapshot, taken
    /// while fills may be running), flushes it to disk and gives it mode 0640. Never overwrites a file.
    public func backup(to destination: String) throws(StoreError) {
        // Created here, empty and exclusively, never through a symlink (a dangling one was followed before): SQLite
        // then writes into this file, which VACUUM INTO accepts when it is empty.
        let created = open(destination, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o640)
        guard created >= 0 else {
            let problem =
                errno == EEXIST
                ? "it already exists (or a symlink is there); choose a new file" : String(cString: strerror(errno))
            throw .cannotOpen(path: destination, message: problem)
        }
        close(created)
        do {
            try db.run("VACUUM INTO ?", [.text(destination)])
        } catch {
            unlink(destination)
            // A write, of another file: its failures are classified as a writer's.
            throw StoreError.from(error, path: destination)
        }
        let fd = open(destination, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else {
            throw .io(message: "cannot reopen \(destination) to flush it: \(String(cString: strerror(errno)))")
        }
        defer { close(fd) }
        fchmod(fd, 0o640)
        guard fsync(fd) == 0 else { throw .io(message: "fsync \(destination): \(String(cString: strerror(errno)))") }
        // The directory entry must reach the disk too, or a crash could lose the new file.
        let dir = (destination as NSString).deletingLastPathComponent
        let dfd = open(dir.isEmpty ? "." : dir, O_RDONLY | O_CLOEXEC)
        if dfd >= 0 {
            fsync(dfd)
            close(dfd)
        }
    }
}
