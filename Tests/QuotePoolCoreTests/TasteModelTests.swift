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
        // Without styles, every line is scored once by weights fitted on the other folds.
        #expect(report.heldOut == 96 && report.trained == 96)
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
        #expect(try #require(model.heldOutAccuracy) >= 0.8)
        #expect(model.featureWeights.count == TasteFeatures.names.count)
        #expect(Set(model.thresholds.keys) == Set(model.locales) && Set(model.calibration.keys) == Set(model.locales))
        let concrete = model.score(
            "The night porter oils the squeaky lobby door before the first guests wake.", locale: "en")
        let flat = model.score(
            "Believe in yourself and every single day will bring you closer to your dreams.", locale: "en")
        #expect(concrete > 0.5 && flat < 0.5)
    }

    @Test func theShippedModelKeepsAdviceAphorismsAndObservationsThatNameThings() throws {
        let model = try #require(TasteModel.shipped)
        for line in [
            "Text back the friend who wrote first, even if you have nothing clever to say.",
            "A kettle left to boil alone still sings for no one.",
            "Neighbours who borrow sugar tend to return more than they took.",
        ] {
            #expect(model.score(line, locale: "en") >= 0.5, "\(line)")
        }
    }

    @Test func heldOutScoresCalibrateEachLocaleAndPickItsThreshold() {
        var examples = Self.toyExamples()
        for i in examples.indices { examples[i].style = examples[i].label ? "good-\(i % 3)" : "flat-\(i % 3)" }
        var trainer = TasteTrainer()
        trainer.epochs = 10
        let (model, report) = trainer.train(examples)
        let threshold = model.thresholds["en"]
        #expect(threshold.map { (0.2...0.8).contains($0) } == true)
        #expect(model.calibration["en"] != nil)
        #expect(Set(report.byStyle.keys).count == 6)
        // The stage's score puts the locale's threshold at 0.5.
        #expect(abs(TasteModel.recentred(threshold ?? 0.5, threshold: threshold ?? 0.5) - 0.5) < 1e-9)
    }

    /// Good lines scored around 5, flat ones around 2 and many far below (model drafts): a full Newton step from the
    /// start overshoots here (to a ≈ 4,900 with a loss thousands of times the start's), so each step is damped.
    @Test func plattScalingFindsTheLeastLossWhenSomeScoresLieFarBelowTheRest() {
        let good: [(Double, Bool)] = (0..<60).map { (5 + 2 * sin(Double($0) * 1.7), true) }
        let flat: [(Double, Bool)] = (0..<60).map { (2 + 2 * sin(Double($0) * 2.3), false) }
        let far: [(Double, Bool)] = (0..<90).map { (-10 + sin(Double($0)), false) }
        let pairs = good + flat + far
        let fit = TasteTrainer.platt(pairs)
        let hi = 61.0 / 62
        let lo = 1.0 / 152
        let loss = { (a: Double, b: Double) in TasteTrainer.plattLoss(pairs, a: a, b: b, hi: hi, lo: lo) }
        #expect(fit.a > 0 && fit.a < 10, "\(fit)")
        // No point of a grid around the fit does better: the loss is convex, so this is its minimum.
        var best = Double.infinity
        for i in 1...100 {
            for j in -100...100 { best = min(best, loss(Double(i) / 20, Double(j) / 10)) }
        }
        #expect(loss(fit.a, fit.b) <= best + 1e-9, "fit \(loss(fit.a, fit.b)), grid \(best)")
    }

    @Test func aVersionOneModelStillLoads() throws {
        let v1 = """
            {"bias":0,"dimension":2,"format":"quotepool-taste","held_out_accuracy":null,"locale_bias":{"en":0},
            "locales":["en"],"trained_on":2,"version":1,"weights":"AAAAAAAAAAA="}
            """
        let model = try TasteModel(json: Data(v1.utf8), source: "v1")
        #expect(model.featureWeights.isEmpty && model.thresholds.isEmpty)
        #expect(abs(model.score("A kettle.", locale: "en") - 0.5) < 1e-9)
    }
}
