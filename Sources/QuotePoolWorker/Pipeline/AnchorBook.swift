import QuotePoolCore
import Synchronization

/// The negative anchors of every locale in a run, shared by the drafts in flight.
public final class AnchorBook: Sendable {
    private let anchors: Mutex<[String: NegativeAnchors]>

    public init(_ anchors: [String: NegativeAnchors]) { self.anchors = Mutex(anchors) }

    public func snapshot(_ locale: String) -> NegativeAnchors? { anchors.withLock { $0[locale] } }

    /// Counts an accepted line so later drafts in the run see its opener and words as used.
    public func accept(_ text: String, locale: String) {
        anchors.withLock { $0[locale]?.add(text) }
    }
}
