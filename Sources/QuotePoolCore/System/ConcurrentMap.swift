import Foundation
import Synchronization

/// `transform(i)` for each `i` in `0..<count`, in order, computed on every core (`DispatchQueue.concurrentPerform`).
///
/// For a few coarse pieces of work (a lexicon each, a block of lines each): every result passes through one lock.
func concurrentMap<T: Sendable>(_ count: Int, _ transform: @Sendable (Int) -> T) -> [T] {
    let results = Mutex([T?](repeating: nil, count: count))
    DispatchQueue.concurrentPerform(iterations: count) { i in
        let value = transform(i)
        results.withLock { $0[i] = value }
    }
    return results.withLock { $0.map { $0! } }
}
