/// Something that says whether a word is spelled right: a ``HunspellDictionary``, or a set of words.
///
/// Implementations are called from every draft in flight at once and guard whatever they share.
public protocol SpellingLookup: Sendable {
    /// What messages call it (a `.dic` path).
    var name: String { get }

    /// True when `word` (exactly as given: case, apostrophes and hyphens matter) is spelled right.
    func knows(_ word: String) -> Bool

    /// The dictionary's morphological readings of `word` (``HunspellDictionary/analyses(_:)``); empty when it has
    /// none.
    func analyses(_ word: String) -> [String]
}

extension SpellingLookup {
    public func analyses(_ word: String) -> [String] { [] }
}

/// A fixed set of words, compared exactly: the operator's or a test's.
public struct WordSet: SpellingLookup {
    public let name: String
    public let words: Set<String>

    public init(_ words: Set<String>, name: String = "word list") {
        self.words = words
        self.name = name
    }

    public func knows(_ word: String) -> Bool { words.contains(word) }
}
