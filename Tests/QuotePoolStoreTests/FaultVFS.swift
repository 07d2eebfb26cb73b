import CFaultVFS
import CSQLite

/// The test-only fault-injecting SQLite VFS (`Sources/CFaultVFS`), seen from Swift.
///
/// Its state is global: only one test may arm it at a time, so every test that does is in one
/// `.serialized` suite.
enum FaultVFS {
    /// The operations that are counted and can be made to fail.
    enum Kind: Int32, CaseIterable, CustomStringConvertible {
        case write = 0  // CFAULTVFS_WRITE
        case sync = 1  // CFAULTVFS_SYNC
        case open = 2  // CFAULTVFS_OPEN
        case truncate = 3  // CFAULTVFS_TRUNCATE

        var description: String {
            switch self {
            case .write: "write"
            case .sync: "sync"
            case .open: "open"
            case .truncate: "truncate"
            }
        }
    }

    // The extended result codes are macros the importer cannot see.
    static let ioErrWrite: Int32 = SQLITE_IOERR | (3 << 8)  // SQLITE_IOERR_WRITE
    static let ioErrFsync: Int32 = SQLITE_IOERR | (4 << 8)  // SQLITE_IOERR_FSYNC

    /// The VFS name to pass to `PoolStore(path:vfs:)` or `ReadOnlyPool(path:vfs:)`; registered on first use.
    static let name: String = {
        let name = "quotepool-fault"
        let rc = cfaultvfs_register(name)
        precondition(rc == SQLITE_OK, "cannot register the fault VFS: \(rc)")
        return name
    }()

    /// Resets the counters and fails the `n`th call of `kind` (and every later one when `persistent`)
    /// with `code`; `n` = 0 only counts.
    static func arm(_ kind: Kind, at n: Int, code: Int32, persistent: Bool = false) {
        _ = name
        cfaultvfs_arm(kind.rawValue, Int32(n), code, persistent ? 1 : 0)
    }

    /// Counts every kind of call without failing any.
    static func countOnly() { arm(.write, at: 0, code: SQLITE_OK) }

    static func disarm() { cfaultvfs_disarm() }

    /// Calls of `kind` since the last arm.
    static func count(_ kind: Kind) -> Int { Int(cfaultvfs_count(kind.rawValue)) }

    /// Calls failed since the last arm.
    static var fired: Int { Int(cfaultvfs_fired()) }
}
