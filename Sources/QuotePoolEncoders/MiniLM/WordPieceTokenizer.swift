import Foundation

/// BERT's WordPiece tokenizer: ``BertPreTokenizer`` words, each split greedily into the longest vocabulary
/// pieces (continuations prefixed `##`), a word that cannot be split becoming `[UNK]`; the sequence is
/// wrapped as `[CLS] … [SEP]` and truncated to ``maxLength`` tokens, special tokens included.
///
/// Pure and deterministic once built; the vocabulary comes from the model's `vocab.txt`.
public struct WordPieceTokenizer: Sendable {
    public let preTokenizer: BertPreTokenizer
    public let maxLength: Int
    /// Keyed by UTF-8 bytes, not `String`: Swift compares strings by canonical equivalence, so a decomposed
    /// candidate ("오") would match a precomposed vocabulary entry ("오") that the reference never matches.
    let vocabulary: [[UInt8]: Int32]
    let unknown: Int32
    let classifier: Int32
    let separator: Int32
    /// Longer words become `[UNK]` whole, as in the reference tokenizer.
    static let maxCharactersPerWord = 100
    static let continuation: [UInt8] = Array("##".utf8)

    /// - Parameters:
    ///   - vocabulary: each token's UTF-8 bytes → its id, as ``readVocabulary(_:)`` returns them.
    ///   - maxLength: the most tokens one text yields, `[CLS]` and `[SEP]` included (at least 2).
    /// - Returns: `nil` when the vocabulary lacks one of the special tokens.
    public init?(
        vocabulary: [[UInt8]: Int32], preTokenizer: BertPreTokenizer, maxLength: Int, unknownToken: String = "[UNK]",
        classifierToken: String = "[CLS]", separatorToken: String = "[SEP]"
    ) {
        guard maxLength >= 2, let unknown = vocabulary[Array(unknownToken.utf8)],
            let classifier = vocabulary[Array(classifierToken.utf8)],
            let separator = vocabulary[Array(separatorToken.utf8)]
        else { return nil }
        self.vocabulary = vocabulary
        self.preTokenizer = preTokenizer
        self.maxLength = maxLength
        self.unknown = unknown
        self.classifier = classifier
        self.separator = separator
    }

    /// Reads `vocab.txt`: one token per line (`\n`, or `\r\n`), its id the line number from 0; a token listed
    /// twice keeps its last id, as the reference loader does.
    public static func readVocabulary(_ url: URL) throws -> [[UInt8]: Int32] {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw EmbedderFileError.missingFile(path: url.path, embedder: "minilm")
        }
        guard let data = try? Data(contentsOf: url), String(data: data, encoding: .utf8) != nil else {
            throw EmbedderFileError.malformed(path: url.path, problem: "not readable UTF-8 text")
        }
        var vocabulary: [[UInt8]: Int32] = [:]
        var id: Int32 = 0
        for line in data.split(separator: 0x0A, omittingEmptySubsequences: false) {
            var token = Array(line)
            if token.last == 0x0D { token.removeLast() }
            if !token.isEmpty { vocabulary[token] = id }
            id += 1
        }
        return vocabulary
    }

    /// The token ids of `text`: `[CLS]`, the word pieces (cut at ``maxLength`` - 2), `[SEP]`.
    public func encode(_ text: String) -> [Int32] {
        var ids: [Int32] = [classifier]
        let limit = maxLength - 1
        for word in preTokenizer.words(text) {
            appendPieces(of: word, to: &ids)
            if ids.count >= limit { break }
        }
        if ids.count > limit { ids.removeLast(ids.count - limit) }
        ids.append(separator)
        return ids
    }

    /// The pieces of `text` as vocabulary strings, without `[CLS]`/`[SEP]` and without truncation (for tests
    /// and diagnostics).
    public func pieces(_ text: String) -> [String] {
        var names: [Int32: String] = [:]
        for (bytes, id) in vocabulary { names[id] = String(decoding: bytes, as: UTF8.self) }
        var ids: [Int32] = []
        for word in preTokenizer.words(text) { appendPieces(of: word, to: &ids) }
        return ids.map { names[$0] ?? "?" }
    }

    /// Greedy longest-match-first split of one word; the whole word is `[UNK]` when any part has no piece.
    func appendPieces(of word: [Unicode.Scalar], to ids: inout [Int32]) {
        guard word.count <= Self.maxCharactersPerWord else {
            ids.append(unknown)
            return
        }
        // The word's UTF-8 bytes and where each scalar starts, so candidates are byte slices.
        var bytes: [UInt8] = []
        var starts: [Int] = []
        for scalar in word {
            starts.append(bytes.count)
            bytes.append(contentsOf: UTF8.encode(scalar)!)
        }
        starts.append(bytes.count)
        let mark = ids.count
        var start = 0
        var candidate: [UInt8] = []
        while start < word.count {
            var end = word.count
            var found: Int32?
            while end > start {
                candidate.removeAll(keepingCapacity: true)
                if start > 0 { candidate.append(contentsOf: Self.continuation) }
                candidate.append(contentsOf: bytes[starts[start]..<starts[end]])
                if let id = vocabulary[candidate] {
                    found = id
                    break
                }
                end -= 1
            }
            guard let found else {
                ids.removeLast(ids.count - mark)
                ids.append(unknown)
                return
            }
            ids.append(found)
            start = end
        }
    }
}
