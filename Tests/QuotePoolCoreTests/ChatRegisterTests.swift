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

    @Test func replyFormsWithoutASpeakerAddressingTheListener() {
        let lines: [(String, LocaleCode)] = [
            // A demonstrative points at the exchange.
            ("Moods to consider for this prompt might be a mix of melancholy and hope.", "en"),
            ("Avísame si quieres que vuelva a escribir esta historia con un tono más ligero.", "es"),
            // The line describes itself.
            ("This is a topic about friendship, and the mood is determined.", "en"),
            // Thanks or an apology opens it, without a comma.
            ("Thanks for the kind words about the poem; it means a lot to hear that.", "en"),
            ("Grazie per il tuo riscontro sulla poesia, mi fa davvero piacere.", "it"),
            // A question between the speaker and the listener: an offer.
            ("Would you like me to make the tone a bit warmer, or keep it as is?", "en"),
            // An inflected exchange word the stemmer leaves whole ("asked").
            ("I'm so glad you asked for a gift!", "en"),
            // A pronoun-free speaker and a listener fused to the verb.
            ("Puedo darte con gusto algunas ideas más para tu próximo texto.", "es"),
        ]
        for (text, locale) in lines {
            #expect(gate.chatter(text, locale: locale)?.contains("chat assistant") == true, "\(text)")
        }
        let good: [(String, LocaleCode)] = [
            ("Here is to a week of green lights and nobody asking for the report.", "en"),
            ("This is the kitchen where every argument of ours ended over soup.", "en"),
            ("Thanks for nothing, said the cat, and walked out into the rain.", "en"),
            ("Do you remember me, the boy who carried your bags to the station?", "en"),
            ("Cette rue connaît toutes les histoires du quartier, même les fausses.", "fr"),
        ]
        for (text, locale) in good {
            #expect(gate.chatter(text, locale: locale) == nil, "\(text)")
        }
    }

    /// Chatter of `file` the gate rejects or the register reads, and its good lines neither does, as counts.
    func caught(in file: String) throws -> (chatter: Int, caught: Int, good: Int, kept: Int) {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/eval/\(file)")
        var counts = (chatter: 0, caught: 0, good: 0, kept: 0)
        for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
            let row = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: String] ?? [:]
            let text = row["text"] ?? ""
            let locale = try LocaleCode(row["locale"] ?? "")
            let rejected = gate.check(text, locale: locale).reason != nil || gate.chatter(text, locale: locale) != nil
            if row["expect"] == "accept" {
                counts.good += 1
                if !rejected { counts.kept += 1 }
            } else {
                counts.chatter += 1
                if rejected { counts.caught += 1 }
            }
        }
        return counts
    }

    /// The figures of docs/quality.md, "The chat-assistant register", held: `chatter.jsonl` was written after the
    /// first rules and never tuned on; `chatter-second.jsonl` was tuned on; `chatter-third.jsonl` was run once after
    /// the rules were fixed.
    @Test func theLabeledChatterSetsKeepTheirFigures() throws {
        let first = try caught(in: "chatter.jsonl")
        #expect(first.chatter == 21 && first.caught >= 19 && first.kept == first.good, "\(first)")
        let second = try caught(in: "chatter-second.jsonl")
        #expect(second.chatter == 60 && second.caught >= 46 && second.kept >= 59, "\(second)")
        let third = try caught(in: "chatter-third.jsonl")
        #expect(third.chatter == 72 && third.caught >= 18 && third.kept >= 70, "\(third)")
    }
}
