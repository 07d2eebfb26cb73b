import QuotePoolCore
import Synchronization

/// The negative anchors of every pool in a run (keyed by ``LocaleCode/base``), shared by the drafts in flight.
public final class AnchorBook: Sendable {
    private let anchors: Mutex<[LocaleCode: NegativeAnchors]>

    public init(_ anchors: [LocaleCode: NegativeAnchors]) { self.anchors = Mutex(anchors) }

    public func snapshot(_ locale: LocaleCode) -> NegativeAnchors? { anchors.withLock { $0[locale.base] } }

    /// Counts an accepted line so later drafts in the run see its opener and words as used.
    public func accept(_ text: String, locale: LocaleCode) {
        anchors.withLock { $0[locale.base]?.add(text) }
    }
}
