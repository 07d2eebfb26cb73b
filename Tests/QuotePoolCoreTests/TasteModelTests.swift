import Foundation
import Testing

@testable import QuotePoolCore

@Suite struct TasteModelTests {
    /// A toy task the model must learn: lines about kettles are to taste, lines about destiny are not.
    static func toyExamples() -> [TasteTrainer.Example] {
        var out: [TasteTrainer.Example] = []
        let good = ["kettle", "window", "sleeve", "bicycle", "apron", "ladder", "lantern", "harbour"]
        let bad = ["destiny", "success", "dreams", "journey", "purpose", "happiness", "greatness", "potential"]
        for (i, (g, b)) in zip(good, bad).enumerated() {
            for j in 0..<6 {
                out.append(
                    .init(text: "My aunt mends the \(g) number \(i * 10 + j) by the stove.", locale: "en", label: true))
                out.append(
                    .init(text: "Your \(b) number \(i * 10 + j) is waiting for you always.", locale: "en", label: false)
                )
            }
        }
        return out
    }

    @Test func learnsASeparableTaskAndReportsHeldOutAccuracy() {
        var trainer = TasteTrainer()
        trainer.epochs = 20
        let (model, report) = trainer.train(Self.toyExamples())
        #expect(report.heldOut > 0 && report.trained + report.heldOut == 96)
        #expect(report.heldOutAccuracy >= 0.95)
        #expect(model.score("My aunt mends the kettle again by the stove.", locale: "en") > 0.5)
        #expect(model.score("Your destiny is waiting for you always.", locale: "en") < 0.5)
    }

    @Test func trainingIsDeterministicUnderASeed() {
        let a = TasteTrainer().fit(Self.toyExamples())
        let b = TasteTrainer().fit(Self.toyExamples())
        #expect(a == b)
    }

    @Test func aWrittenModelReadsBackIdentically() throws {
        let model = TasteTrainer().fit(Self.toyExamples())
        let again = try TasteModel(json: model.encoded(), source: "roundtrip")
        #expect(again == model)
    }

    @Test func refusesFilesThatAreNotTasteModels() {
        #expect(throws: TasteModel.LoadError.self) { _ = try TasteModel(json: Data("{}".utf8), source: "x") }
        let model = TasteTrainer().fit(Self.toyExamples())
        var object = try! JSONSerialization.jsonObject(with: model.encoded()) as! [String: Any]
        object["dimension"] = 7
        let broken = try! JSONSerialization.data(withJSONObject: object)
        #expect(throws: TasteModel.LoadError.self) { _ = try TasteModel(json: broken, source: "x") }
    }

    @Test func theShippedModelLoadsAndPrefersConcreteLines() throws {
        let model = try #require(TasteModel.shipped)
        #expect(model.locales == ["de", "en", "es", "fr", "it", "pt"])
        #expect(try #require(model.heldOutAccuracy) >= 0.85)
        let concrete = model.score(
            "The night porter oils the squeaky lobby door before the first guests wake.", locale: "en")
        let flat = model.score(
            "Believe in yourself and every single day will bring you closer to your dreams.", locale: "en")
        #expect(concrete > 0.5 && flat < 0.5)
    }
}
