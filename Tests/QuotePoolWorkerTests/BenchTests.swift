import Foundation
import QuotePoolCore
import Testing

@testable import QuotePoolCLI
@testable import QuotePoolWorker

/// `quotepool bench --quick` end to end: every figure is present, positive and consistent. (Speed targets
/// live in the bench's output and docs/performance.md, never in a test.)
@Suite(.serialized) struct BenchTests {
    @Test func aQuickBenchReportsEveryOperationWithSaneFigures() async throws {
        let bench = Bench(seed: 3, executable: ProcessTests.binary, quick: true) { _ in }
        let report = try await bench.run()
        let names = Set(report.operations.map(\.name))
        for expected in [
            "gate_per_line", "embed_builtin_per_line", "distinctiveness_per_line", "fallback_judge_per_line",
            "whole_chain_per_candidate", "whole_chain_past_novelty", "commit_batch_of_32", "open_and_load_catalog_10k",
            "query_random_cold_process", "fill_startup_to_first_draft_10k",
        ] {
            #expect(names.contains(expected), "missing \(expected)")
        }
        if InstalledDictionaries.runs {
            for expected in ["load_spelling_dictionaries", "spelling_per_line", "spelling_per_line_cached"] {
                #expect(names.contains(expected), "missing \(expected)")
            }
        }
        for op in report.operations {
            #expect(op.samples > 0, "\(op.name)")
            #expect(op.medianMs > 0 && op.p95Ms >= op.medianMs, "\(op.name): \(op.medianMs) / \(op.p95Ms)")
        }
        #expect(report.novelty.map(\.vectors) == [1000, 10000])
        for scan in report.novelty {
            #expect(
                scan.used == (scan.vectors * scan.dimension >= CosineIndex.compactFromElements ? "compact" : "exact"))
            // Queries near stored vectors and random ones: the half-precision scan re-checked in full
            // precision finds the same top hit.
            #expect(scan.top1Agreement == 1)
            #expect(scan.bandwidthShare > 0)
        }
        #expect(report.machine.memoryBandwidthGBs > 0.1)
    }

    @Test func anInstalledUseEmbedderIsTimedLoadedBatchedAndAlone() throws {
        var bench = Bench(seed: 3, executable: ProcessTests.binary, quick: true) { _ in }
        bench.useDirectory = try TinyUSEFiles.write()
        defer { try? FileManager.default.removeItem(at: bench.useDirectory!) }
        bench.e5Directory = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)")
        let operations = bench.inProcessEmbedders()
        #expect(operations.map(\.name) == ["load_use", "embed_use_per_line_batched", "embed_use_one_line"])
        for op in operations { #expect(op.samples > 0 && op.medianMs > 0, "\(op.name)") }
    }

    @Test func benchJSONHasTheDocumentedKeys() async throws {
        let (console, captured) = Console.capturing()
        let code = await QuotePoolCLI.run(["bench", "--quick", "--json", "--seed", "2"], console: console)
        #expect(code == 0, "\(captured.stderr)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(captured.stdout.utf8)) as? [String: Any])
        #expect(Set(json.keys) == ["seed", "machine", "operations", "novelty"])
        let novelty = try #require(json["novelty"] as? [[String: Any]])
        #expect(novelty.first?.keys.contains("top1_agreement") == true)
        #expect(novelty.first?.keys.contains("bandwidth_share") == true)
    }
}
