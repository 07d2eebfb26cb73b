import Foundation
import Testing

@testable import QuotePoolCore

/// The chat-assistant register is read from a line's form: a speaker addressing a listener about the exchange,
/// glad or ready to serve, or opening with an acknowledgement, in each locale's own words.
@Suite struct ChatRegisterTests {
    let gate = Gate()

    @Test func repliesOfAChatAssistantAreChatterInEveryServedLanguage() {
        let lines: [(String, LocaleCode)] = [
            ("I'm ready to help you with your creative writing project.", "en"),
            ("Awesome, I'm glad you're enjoying my writing style.", "en"),
            ("I'm excited to share a new story inspired by the magical world of learning.", "en"),
            ("Ich helfe Ihnen gerne bei Ihrem kreativen Projekt und beantworte jede Frage.", "de"),
            ("Je suis ravi de vous aider avec votre projet d'écriture créative aujourd'hui.", "fr"),
            ("¡Genial, me alegra que te guste mi estilo de escritura tan sencillo!", "es"),
        ]
        for (text, locale) in lines {
            // The gate passes them (they break none of its rules); the form stage asks the register.
            #expect(gate.check(text, locale: locale).reason == nil, "\(text)")
            #expect(gate.chatter(text, locale: locale)?.contains("chat assistant") == true, "\(text)")
        }
    }

    @Test func pronounsAloneDoNotMakeChatter() {
        let lines: [(String, LocaleCode)] = [
            ("You cannot step into the same river twice, and the river knows it too.", "en"),
            ("I'll help you carry the boxes up the stairs if you hold the door for me.", "en"),
            ("Sie lachte, als ich ihr die Frage nach dem Schlüssel zum dritten Mal stellte.", "de"),
            ("Je pense à mon père chaque fois que la bouilloire siffle dans la cuisine.", "fr"),
        ]
        for (text, locale) in lines {
            #expect(gate.check(text, locale: locale).reason == nil, "\(text)")
            #expect(gate.chatter(text, locale: locale) == nil, "\(text)")
        }
    }

    @Test func aHeldOutSetOfOtherWordingsIsReadByForm() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/eval/chatter.jsonl")
        var chatter = 0
        var caught = 0
        for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
            let row = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: String] ?? [:]
            let text = row["text"] ?? ""
            let locale = try LocaleCode(row["locale"] ?? "")
            // Chatter: an opener at the gate (prompt_residue), or the register past it (ill_formed at the form stage).
            let gateReason = gate.check(text, locale: locale).reason
            let isChatter =
                gateReason == .promptResidue || (gateReason == nil && gate.chatter(text, locale: locale) != nil)
            if row["expect"] == "accept" {
                #expect(gateReason == nil && !isChatter, "a good line with I and you: \(text)")
            } else {
                chatter += 1
                if isChatter { caught += 1 }
            }
        }
        // Written after the rules and never tuned on: 17 of its 21 chatter lines were caught when it was written
        // (docs/quality.md, "The chat-assistant register").
        #expect(chatter == 21)
        #expect(caught >= 17)
    }
}
