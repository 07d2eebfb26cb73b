import Foundation
import QuotePoolCore

@testable import QuotePoolStore

/// Every write path of a fill, each its own transaction, with fixed inputs and times, so that running
/// it twice from the same file gives byte-identical contents (and so a content digest can be
/// predicted after any prefix of it).
struct WriteWorkload {
    /// One write path: a name for messages and the store call.
    struct Step: Sendable {
        var name: String
        var run: @Sendable (any PoolWriter, inout Context) throws(StoreError) -> Void
    }

    /// What later steps need from earlier ones.
    struct Context {
        var runID: Int64?
    }

    /// The seeded file's fixed time; everything is dated relative to it.
    static let now = Date(timeIntervalSince1970: 1_750_000_000)

    /// The file every sweep starts from: one finished run with 12 lines, 6 rejected candidates old enough
    /// for retention, 4 catalog lines, and a run left `running` by a "killed" process.
    static func seed(_ path: String) throws {
        try seed(try PoolStore(path: path))
    }

    /// Writes the seeded contents into `store`, an empty pool of any store.
    static func seed(_ store: any PoolWriter) throws {
        let old = now.addingTimeInterval(-40 * 86400)
        let run = try store.beginRun(runStart(at: old))
        _ = try store.commit(
            accepted: (1...12).map { line("Seed line \($0) of an old run keeps its small lamp lit") },
            rejected: (1...6).map { rejected("Seed draft \($0) was too short") }, runID: run, now: old)
        try store.finishRun(id: run, runEnd(at: old.addingTimeInterval(60)))
        _ = try store.importReferences(
            (1...4).map { "Reference line \($0) from the operator's own library of sayings" }, locale: "en",
            source: "seed", embedderID: "test-64", vectors: (1...4).map { vector(seed: $0) }, now: old)
        _ = try store.beginRun(runStart(at: now.addingTimeInterval(-3600)))
    }

    static let steps: [Step] = [
        Step(name: "mark crashed runs") { store, _ throws(StoreError) in
            try store.markCrashedRuns(now: now)
        },
        Step(name: "retention") { store, _ throws(StoreError) in
            try store.prune(now: now, candidatesDays: 30, runsDays: 365)
        },
        Step(name: "run row insert") { store, context throws(StoreError) in
            context.runID = try store.beginRun(runStart(at: now))
        },
        Step(name: "line commit A") { store, context throws(StoreError) in
            _ = try store.commit(
                accepted: (1...16).map { line("Batch A line \($0) folds a paper boat by the window") },
                rejected: (1...8).map { rejected("Batch A draft \($0) said nothing new") },
                runID: context.runID ?? 0, now: now)
        },
        Step(name: "rolled-back candidates") { store, context throws(StoreError) in
            try store.recordCandidates(
                (1...6).map { rejected("Rolled back draft \($0) waited for a commit") }, runID: context.runID ?? 0,
                persistence: "rolled_back", now: now)
        },
        Step(name: "catalog vectors") { store, _ throws(StoreError) in
            try store.saveEmbeddings((1...4).map { (.line(Int64($0)), vector(seed: 100 + $0)) }, embedderID: "test-v2")
        },
        Step(name: "line commit B") { store, context throws(StoreError) in
            _ = try store.commit(
                accepted: (1...16).map { line("Batch B line \($0) carries warm bread across the bridge") },
                rejected: (1...8).map { rejected("Batch B draft \($0) repeated an old opener") },
                runID: context.runID ?? 0, now: now.addingTimeInterval(30))
        },
        Step(name: "catalog import") { store, _ throws(StoreError) in
            _ = try store.importReferences(
                (1...10).map { "Imported reference \($0) about rivers, roads and patient hands" }, locale: "en",
                source: "import", embedderID: "test-64", vectors: (1...10).map { vector(seed: 200 + $0) }, now: now)
        },
        Step(name: "retire") { store, _ throws(StoreError) in
            _ = try store.retire(ids: [5, 6, 7], reason: "operator", now: now)
        },
        Step(name: "run row update") { store, context throws(StoreError) in
            try store.finishRun(id: context.runID ?? 0, runEnd(at: now.addingTimeInterval(90)))
        },
    ]

    static func runStart(at date: Date) -> RunStart {
        RunStart(
            startedAt: date, budgetSeconds: 120, host: "test-host", os: "test-os", version: "test",
            configHash: "c0ffee",
            backend: "test", model: "test-model", locales: ["en"], seed: 7, dryRun: false)
    }

    static func runEnd(at date: Date) -> RunEnd {
        RunEnd(
            endedAt: date, outcome: "target_reached", exitCode: 0, readiness: "ready", elapsedSeconds: 60, drafted: 30,
            accepted: 16, countsJSON: #"{"accepted":16}"#, latencyJSON: #"{"p50_ms":12}"#, error: nil)
    }

    /// An accepted line with a 64-dimension embedding, so a batch spans many pages.
    static func line(_ text: String) -> Candidate {
        var c = acceptedCandidate(text)
        c.embedding = vector(seed: text.utf8.reduce(0) { ($0 &* 31 &+ Int($1)) & 0xFFFF })
        c.embedderID = "test-64"
        c.elapsed = 0.25
        return c
    }

    static func rejected(_ text: String) -> Candidate {
        var c = Candidate(text: text, locale: "en", model: "test-model", backend: "test", promptVersion: "t1")
        c.reject(at: .gate, .tooShort, detail: "fewer than 8 words")
        c.elapsed = 0.125
        return c
    }

    static func vector(seed: Int) -> [Float] {
        (0..<64).map { Float(($0 &* 7919 &+ seed &* 104_729) % 1000) / 1000 }
    }
}

/// SHA-256 of the database's logical contents: `user_version`, `application_id`, the schema, and every
/// row of every table in rowid order. Read through a separate read-only connection.
func contentDigest(_ path: String) throws -> String {
    let db = try Database(.path(path), mode: .readOnly)
    defer { db.close() }
    var text = ""
    for pragma in ["user_version", "application_id"] {
        text += "\(pragma)=\(String(describing: try db.scalar("PRAGMA \(pragma)")))\n"
    }
    let objects = try db.query("SELECT type, name, sql FROM sqlite_schema ORDER BY type, name")
    for object in objects {
        text += "\(object.values)\n"
        guard object.string("type") == "table", let name = object.string("name") else { continue }
        for row in try db.query("SELECT * FROM \"\(name)\" ORDER BY rowid") {
            text += name + ":" + row.values.map { "\($0)" }.joined(separator: "|") + "\n"
        }
    }
    return SHA256.hex(Array(text.utf8))
}

/// `PRAGMA integrity_check` and `PRAGMA foreign_key_check` of the file; empty when it is sound.
func integrityProblems(_ path: String) throws -> [String] {
    let db = try Database(.path(path), mode: .readOnly)
    defer { db.close() }
    var problems = try db.query("PRAGMA integrity_check").map { "\($0.values.first ?? .null)" }
    if problems == ["\(SQLValue.text("ok"))"] { problems = [] }
    problems += try db.query("PRAGMA foreign_key_check").map { "foreign key: \($0.values)" }
    return problems
}

/// Copies a closed database (the main file and its `-wal`, never the `-shm`) to `destination`.
func copyDatabase(_ source: String, to destination: String) throws {
    let files = FileManager.default
    try files.copyItem(atPath: source, toPath: destination)
    if files.fileExists(atPath: source + "-wal") {
        try files.copyItem(atPath: source + "-wal", toPath: destination + "-wal")
    }
}
