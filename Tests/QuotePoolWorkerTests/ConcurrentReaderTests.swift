import Foundation
import QuotePoolCore
import QuotePoolStore
import Testing

/// Read-only consumers while real `quotepool fill` processes commit (SPEC 5): readers in other processes
/// (`Tests/Fixtures/readers/pool_reader.py`, plain `sqlite3` with `mode=ro`, and `quotepool query`) never see
/// part of a batch, never fail on anything but a counted busy answer, and the write-ahead log stays bounded.
@Suite(.serialized) struct ConcurrentReaderTests {
    static let batchSize = 8
    static let fills: [UInt64] = [1, 2, 3, 4]
    // The debug build under three reader processes needs a few seconds before its first draft; leave room to commit.
    static let budget = "9s"
    static let walLimit = 8 << 20

    /// A checking reader (`pool_reader.py`) in its own process; it stops and reports when its stdin closes.
    final class Reader {
        let process = Process()
        let input = Pipe()
        let output = Pipe()

        init(db: String, batchSize: Int) throws {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [
                "python3", "-u", testsDirectory + "/Fixtures/readers/pool_reader.py", "--db", db,
                "--batch-size", String(batchSize), "--pause", "0.002",
            ]
            process.standardInput = input
            process.standardOutput = output
            process.standardError = output
            try process.run()
        }

        /// Closes stdin, waits for the last read and returns the report.
        func finish() throws -> [String: Any] {
            try input.fileHandleForWriting.close()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let text = String(decoding: data, as: UTF8.self)
            guard let line = text.split(separator: "\n").last,
                let report = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            else {
                throw ServerProcess.ServerError(message: "the reader printed no report: \(text.suffix(2000))")
            }
            return report
        }

        deinit {
            try? input.fileHandleForWriting.close()
            if process.isRunning {
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
            }
        }
    }

    /// The number of rows in `lines` of the database at `path`, opened read-only.
    static func lineCount(_ path: String) throws -> Int {
        let db = try Database(.path(path), mode: .readOnly)
        defer { db.close() }
        guard case .integer(let n) = try db.scalar("SELECT count(*) FROM lines") else { return -1 }
        return Int(n)
    }

    static func size(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
    }

    @Test func readersNeverSeeAPartialBatchAndTheLogStaysBounded() async throws {
        try await onOwnThread {
            #expect(
                FileManager.default.isExecutableFile(atPath: BinaryRun.binary), "build the binary first: swift build")
            let dir = TempDir()
            let db = dir.file("pool.sqlite")
            let cfg = dir.file("quotepool.json5")
            let text = "{ commit: { batch_size: \(Self.batchSize) }, pool: { target_per_locale: 100000 } }"
            _ = FileManager.default.createFile(atPath: cfg, contents: Data(text.utf8))
            // The readers open an existing pool: one batch first.
            let first = try BinaryRun.run(
                ["fill", "--config", cfg, "--db", db, "--max-accepted", String(Self.batchSize), "--seed", "100"],
                in: dir)
            try #require(first.code == 0, "the first fill failed: \(first.stderr.suffix(800))")

            let readers = try (0..<2).map { _ in try Reader(db: db, batchSize: Self.batchSize) }
            var maxWAL = Self.size(db + "-wal")
            var queries = 0
            var queryBusy = 0
            var queryFailures: [String] = []
            var newest = 0
            var commits = 0
            var committedLines = 0
            for seed in Self.fills {
                let log = dir.file("fill-\(seed).log")
                _ = FileManager.default.createFile(atPath: log, contents: nil)
                let fill = Process()
                fill.executableURL = URL(fileURLWithPath: BinaryRun.binary)
                fill.arguments = [
                    "fill", "--config", cfg, "--db", db, "--budget", Self.budget, "--seed", String(seed),
                    "--log-format",
                    "logfmt",
                ]
                fill.environment = BinaryRun.cleanEnvironment()
                fill.standardOutput = FileHandle.nullDevice
                fill.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
                try fill.run()
                // While it runs: `quotepool query` in a loop (it is a reader too), and the log's size.
                while fill.isRunning {
                    maxWAL = max(maxWAL, Self.size(db + "-wal"))
                    let r = try BinaryRun.run(
                        ["query", "--config", cfg, "--db", db, "--format", "json", "--limit", "500"], in: dir)
                    maxWAL = max(maxWAL, Self.size(db + "-wal"))
                    queries += 1
                    if r.code == 75 {
                        queryBusy += 1
                    } else if r.code != 0 {
                        queryFailures.append("exit \(r.code): \(r.stderr.prefix(300))")
                    } else if let rows = r.rows {
                        let ids = rows.compactMap { $0["id"] as? Int }
                        if ids.count != rows.count || Set(ids).count != ids.count || rows.count > 500 {
                            queryFailures.append("bad rows: \(rows.count) rows, \(Set(ids).count) distinct ids")
                        }
                        if rows.contains(where: { $0.count != 9 }) { queryFailures.append("a row without the 9 keys") }
                        // Newest first: the newest id a consumer sees never goes back.
                        let top = ids.max() ?? 0
                        if top < newest { queryFailures.append("the newest id went back from \(newest) to \(top)") }
                        newest = max(newest, top)
                    } else {
                        queryFailures.append("not a JSON array: \(r.stdout.prefix(200))")
                    }
                    usleep(20_000)
                }
                fill.waitUntilExit()
                let events = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
                #expect(fill.terminationStatus == 0, "fill \(seed): \(events.suffix(3).joined(separator: "\n"))")
                for event in events where event.contains("event=batch_committed") {
                    commits += 1
                    committedLines += Int(event.firstMatch(of: /lines=(\d+)/)?.1 ?? "0") ?? 0
                }
            }
            let reports = try readers.map { try $0.finish() }
            let reads = reports.map { $0["reads"] as? Int ?? 0 }
            let busy = reports.map { $0["busy"] as? Int ?? 0 }.reduce(0, +) + queryBusy
            let failures = reports.flatMap { $0["failures"] as? [String] ?? ["no report"] } + queryFailures
            let finalPartials = reports.map { $0["final_partials"] as? Int ?? 0 }.reduce(0, +)

            #expect(failures.isEmpty, "\(failures.prefix(10))")
            #expect(reads.allSatisfy { $0 >= 50 }, "reads per reader: \(reads)")
            #expect(queries >= 4, "only \(queries) query runs overlapped the fills")
            // Something to read while it was written: the fills committed batches during the readers' loops.
            #expect(commits >= 4, "the fills committed only \(commits) batches; the run proves nothing")
            #expect(maxWAL < Self.walLimit, "the -wal file reached \(maxWAL) bytes")

            // The last fill closed its connection while the readers still had theirs open; one more fill with no
            // reader attached checkpoints when it closes: the main file alone then holds every line.
            let last = try BinaryRun.run(
                ["fill", "--config", cfg, "--db", db, "--max-accepted", String(Self.batchSize), "--seed", "200"],
                in: dir)
            #expect(last.code == 0)
            let walAfter = Self.size(db + "-wal")
            maxWAL = max(maxWAL, walAfter)
            #expect(walAfter < Self.walLimit)
            let lines = try Self.lineCount(db)
            let alone = dir.file("main-file-only.sqlite")
            try FileManager.default.copyItem(atPath: db, toPath: alone)
            #expect(try Self.lineCount(alone) == lines, "the last fill did not checkpoint its log")

            let total = reads.reduce(0, +) + queries
            print(
                "concurrent readers: \(total) reads by \(readers.count + 1) processes during \(commits) commits, "
                    + "\(busy) busy retries, max WAL \(maxWAL / 1024) KB "
                    + "(reads \(reads.map(String.init).joined(separator: "+"))+\(queries) query runs; \(committedLines) lines "
                    + "committed; \(finalPartials) final partial batches seen before their run closed; "
                    + "-wal \(walAfter / 1024) KB after the last fill; main file alone holds all \(lines) lines)")
        }
    }
}
