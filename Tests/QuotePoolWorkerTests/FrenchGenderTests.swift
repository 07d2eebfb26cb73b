import Foundation
import QuotePoolCore
import Testing

@testable import QuotePoolWorker

/// The form stage reads a French determiner against the gender Debian's French dictionary gives the noun after it, and
/// a subject pronoun against the persons it gives the verb.
/// Needs the dictionary: without it the check is not made, which is what these tests would then see.
@Suite(.enabled(if: InstalledDictionaries.runs, InstalledDictionaries.skipped))
struct FrenchGenderTests {
    let french = LocaleCode(stringLiteral: "fr")

    /// The form stage with the French dictionary, loaded on a thread of its own as a fill loads it: a load waits
    /// for every other load of the process (Hunspell's start-up is not thread-safe), and a test that waited on a
    /// thread of the cooperative pool would hold that thread from every other test meanwhile.
    func stage() async throws -> FormStage {
        let loaded = await SpellingLoader(config: Config().spelling).loadInBackground(locales: [french])
        #expect(loaded.dictionaries[french] != nil, "fr_FR is not loaded: \(loaded.problems)")
        return FormStage(gate: Gate(), spelling: loaded)
    }

    func verdict(_ text: String, _ stage: FormStage) async -> Verdict {
        var c = Candidate(text: text, locale: french, model: "m", backend: "b", promptVersion: "t")
        return await stage.run(&c)
    }

    /// Each of `texts` is rejected as `ill_formed` with a detail that contains `fault`.
    func expectIllFormed(_ texts: [String], saying fault: String, _ stage: FormStage) async {
        for text in texts {
            let verdict = await verdict(text, stage)
            guard case .reject(.illFormed, let detail?) = verdict else {
                Issue.record("not ill_formed: \(text): \(verdict)")
                continue
            }
            #expect(detail.contains(fault), "\(detail)")
        }
    }

    /// The dictionary's readings, and drafts of the CI model that a reader discarded for this fault.
    @Test func aDeterminerBeforeANounOfTheOtherGenderIsIllFormed() async throws {
        let stage = try await stage()
        let dictionary = try #require(stage.spelling.dictionaries[french])
        #expect(dictionary.nounGender("fille") == .feminine)
        #expect(dictionary.nounGender("soleil") == .masculine)
        // Also a form of "demander", and a noun of either gender: no gender.
        #expect(dictionary.nounGender("demande") == nil)
        #expect(dictionary.nounGender("élève") == nil)
        await expectIllFormed(
            [
                "Ici bien, un fille en légion parle en anglais.",
                "Cette courage de la nature est vite, dont la nature est juste.",
                "Au lieu de la ville, cela n'est pas le ville qui l'avait déjà le monde.",
            ], saying: "determiner before a", stage)
    }

    /// The dictionary's persons, and drafts of the CI model that a reader discarded for this fault.
    @Test func aSubjectPronounBeforeAVerbOfAnotherPersonIsIllFormed() async throws {
        let stage = try await stage()
        let dictionary = try #require(stage.spelling.dictionaries[french])
        #expect(dictionary.verbPersons("pouvez")?.persons == ["2pl"])
        #expect(dictionary.verbPersons("mangent")?.persons == ["3pl"])
        #expect(dictionary.verbPersons("aider")?.persons == [])
        // Also a noun: not judged.
        #expect(dictionary.verbPersons("porte") == nil)
        await expectIllFormed(
            [
                "Même, une ville qui nous pouvez nous aller là.",
                "Un bonjour, je m'avoue, je laissez à faire, je m'aider.",
                "Souvent de nature, je vais s'adapter parce que je leur sera bien le plus.",
            ], saying: "does not agree with its subject", stage)
    }

    /// An inverted subject after a word that is no verb, or no verb of its person, read from the dictionary's readings;
    /// inversions people write pass.
    @Test func anInvertedSubjectNeedsAVerbOfItsPersonBeforeIt() async throws {
        let stage = try await stage()
        let dictionary = try #require(stage.spelling.dictionaries[french])
        // "est" is also a noun, "puis" also an adverb: each may be a verb.
        #expect(dictionary.someVerbReading("est")?.persons.contains("3sg") == true)
        #expect(dictionary.someVerbReading("puis")?.persons.contains("1sg") == true)
        #expect(dictionary.someVerbReading("nous")?.isVerb == false)
        await expectIllFormed(
            [
                "Un vieux, par le nom, et à l'hiver, nous-tu les hommes n'oublions pas.",
                "Ici bella, vous-tu aimes la ville et ses lumières?",
            ], saying: "a subject after a word that is not a verb", stage)
        await expectIllFormed(
            [
                "Pourquoi sont-tu toujours si pressé le matin au marché?",
                "Que donnez-tu à ceux qui frappent à ta porte le soir?",
            ], saying: "does not agree with its subject", stage)
        for text in [
            "Puisses-tu trouver chaque matin une boulangerie encore ouverte.",
            "Y a-t-il quelque chose de plus doux qu'un dimanche sans réveil?",
            "Puis-je encore dire que je connais ma rue quand tout a changé?",
            "Levez-vous tôt une fois, juste pour entendre la ville se taire.",
        ] {
            #expect(await verdict(text, stage) == .pass, "\(text)")
        }
    }

    /// The French lines of a labeled set a writer meant as good: `text` of rows labeled good, and the anchors and
    /// variants of the paraphrase sets.
    static func goodFrenchLines(of set: String) throws -> [String] {
        let data = try String(contentsOfFile: testsDirectory + "/Fixtures/\(set)/fr.jsonl", encoding: .utf8)
        return try data.split(separator: "\n").flatMap { line -> [String] in
            let row = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
            guard (row["label"] as? String ?? "good") == "good" else { return [] }
            return ["text", "anchor", "variant"].compactMap { row[$0] as? String }
        }
    }

    /// Every good French line of the labeled sets passes: the check flags none of them.
    @Test func noGoodFrenchLineOfTheLabeledSetsIsFlagged() async throws {
        let stage = try await stage()
        let lines = try [
            "quality", "quality-fresh", "quality-third", "quality-fourth", "judge", "novelty-pools-b",
            "novelty-pools-c",
        ].flatMap {
            try Self.goodFrenchLines(of: $0)
        }
        #expect(lines.count > 500)
        for text in lines {
            #expect(await verdict(text, stage) == .pass, "\(text)")
        }
    }
}
