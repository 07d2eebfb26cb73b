/// How often each language's training tokens hold each character gram: what ``CharacterNGramModel`` is fitted from.
///
/// Counting the built-in locale files' grams (about a million) was a sixth of a fill's start-up, so their counts are
/// shipped with quotepool in `Resources/langid-grams.bin` (written by `scripts/make-tables.sh`) and read instead,
/// after a check that they are the counts of the very tokens the locale files give now (``fingerprint(_:)``). A
/// locale file edited without the table written again is counted at start-up as before: slower, never wrong.
/// `GramCountsTests` fails until the table is written again.
struct GramCounts: Sendable, Equatable {
    typealias Training = [(language: String, tokens: [String])]

    let languages: [String]
    /// ``fingerprint(_:)`` of what was counted.
    let fingerprint: UInt64
    /// Every gram seen (``CharacterNGramModel/Gram/packed``), ascending.
    let grams: [UInt64]
    /// Row `r` (the gram `grams[r]`) is `[r * languages.count ..< (r + 1) * languages.count]`.
    let counts: [Int32]

    /// Counts each distinct token's grams once, times its frequency.
    init(training: Training) {
        let width = training.count
        var rows = GramRows()
        var counts: [Int32] = []
        for (index, entry) in training.enumerated() {
            var frequency: [String: Int32] = [:]
            for token in entry.tokens { frequency[token, default: 0] += 1 }
            for (token, n) in frequency {
                CharacterNGramModel.forEachGram(in: token) { gram in
                    let (row, isNew) = rows.insert(gram)
                    if isNew { counts.append(contentsOf: repeatElement(0, count: width)) }
                    counts[row * width + index] += n
                }
            }
        }
        var byGram: [(gram: UInt64, row: Int)] = []
        byGram.reserveCapacity(rows.count)
        rows.forEach { gram, row in byGram.append((gram.packed, row)) }
        byGram.sort { $0.gram < $1.gram }
        var sorted: [Int32] = []
        sorted.reserveCapacity(counts.count)
        for entry in byGram { sorted += counts[entry.row * width..<(entry.row + 1) * width] }
        self.init(
            languages: training.map(\.language), fingerprint: Self.fingerprint(training), grams: byGram.map(\.gram),
            counts: sorted)
    }

    init(languages: [String], fingerprint: UInt64, grams: [UInt64], counts: [Int32]) {
        self.languages = languages
        self.fingerprint = fingerprint
        self.grams = grams
        self.counts = counts
    }

    /// The shipped counts when they are those of `training`, else `training` counted now.
    static func shipped(_ bytes: [UInt8], else training: Training) -> GramCounts {
        if let shipped = try? GramCounts(encoded: bytes), shipped.languages == training.map(\.language),
            shipped.fingerprint == fingerprint(training)
        {
            return shipped
        }
        return GramCounts(training: training)
    }

    /// FNV-1a over each language and its tokens, in order, each followed by a 0 byte (no token holds one), and a 0
    /// byte after each language's last token.
    static func fingerprint(_ training: Training) -> UInt64 {
        var hash = SplitMix64.hash(EmptyCollection())
        func add(_ bytes: some Sequence<UInt8>) {
            hash = SplitMix64.hash(CollectionOfOne(0), continuing: SplitMix64.hash(bytes, continuing: hash))
        }
        for entry in training {
            add(entry.language.utf8)
            for token in entry.tokens { add(token.utf8) }
            add(EmptyCollection())
        }
        return hash
    }

    /// What the built-in identifier's model counts from `profiles`: each language and its training tokens.
    static func training(of profiles: [LanguageProfile]) -> Training {
        profiles.map { (language: $0.language, tokens: $0.trainingTokens) }
    }
}

// MARK: - Encoding

extension GramCounts {
    enum DecodingError: Error { case notGramCounts, truncated }

    static let magic: [UInt8] = Array("quotepool-grams-1\n".utf8)

    /// The magic line, the fingerprint (8 bytes, little-endian), then unsigned LEB128 numbers: the language count and
    /// each language as its UTF-8 length and bytes; the gram count; per gram, ascending, the difference from the
    /// previous gram, how many languages saw it, and for each of them its index and count.
    func encoded() -> [UInt8] {
        var out = Self.magic
        for shift in stride(from: 0, to: 64, by: 8) { out.append(UInt8(truncatingIfNeeded: fingerprint >> shift)) }
        func number(_ value: UInt64) {
            var v = value
            while v >= 0x80 {
                out.append(UInt8(v & 0x7F) | 0x80)
                v >>= 7
            }
            out.append(UInt8(v))
        }
        number(UInt64(languages.count))
        for language in languages {
            number(UInt64(language.utf8.count))
            out += language.utf8
        }
        number(UInt64(grams.count))
        let width = languages.count
        var previous: UInt64 = 0
        for (row, gram) in grams.enumerated() {
            number(gram - previous)
            previous = gram
            let seen = (0..<width).filter { counts[row * width + $0] != 0 }
            number(UInt64(seen.count))
            for language in seen {
                number(UInt64(language))
                number(UInt64(counts[row * width + language]))
            }
        }
        return out
    }

    init(encoded bytes: [UInt8]) throws(DecodingError) {
        guard bytes.starts(with: Self.magic), bytes.count >= Self.magic.count + 8 else { throw .notGramCounts }
        var at = Self.magic.count
        var fingerprint: UInt64 = 0
        for i in 0..<8 { fingerprint |= UInt64(bytes[at + i]) << (8 * i) }
        at += 8
        func number(limit: UInt64 = .max) throws(DecodingError) -> UInt64 {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while true {
                guard at < bytes.count, shift < 64 else { throw .truncated }
                let byte = bytes[at]
                at += 1
                value |= UInt64(byte & 0x7F) << shift
                if byte < 0x80 { break }
                shift += 7
            }
            guard value <= limit else { throw .notGramCounts }
            return value
        }
        var languages: [String] = []
        for _ in 0..<(try number(limit: 255)) {
            let length = Int(try number(limit: 64))
            guard at + length <= bytes.count else { throw .truncated }
            languages.append(String(decoding: bytes[at..<(at + length)], as: UTF8.self))
            at += length
        }
        let width = languages.count
        let rows = Int(try number(limit: UInt64(bytes.count)))
        var grams: [UInt64] = []
        grams.reserveCapacity(rows)
        var counts = [Int32](repeating: 0, count: rows * width)
        var gram: UInt64 = 0
        for row in 0..<rows {
            let step = try number()
            guard row == 0 || step > 0 else { throw .notGramCounts }
            gram &+= step
            grams.append(gram)
            for _ in 0..<(try number(limit: UInt64(width))) {
                let language = Int(try number(limit: UInt64(max(width - 1, 0))))
                counts[row * width + language] = Int32(try number(limit: UInt64(Int32.max)))
            }
        }
        guard at == bytes.count else { throw .notGramCounts }
        self.init(languages: languages, fingerprint: fingerprint, grams: grams, counts: counts)
    }
}

/// The tables shipped with quotepool that are made from its locale files, as `scripts/make-tables.sh` writes them.
public enum ShippedTables {
    /// `Resources/langid-grams.bin`: the gram counts of the built-in identifier's training tokens.
    public static func languageGramCounts() -> [UInt8] {
        let profiles = LanguageIdentifier.latinProfiles(Lexicon.builtin, LanguageProfile.builtin)
        return GramCounts(training: GramCounts.training(of: profiles)).encoded()
    }
}
