import Dispatch
import Foundation

/// Runs `body(i)` for `i` in `0..<count` on every core (`DispatchQueue.concurrentPerform`), or inline when
/// there is one task or one core, so that tiny batches do not pay for thread hand-offs.
///
/// The caller's contract: the bodies only read shared state, or write disjoint parts of buffers that outlive
/// the call (it returns when every body has).
func parallelFor(_ count: Int, _ body: (Int) -> Void) {
    if count <= 1 || ParallelFor.cores == 1 {
        for i in 0..<count { body(i) }
        return
    }
    withoutActuallyEscaping(body) { body in
        let shared = ParallelFor.Body(body)
        DispatchQueue.concurrentPerform(iterations: count) { shared.run($0) }
    }
}

/// `transform` of each of `items`, in order, computed on every core (see ``parallelFor(_:_:)``).
func parallelMap<T, R>(_ items: [T], _ transform: (T) -> R) -> [R] {
    var out = [R?](repeating: nil, count: items.count)
    out.withUnsafeMutableBufferPointer { out in
        let results = out.baseAddress!
        parallelFor(items.count) { i in results[i] = transform(items[i]) }
    }
    return out.map { $0! }
}

enum ParallelFor {
    static let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)

    /// A body handed to `concurrentPerform`, which wants it `Sendable`.
    ///
    /// `@unchecked Sendable`: the bodies ``parallelFor(_:_:)`` runs capture raw buffers that they read, or
    /// write at indices no other body writes (its callers' contract), and the body does not outlive the call.
    struct Body: @unchecked Sendable {
        let run: (Int) -> Void
        init(_ run: @escaping (Int) -> Void) { self.run = run }
    }
}
