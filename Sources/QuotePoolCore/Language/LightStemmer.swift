/// A light suffix stripper, so lexicon lookups see "Brezeln" as "Brezel" and "schenkt" as "schenken".
///
/// Not a linguistic stemmer: it removes the longest listed inflection ending and keeps at least four
/// letters, which is enough to match plural, case and common verb forms against the scorer lexicons.
/// The endings come from a locale file's `[stemmer_suffixes]` (``Lexicon/stemmer``); without them, words
/// are left as they are.
public struct LightStemmer: Sendable {
    /// Inflection endings, longest first.
    public let suffixes: [String]
    /// The UTF-8 of each ending that is ASCII, nil for the others (which no ASCII word ends with).
    private let asciiSuffixes: [[UInt8]?]

    public init(suffixes: [String]) {
        self.suffixes = suffixes
        asciiSuffixes = suffixes.map { $0.utf8.allSatisfy { $0 < 0x80 } ? Array($0.utf8) : nil }
    }

    /// The stem of a normalized (lower-case) word; the word itself when no ending applies.
    public func stem(_ word: String) -> String {
        guard !suffixes.isEmpty else { return word }
        var word = word
        // In an ASCII word every byte is one Character, so comparing bytes gives what `hasSuffix` and `count`
        // give, without their grapheme breaking.
        if let stem = word.withUTF8({ stemASCII($0) }) { return stem ?? word }
        let count = word.count
        for suffix in suffixes where word.hasSuffix(suffix) && count - suffix.count >= 4 {
            return String(word.dropLast(suffix.count))
        }
        return word
    }

    /// For an ASCII word, its stem (nil inside when no ending applies); nil for any other word.
    private func stemASCII(_ word: UnsafeBufferPointer<UInt8>) -> String?? {
        guard word.allSatisfy({ $0 < 0x80 }) else { return nil }
        for case let suffix? in asciiSuffixes where word.count - suffix.count >= 4 {
            let keep = word.count - suffix.count
            if word[keep...].elementsEqual(suffix) {
                return .some(String(decoding: UnsafeBufferPointer(rebasing: word[..<keep]), as: UTF8.self))
            }
        }
        return .some(nil)
    }
}

extension Lexicon {
    /// The locale's stemmer, from its `[stemmer_suffixes]`.
    public var stemmer: LightStemmer { LightStemmer(suffixes: self["stemmer_suffixes"]) }
}
