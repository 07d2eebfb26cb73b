import QuotePoolCore

/// The drafts of a run waiting to be committed: accepted lines and the rejected drafts' log, handed out as one
/// batch when `commit.batch_size` lines are waiting (or 1,024 rejected drafts), and always at the end.
struct CommitBatcher {
    struct Batch {
        var accepted: [Candidate] = []
        var rejected: [Candidate] = []
        var isEmpty: Bool { accepted.isEmpty && rejected.isEmpty }
        var all: [Candidate] { accepted + rejected }
    }

    let batchSize: Int
    /// Rejected drafts kept before a batch is due anyway, so memory stays bounded on a run that accepts nothing.
    static let maxRejected = 1024
    private(set) var pending = Batch()

    init(batchSize: Int) { self.batchSize = max(1, batchSize) }

    /// Adds a finished draft; true when a batch is due.
    mutating func add(_ c: Candidate) -> Bool {
        if c.isAccepted { pending.accepted.append(c) } else { pending.rejected.append(c) }
        return pending.accepted.count >= batchSize || pending.rejected.count >= Self.maxRejected
    }

    /// The waiting drafts, as one batch; nothing waits afterwards.
    mutating func take() -> Batch {
        defer { pending = Batch() }
        return pending
    }
}
