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
