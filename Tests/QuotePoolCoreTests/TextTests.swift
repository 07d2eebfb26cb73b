import Foundation
import Testing

@testable import QuotePoolCore

@Suite struct TextTests {
    @Test func sha256MatchesKnownVectors() {
        #expect(SHA256.hex(Array("".utf8)) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        let long = Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
        #expect(SHA256.hex(long) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test func normalizationFoldsCaseWidthAndPunctuation() {
        #expect(TextNormalizer.normalize("  The Kettle,  SINGS!  ") == "the kettle sings")
        #expect(TextNormalizer.normalize("Ｆｕｌｌ　ｗｉｄｔｈ") == "full width")
        #expect(TextNormalizer.normalize("l’eau d'été") == "l'eau d'été")
        #expect(TextNormalizer.tokens("祖母は窓辺で") == ["祖", "母", "は", "窓", "辺", "で"])
        #expect(TextNormalizer.hash("The kettle sings.") == TextNormalizer.hash("the KETTLE sings"))
    }

    /// The ASCII fast path gives exactly what the Unicode path gives, on every ASCII character and on the
    /// labeled lines of every locale that happen to be ASCII.
    @Test func asciiNormalizationMatchesTheUnicodePath() throws {
        var rng = SplitMix64(seed: 17)
        var samples = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
        for _ in 0..<5000 {
            let length = Int(rng.next() % 24)
            samples.append(String(decoding: (0..<length).map { _ in UInt8(rng.next() % 128) }, as: UTF8.self))
        }
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let gate = try String(contentsOf: fixtures.appendingPathComponent("Fixtures/eval/gate.jsonl"), encoding: .utf8)
        samples += gate.split(separator: "\n").map(String.init).filter { $0.utf8.allSatisfy { $0 < 0x80 } }
        for sample in samples {
            #expect(
                TextNormalizer.normalizeASCII(sample) == TextNormalizer.normalizeUnicode(sample),
                "\(sample.debugDescription)")
        }
    }

    /// ASCII tokens split on bytes are the words the normalized string splits into by Characters, and the
    /// stemmer's byte path strips what its Character path strips, on random ASCII and on every locale's words.
    @Test func asciiTokensAndStemsMatchTheCharacterPath() {
        var rng = SplitMix64(seed: 29)
        var samples: [String] = ["", "'", "''a", "a''b'", "don't stop", " , ' x", "dogs' bowls"]
        for _ in 0..<5000 {
            let length = Int(rng.next() % 32)
            samples.append(String(decoding: (0..<length).map { _ in UInt8(rng.next() % 128) }, as: UTF8.self))
        }
        for sample in samples {
            #expect(
                TextNormalizer.tokens(sample)
                    == TextNormalizer.normalize(sample).split(separator: " ").map(String.init),
                "\(sample.debugDescription)")
        }
        for (locale, lexicon) in Lexicon.builtin.sorted(by: { $0.key < $1.key }) {
            let stemmer = lexicon.stemmer
            let words = Set(lexicon.sections.values.joined().flatMap(TextNormalizer.tokens))
            for word in words {
                var expected = word
                for suffix in stemmer.suffixes where word.hasSuffix(suffix) && word.count - suffix.count >= 4 {
                    expected = String(word.dropLast(suffix.count))
                    break
                }
                #expect(stemmer.stem(word) == expected, "\(locale): \(word)")
            }
        }
    }

    /// The NFKC shortcut is only sound if NFKC leaves every scalar it accepts alone, alone and next to others,
    /// and it must not accept a scalar NFKC changes. Checked against Foundation over the whole ranges it covers.
    @Test func scalarsTheNormalizerTakesAsNFKCStableAreStable() {
        var stable: [Unicode.Scalar] = []
        for range in [0..<0x180, 0x2010..<0x2030, 0x3000..<0x3100, 0x4E00..<0xA000] as [Range<UInt32>] {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let text = String(scalar)
                let unchanged = text.precomposedStringWithCompatibilityMapping.unicodeScalars.elementsEqual(
                    text.unicodeScalars)
                if TextNormalizer.isCompatibilityStable(scalar) {
                    #expect(unchanged, "U+\(String(value, radix: 16)) is taken as stable but NFKC changes it")
                    #expect(scalar.properties.canonicalCombiningClass == .notReordered)
                    stable.append(scalar)
                } else if value >= 0xA0 && value < 0x180 {
                    // Within Latin-1 and Latin Extended-A only the listed exceptions are refused.
                    #expect(!unchanged, "U+\(String(value, radix: 16)) is stable but refused")
                }
            }
        }
        #expect(stable.count > 20_000)
        // Neighbours: random texts of accepted scalars are their own NFKC form, and normalize the same either way.
        var rng = SplitMix64(seed: 29)
        for _ in 0..<3000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<(1 + Int(rng.next() % 16)) { text.append(stable[Int(rng.next() % UInt64(stable.count))]) }
            let sample = String(text)
            #expect(
                sample.precomposedStringWithCompatibilityMapping.unicodeScalars.elementsEqual(sample.unicodeScalars))
        }
        for sample in ["Ĳssel ﬁne", "Straße ½ café", "ｶﾀｶﾅ ＡＢＣ", "e\u{301}te\u{301}", "の\u{3099}", "ＩＮＦＯ ＫＡＴＡ"] {
            #expect(
                TextNormalizer.normalizeUnicode(sample)
                    == TextNormalizer.normalizeUnicode(sample.precomposedStringWithCompatibilityMapping),
                "\(sample)")
        }
        #expect(TextNormalizer.normalize("ｶﾀｶﾅ ＡＢＣ ½") == "カ タ カ ナ abc 1 2")
        #expect(TextNormalizer.normalize("Éte\u{301}") == "été")
    }

    /// The table path folds each scalar as the general path does, alone and among others (spaces, punctuation,
    /// apostrophes and CJK characters between words), and gives every locale file's entries the same words.
    @Test func tabledNormalizationMatchesTheGeneralPath() {
        var tabled: [Unicode.Scalar] = []
        for range in TextNormalizer.tabledRanges + [0x4E00..<0xA000] {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let packed = TextNormalizer.packedFold(value)
                #expect(
                    (packed == 0) == (TextNormalizer.fold(scalar) == nil), "U+\(String(value, radix: 16))")
                guard packed != 0 else { continue }
                tabled.append(scalar)
                let text = String(scalar)
                #expect(
                    TextNormalizer.normalizeTabled(text) == Array(TextNormalizer.normalizeGeneral(text).utf8),
                    "U+\(String(value, radix: 16))")
            }
        }
        #expect(tabled.count > 21_000)
        // Mostly letters, as in text, with a fair share of the rest.
        let others = tabled.filter { scalar in
            guard case .word = TextNormalizer.fold(scalar) else { return true }
            return false
        }
        var rng = SplitMix64(seed: 41)
        var samples: [String] = ["l’eau d’été", "— « Déjà » —", "don’t ’tis", "窓辺で、猫が。", "İstanbul"]
        for _ in 0..<5000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<Int(rng.next() % 24) {
                let pool = rng.next() % 3 == 0 ? others : tabled
                text.append(pool[Int(rng.next() % UInt64(pool.count))])
            }
            samples.append(String(text))
        }
        for lexicon in Lexicon.builtin.values { samples += lexicon.sections.values.joined() }
        for sample in samples {
            let general = TextNormalizer.normalizeGeneral(sample)
            if let fast = TextNormalizer.normalizeTabled(sample) {
                #expect(fast == Array(general.utf8), "\(sample.debugDescription)")
            }
            #expect(TextNormalizer.normalizeUnicode(sample) == general, "\(sample.debugDescription)")
            #expect(
                TextNormalizer.tokens(sample) == general.split(separator: " ").map(String.init),
                "\(sample.debugDescription)")
        }
    }

    @Test func lengthUnitsFollowTheScriptNotTheLocale() {
        #expect(TextLength("The kettle sings on the stove.") == TextLength(count: 6, unit: .words))
        let ja = TextLength("祖母は台所の窓辺で紙の舟を折る。")
        #expect(ja.unit == .characters && ja.count == 15)
        #expect(TextLength("— … !").count == 0)
    }
}

extension TextLength {
    init(count: Int, unit: Unit) {
        self = TextLength(
            unit == .words
                ? Array(repeating: "w", count: count).joined(separator: " ") : String(repeating: "猫", count: count))
    }
}
