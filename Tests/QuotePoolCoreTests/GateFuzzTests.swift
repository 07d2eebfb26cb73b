import Foundation
import Testing

@testable import QuotePoolCore

/// The gate on random and adversarial input: it must never crash, hang or give more than one reason.
@Suite struct GateFuzzTests {
    static let gate = Gate(config: Config().gate)
    static let locales: [LocaleCode] = ["en", "de", "es", "fr", "it", "pt", "ja", "pt-BR", "xx"]

    /// Scalars that stress a text pipeline: controls, line separators, bidi marks, combining marks,
    /// variation selectors, ZWJ, emoji parts, surrogate-adjacent and private-use code points, CJK.
    static let nasty: [Unicode.Scalar] = [
        0x00, 0x07, 0x09, 0x0A, 0x0D, 0x1B, 0x7F, 0x85, 0xA0, 0xAD, 0x200B, 0x200D, 0x200E, 0x202E, 0x2028, 0x2029,
        0x3000, 0xFEFF, 0xFE0F, 0xFE0E, 0x0301, 0x0308, 0x20E3, 0x1F3FB, 0x1F1E6, 0x1F1FF, 0x1F600, 0x2764, 0xE000,
        0xFFFD, 0xFFFF, 0x10FFFF, 0xD7FF, 0xE0001, 0x300C, 0x300D, 0x201C, 0x201D, 0x00AB, 0x00BB, 0x3002, 0x2026,
        0x0023, 0x002A, 0x005F, 0x0060, 0x005B, 0x005D, 0x0028, 0x0029, 0x002D, 0x2014, 0x003A, 0x002E, 0x0021,
    ].compactMap(Unicode.Scalar.init)

    static let words = [
        "the", "kettle", "sings", "die", "Küche", "el", "niño", "l'eau", "è", "não", "祖母", "は", "http://x.io",
        "www.a.de",
        "**", "#tag", "—", "Seneca", "\"", "«", "「", "…", "Here is your quote:", "\n", "🌱", "❤️", "1.5",
    ]

    static func randomString(_ rng: inout SplitMix64) -> String {
        var s = String.UnicodeScalarView()
        switch rng.next() % 4 {
        case 0:  // random code points anywhere in Unicode (skipping surrogates, which are not scalars)
            for _ in 0..<Int(rng.next() % 40) {
                if let u = Unicode.Scalar(UInt32(rng.next() % 0x110000)) { s.append(u) }
            }
        case 1:  // nasty scalars
            for _ in 0..<Int(rng.next() % 30) { s.append(nasty[Int(rng.next() % UInt64(nasty.count))]) }
        case 2:  // words and nasty scalars mixed, like a broken model answer
            for _ in 0..<Int(rng.next() % 25) {
                if rng.next() % 3 == 0 {
                    s.append(nasty[Int(rng.next() % UInt64(nasty.count))])
                } else {
                    s.append(contentsOf: words[Int(rng.next() % UInt64(words.count))].unicodeScalars)
                    s.append(" ")
                }
            }
        default:  // printable ASCII soup
            for _ in 0..<Int(rng.next() % 60) { s.append(Unicode.Scalar(UInt8(32 + rng.next() % 95))) }
        }
        return String(s)
    }

    @Test func survivesOneHundredThousandRandomAndAdversarialStrings() {
        var rng = SplitMix64(seed: 0xF022)
        var reasons: [Reason?: Int] = [:]
        for i in 0..<100_000 {
            let text = Self.randomString(&rng)
            let verdict = Self.gate.check(text, locale: Self.locales[i % Self.locales.count])
            reasons[verdict.reason, default: 0] += 1
            if let r = verdict.reason { #expect(Reason.gateOrder.contains(r)) }
        }
        // Garbage is rejected: almost nothing random passes as a clean line in its locale.
        #expect((reasons[nil] ?? 0) < 100)
        #expect(reasons.count > 8, "the random input reaches many different rules")
    }

    @Test func survivesVeryLongInput() {
        let long = String(repeating: "word ", count: 200_000) + String(repeating: "語", count: 100_000)
        #expect(Self.gate.check(long, locale: "en").reason == .tooLong)
        let nested = String(repeating: "«", count: 50_000) + "x" + String(repeating: "»", count: 50_000)
        #expect(Self.gate.check(nested, locale: "fr").reason != nil)
        let marks = "a" + String(repeating: "\u{0301}", count: 100_000)
        #expect(Self.gate.check(marks, locale: "en").reason != nil)
    }
}

@Suite struct BlocklistFoldingTests {
    @Test func aBlockedPhraseTypedWithoutItsAccentsIsStillBlocked() {
        var config = Config().gate
        config.blocklist = ["es": ["lotería"], "fr": ["fête foraine"], "ja": ["がっこう"]]
        let gate = Gate(config: config)
        #expect(
            gate.check("Mi padrino compra un décimo de loteria cada invierno y lo esconde.", locale: "es").reason
                == .blocked)
        #expect(
            gate.check("Mi padrino compra un décimo de lotería cada invierno y lo esconde.", locale: "es").reason
                == .blocked)
        #expect(
            gate.check("Ma tante nous emmène à la fete foraine chaque été sous la pluie.", locale: "fr").reason
                == .blocked)
        // Kana are never folded: か is not が.
        #expect(gate.check("かっこうが朝の森で鳴いているのを祖母と二人で聞いていた。", locale: "ja").reason != .blocked)
    }
}
