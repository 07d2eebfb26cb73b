import Foundation
import QuotePoolCore

@testable import QuotePoolStore

/// A fresh directory per test, removed when the value goes away.
final class TempDir {
    let path: String
    init() {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("qp-store-\(UUID().uuidString)").path
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }
    func file(_ name: String) -> String { path + "/" + name }
}

func acceptedCandidate(_ text: String, locale: LocaleCode = "en") -> Candidate {
    var c = Candidate(text: text, locale: locale, model: "test-model", backend: "test", promptVersion: "t1")
    c.stage = .accepted
    c.scores.taste = .skipped("test")
    c.scores.novelty = .unproven("test")
    c.scores.judge = JudgeScores(quality: 6, originality: 6, warmth: 6, overall: 6, kind: .fallback)
    c.scores.distinctiveness = 6
    c.metadata.wordCount = text.split(separator: " ").count
    c.metadata.charCount = text.count
    c.embedding = [1, 0, 0]
    c.embedderID = "test-3"
    return c
}

func startRun(_ store: PoolStore) throws -> Int64 {
    try store.beginRun(
        RunStart(
            startedAt: Date(), budgetSeconds: 10, host: "h", os: "os", version: "v", configHash: "c", backend: "test",
            model: "m", locales: ["en"], seed: 1, dryRun: false))
}

/// Every row of the user tables, as text, to compare database contents.
func snapshot(_ path: String) throws -> [String] {
    let db = try Database(.path(path), mode: .readOnly)
    var out: [String] = []
    for table in ["runs", "lines", "candidates", "catalog"] {
        for row in try db.query("SELECT * FROM \(table) ORDER BY id") {
            out.append(table + ":" + row.values.map { "\($0)" }.joined(separator: "|"))
        }
    }
    return out
}
