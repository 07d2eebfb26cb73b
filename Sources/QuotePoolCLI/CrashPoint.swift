import Foundation
import QuotePoolStore
import QuotePoolWorker
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A test hook for the crash sweep, compiled into debug builds only: `QUOTEPOOL_CRASH_AT=<point>:<n>` makes
/// the process kill itself with SIGKILL the n-th time it passes `point`, so a test can stop a fill at an exact
/// place, as a power cut or the OOM killer would, and then check what the database holds.
///
/// Points: `partial` (a streamed draft is half-way), `verdict` (a candidate has been through the chain),
/// `commit` (inside a batch's transaction, after its inserts, before `COMMIT`), `committed` (right after a
/// batch's `COMMIT`). Release builds ignore the variable.
final class CrashPoint: Sendable {
    enum Point: String, CaseIterable, Sendable {
        case partial, verdict, commit, committed
    }

    let point: Point
    let hit: Int
    private let seen = Mutex(0)

    /// The crash point the environment asks for, if any (debug builds only).
    static func from(_ environment: [String: String]) -> CrashPoint? {
        #if DEBUG
            guard let value = environment["QUOTEPOOL_CRASH_AT"] else { return nil }
            let parts = value.split(separator: ":")
            guard parts.count == 2, let point = Point(rawValue: String(parts[0])), let hit = Int(parts[1]), hit > 0
            else { return nil }
            return CrashPoint(point: point, hit: hit)
        #else
            return nil
        #endif
    }

    private init(point: Point, hit: Int) {
        self.point = point
        self.hit = hit
    }

    /// Counts a pass through `point` and dies on the chosen one.
    func pass(_ point: Point) {
        guard point == self.point else { return }
        let count = seen.withLock { count -> Int in
            count += 1
            return count
        }
        if count == hit { kill(getpid(), SIGKILL) }
    }

    func observe(_ event: FillEvent) {
        switch event {
        case .partial: pass(.partial)
        case .verdict: pass(.verdict)
        case .committed: pass(.committed)
        default: break
        }
    }
}
