import Foundation

/// What the in-process embedders (minilm, e5, use) share about their installed files and how they run.
enum InstalledModel {
    /// Where `scripts/install-embedder.sh NAME` puts a model's files by default: `$QUOTEPOOL_DATA_DIR/NAME`, else
    /// `$HOME/.local/share/quotepool/NAME`.
    static func defaultDirectory(_ name: String, environment: [String: String]) -> URL {
        if let data = environment["QUOTEPOOL_DATA_DIR"], !data.isEmpty {
            return URL(fileURLWithPath: data).appendingPathComponent(name)
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".local/share/quotepool/\(name)")
    }

    /// `body` on a thread of its own, so that a batch (hundreds of milliseconds) never holds one of the few
    /// threads that drive every task of a fill; the caller's task waits without holding a thread.
    static func onOwnThread<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: body()) }
        }
    }
}
