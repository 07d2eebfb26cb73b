import CVectorKernels
import Foundation
import QuotePoolCore
import QuotePoolEncoders
import QuotePoolModels
import QuotePoolStore

/// `quotepool bench`: times each stage, the whole builtin chain, the store and the commands' start-up on
/// synthetic data generated from a seed, so two runs on one machine measure the same work.
///
/// Everything runs in a temporary directory removed at the end. `executable` is the `quotepool` binary, started
/// as a new process for the cold-start figures.
public struct Bench: Sendable {
    public var seed: UInt64
    public var executable: String
    /// Fewer repetitions and smaller catalogs (for tests of the command itself).
    public var quick: Bool
    public var progress: @Sendable (String) -> Void
    /// The minilm embedder's files; its speed is measured when they are there.
    public var minilmDirectory: URL?
    /// The e5 embedder's file; its speed is measured when it is there.
    public var e5Directory: URL?
    /// The use embedder's files; its speed is measured when they are there.
    public var useDirectory: URL?

    public init(seed: UInt64, executable: String, quick: Bool = false, progress: @escaping @Sendable (String) -> Void) {
        self.seed = seed
        self.executable = executable
        self.quick = quick
        self.progress = progress
    }

    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = ContinuousClock.now
        try body()
        return (ContinuousClock.now - start).inSeconds
    }

    static func seconds(_ body: () async throws -> Void) async rethrows -> Double {
        let start = ContinuousClock.now
        try await body()
        return (ContinuousClock.now - start).inSeconds
    }

    public func run() async throws -> BenchReport {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("quotepool-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }

        progress("memory bandwidth")
        let bandwidth = Self.memoryBandwidth(megabytes: quick ? 64 : 512)
        var operations: [BenchReport.Operation] = []

        progress("gate, embedding, distinctiveness, fallback judge")
        let lines = composedLines(count: quick ? 300 : 3000, locale: "en")
        operations += perLineStages(lines)

        progress("spelling")
        let spelling = SpellingLoader(config: Config().spelling)
        operations += spellingPerLine(lines, loader: spelling)
        let english = spelling.load(locales: ["en"])

        operations += inProcessEmbedders()

        progress("novelty scans")
        var novelty: [BenchReport.NoveltyScan] = []
        for size in quick ? [1000, 10000] : [1000, 10000, 100_000] {
            novelty.append(noveltyScan(vectors: size, dimension: 384, bandwidth: bandwidth))
        }

        progress("lexical guard")
        for size in quick ? [1000, 10000] : [10000, 100_000] {
            operations.append(lexicalGuard(catalog: size))
        }

        progress("whole chain with a 10,000-line catalog")
        operations += await wholeChain(
            catalog: quick ? 2000 : 10000, candidates: quick ? 500 : 5000, spelling: english)

        progress("commit of 32-line batches")
        operations.append(try commitBatches(dir: dir, batches: quick ? 5 : 40))

        progress("a database of 10,000 lines")
        let db = dir.appendingPathComponent("pool-10k.sqlite").path
        try buildDatabase(path: db, lines: quick ? 2000 : 10000)
        operations.append(try await openAndLoad(path: db, repetitions: quick ? 3 : 10))

        progress("cold starts of query --random and fill")
        operations.append(try coldQuery(db: db, repetitions: quick ? 3 : 15))
        operations.append(try fillStartup(db: db, repetitions: quick ? 2 : 15))

        #if DEBUG
            let build = "debug"
        #else
            let build = "release"
        #endif
        return BenchReport(
            seed: seed,
            machine: .init(
                cores: ProcessInfo.processInfo.activeProcessorCount,
                simdKernels: qp_vector_kernels_accelerated() != 0 ? "avx2+fma+f16c" : "portable",
                memoryBandwidthGBs: bandwidth / 1e9, build: build),
            operations: operations, novelty: novelty)
    }

    // MARK: Synthetic data

    func composedLines(count: Int, locale: LocaleCode, offset: Int = 0) -> [String] {
        let composer = BuiltinComposer(faultRate: 0.12)
        let topics = Config.Prompt.defaultTopics
        let moods = Config.Prompt.defaultMoods
        return (0..<count).compactMap { i in
            composer.compose(
                DraftRequest(
                    locale: locale, topic: topics[(i + offset) % topics.count], mood: moods[(i + offset) % moods.count],
                    index: i + offset, seed: seed))
        }
    }

    static func randomUnitVectors(_ count: Int, dimension: Int, rng: inout SplitMix64) -> [Float] {
        var out = [Float](repeating: 0, count: count * dimension)
        for row in 0..<count {
            var norm: Float = 0
            for j in 0..<dimension {
                let x = Float(Double(rng.next() >> 11) / Double(1 << 53) * 2 - 1)
                out[row * dimension + j] = x
                norm += x * x
            }
            let inv = 1 / norm.squareRoot()
            for j in 0..<dimension { out[row * dimension + j] *= inv }
        }
        return out
    }

    // MARK: Measurements

    /// A streaming read of a buffer larger than any cache, best of three, in bytes per second.
    static func memoryBandwidth(megabytes: Int) -> Double {
        let bytes = megabytes << 20
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
        defer { buffer.deallocate() }
        memset(buffer, 1, bytes)
        var best = Double.infinity
        var sink: UInt64 = 0
        for _ in 0..<3 {
            best = min(best, seconds { sink &+= qp_stream_read(buffer, bytes) })
        }
        precondition(sink != 1)  // keeps the reads
        return Double(bytes) / best
    }

    func perLineStages(_ lines: [String]) -> [BenchReport.Operation] {
        let gate = Gate(config: Config().gate)
        let embedder = HashedEmbedder()
        let distinctiveness = Distinctiveness(minimum: 5)
        let anchors = NegativeAnchors(
            pool: Array(lines.prefix(500)), rejected: [], stopwords: ScoringLexicon.forLocale("en").stopwords)
        let judge = FallbackJudge()
        var gateTimes: [Double] = []
        var embedTimes: [Double] = []
        var distinctTimes: [Double] = []
        var judgeTimes: [Double] = []
        var sink = 0.0
        for line in lines {
            gateTimes.append(Self.seconds { sink += gate.check(line, locale: "en").reason == nil ? 1 : 0 })
            embedTimes.append(Self.seconds { sink += Double(embedder.embed(line).first ?? 0) })
            distinctTimes.append(
                Self.seconds { sink += distinctiveness.score(line, locale: "en", anchors: anchors).value })
            judgeTimes.append(Self.seconds { sink += Double(judge.score(line, locale: "en").overall) })
        }
        precondition(sink.isFinite)
        return [
            BenchReport.operation("gate_per_line", seconds: gateTimes),
            BenchReport.operation("embed_builtin_per_line", seconds: embedTimes),
            BenchReport.operation("distinctiveness_per_line", seconds: distinctTimes),
            BenchReport.operation("fallback_judge_per_line", seconds: judgeTimes),
        ]
    }

    /// The spelling stage on `lines` (English), every word looked up in Hunspell (en_US and en_GB): the allow-list
    /// of the composer's own words left out, so the lines cost what a model's lines cost. Per line with a fresh
    /// answer cache (the first lines of a fill), and with the cache a fill keeps; and the time each locale's
    /// dictionaries take to load. Nothing when Hunspell or the dictionaries are not installed.
    func spellingPerLine(_ lines: [String], loader: SpellingLoader) -> [BenchReport.Operation] {
        guard case .success(let library) = loader.library else {
            progress("spelling: the Hunspell library is not installed; not measured")
            return []
        }
        var loads: [String] = []
        var total = 0.0
        var english: [HunspellDictionary] = []
        for locale in Lexicon.builtinLocales {
            var dictionaries: [HunspellDictionary] = []
            let took = Self.seconds {
                dictionaries = loader.files(locale).compactMap { try? HunspellDictionary($0, library: library) }
            }
            guard !dictionaries.isEmpty else { continue }
            total += took
            loads.append("\(locale) \(Int((took * 1000).rounded())) ms")
            if locale == "en" { english = dictionaries }
        }
        guard !english.isEmpty else {
            progress("spelling: the English dictionaries are not installed; not measured")
            return []
        }
        let tokenizer = SpellingTokenizer(rules: SpellingRules.builtin("en"))
        let spelling = Spelling(maxUnknown: 0)
        let cached = LocaleDictionary(locale: "en", lookups: english)
        var cold: [Double] = []
        var warm: [Double] = []
        var unknown = 0
        for line in lines {
            let fresh = LocaleDictionary(locale: "en", lookups: english)
            cold.append(Self.seconds { _ = spelling.check(tokenizer.words(line), knows: fresh.knows) })
            warm.append(
                Self.seconds {
                    if case .reject = spelling.check(tokenizer.words(line), knows: cached.knows) { unknown += 1 }
                })
        }
        return [
            BenchReport.operation(
                "load_spelling_dictionaries", seconds: [total], perItem: false,
                note: "every served locale's dictionaries: " + loads.joined(separator: ", ")),
            BenchReport.operation(
                "spelling_per_line", seconds: cold, note: "every word looked up in en_US and en_GB, no cached answer"),
            BenchReport.operation(
                "spelling_per_line_cached", seconds: warm,
                note: "the answers cached as in a fill; \(unknown) of \(lines.count) lines with an unknown word"),
        ]
    }

    /// The in-process embedders whose files are in their directories: loading, and their speed.
    func inProcessEmbedders() -> [BenchReport.Operation] {
        let inProcess: [(name: String, directory: URL?, load: (URL) throws -> ([String]) -> [[Float]])] = [
            ("minilm", minilmDirectory, { try MiniLMEmbedder(directory: $0).embedBlocking }),
            ("e5", e5Directory, { try E5Embedder(directory: $0).embedBlocking }),
            ("use", useDirectory, { try USEEmbedder(directory: $0).embedBlocking }),
        ]
        var operations: [BenchReport.Operation] = []
        for model in inProcess {
            guard let directory = model.directory else { continue }
            var embed: (([String]) -> [[Float]])?
            let load = Self.seconds { embed = try? model.load(directory) }
            guard let embed else { continue }
            progress("\(model.name) embedding")
            operations += inProcessSpeed(model.name, load: load, lines: quick ? 64 : 512, embed: embed)
        }
        return operations
    }

    /// An in-process embedder on distinct 12-word lines: per line in batches of 64, and one line alone, beside
    /// the time its loading took.
    func inProcessSpeed(_ name: String, load: Double, lines count: Int, embed: ([String]) -> [[Float]])
        -> [BenchReport.Operation]
    {
        let words = composedLines(count: 400, locale: "en").flatMap { $0.split(separator: " ").map(String.init) }
        var rng = SplitMix64(seed: seed &+ 12)
        let lines = (0..<count).map { _ in
            (0..<12).map { _ in words[Int(rng.next() % UInt64(words.count))] }.joined(separator: " ")
        }
        _ = embed(Array(lines.prefix(8)))
        var perLine: [Double] = []
        for start in stride(from: 0, to: lines.count, by: 64) {
            let batch = Array(lines[start..<min(lines.count, start + 64)])
            let took = Self.seconds { _ = embed(batch) }
            perLine.append(took / Double(batch.count))
        }
        let alone = lines.prefix(32).map { line in Self.seconds { _ = embed([line]) } }
        return [
            BenchReport.operation(
                "load_\(name)", seconds: [load], perItem: false, note: "model files mapped and repacked"),
            BenchReport.operation(
                "embed_\(name)_per_line_batched", seconds: perLine, note: "12-word lines, batches of 64, all cores"),
            BenchReport.operation("embed_\(name)_one_line", seconds: alone),
        ]
    }

    func noveltyScan(vectors: Int, dimension: Int, bandwidth: Double) -> BenchReport.NoveltyScan {
        var rng = SplitMix64(seed: SplitMix64.combine(seed, UInt64(vectors), 384))
        let flat = Self.randomUnitVectors(vectors, dimension: dimension, rng: &rng)
        var index = CosineIndex(dimension: dimension)
        index.reserve(vectors)
        for row in 0..<vectors { index.add(Array(flat[(row * dimension)..<((row + 1) * dimension)])) }
        // Queries near stored vectors, as a near-duplicate would be, plus unrelated ones.
        let queryCount = quick ? 20 : (vectors >= 100_000 ? 60 : 300)
        var queries: [[Float]] = []
        for q in 0..<queryCount {
            if q % 2 == 0 {
                let row = Int(rng.next() % UInt64(vectors))
                queries.append(
                    (0..<dimension).map {
                        flat[row * dimension + $0] + Float(Double(rng.next() % 2001) / 1000 - 1) * 0.05
                    })
            } else {
                queries.append(Array(Self.randomUnitVectors(1, dimension: dimension, rng: &rng)))
            }
        }
        let used = index.compact.isEmpty ? "exact" : "compact"
        var compactIndex = index
        compactIndex.buildCompact()
        var exactTimes: [Double] = []
        var compactTimes: [Double] = []
        var agree = 0
        for query in queries {
            var exact: (index: Int, similarity: Float)?
            var compact: (index: Int, similarity: Float)?
            exactTimes.append(Self.seconds { exact = index.nearestExact(to: query) })
            compactTimes.append(Self.seconds { compact = compactIndex.nearestCompact(to: query) })
            if exact?.index == compact?.index { agree += 1 }
        }
        let exactOp = BenchReport.operation("novelty_exact_\(vectors)", seconds: exactTimes)
        let compactOp = BenchReport.operation(
            "novelty_compact_\(vectors)", seconds: compactTimes, note: "half-precision scan, top 8 re-checked")
        let usedMedian = (used == "exact" ? exactOp.medianMs : compactOp.medianMs) / 1000
        let bytes = Double(vectors * dimension * (used == "exact" ? 4 : 2))
        return BenchReport.NoveltyScan(
            vectors: vectors, dimension: dimension, exact: exactOp, compact: compactOp, used: used,
            top1Agreement: Double(agree) / Double(queries.count),
            bandwidthShare: usedMedian > 0 ? bytes / usedMedian / bandwidth : 0)
    }

    /// The lexical guard's search (``LexicalIndex/nearest(to:)``) against a catalog of composed lines: half the
    /// queries light edits of catalog lines (one word dropped), half catalog lines with their words shuffled, which
    /// share every token but few in order, so no line's shared-token bound spares it the comparison.
    func lexicalGuard(catalog: Int) -> BenchReport.Operation {
        let catalogLines = composedLines(count: catalog, locale: "en", offset: 2_000_000)
        let (index, _) = Novelty.lexicalCatalog(
            catalogLines.enumerated().map { (CatalogRef.line(Int64($0.offset + 1)), $0.element) },
            tokenizer: LexicalTokenizer(locale: "en"))
        var rng = SplitMix64(seed: SplitMix64.combine(seed, UInt64(catalog), 7))
        let queries = (0..<(quick ? 50 : 500)).map { i -> String in
            var words = catalogLines[Int(rng.next() % UInt64(catalogLines.count))].split(separator: " ")
            if i % 2 == 0 {
                if words.count > 3 { words.remove(at: Int(rng.next() % UInt64(words.count))) }
            } else {
                for j in stride(from: words.count - 1, to: 0, by: -1) {
                    words.swapAt(j, Int(rng.next() % UInt64(j + 1)))
                }
            }
            return words.joined(separator: " ")
        }
        var times: [Double] = []
        var caught = 0
        for query in queries {
            times.append(Self.seconds { if (index.nearest(to: query)?.rougeL ?? 0) > index.bar { caught += 1 } })
        }
        return BenchReport.operation(
            "lexical_guard_\(catalog)", seconds: times,
            note: "ROUGE-L search, \(catalog)-line catalog; \(caught) of \(queries.count) queries above the bar")
    }

    /// The builtin chain with the builtin composer drafting: one candidate after another on one core. The second
    /// operation times only the candidates that passed novelty and so ran every stage: the composer repeats itself
    /// against a catalog this large, and a candidate stopped early costs less.
    func wholeChain(catalog: Int, candidates: Int, spelling: SpellingLoader.Loaded) async -> [BenchReport.Operation] {
        let embedder = BuiltinEmbedder(HashedEmbedder())
        let catalogLines = composedLines(count: catalog, locale: "en", offset: 1_000_000)
        let refs = catalogLines.indices.map { CatalogRef.line(Int64($0 + 1)) }
        // The catalog a fill builds: the builtin embedder's calibrated threshold, the lexical guard, and the texts
        // when `auto` has a fitted decision for the embedder.
        var index = CosineIndex(dimension: embedder.dimension)
        for line in catalogLines { index.add(HashedEmbedder().embed(line)) }
        let novelty = Novelty(
            threshold: NoveltyThresholds.calibrated(embedderID: embedder.id, locale: "en"), index: index, refs: refs,
            hashes: Set(catalogLines.map(TextNormalizer.hash)),
            lexical: Novelty.lexicalCatalog(zip(refs, catalogLines), tokenizer: LexicalTokenizer(locale: "en")),
            texts: CatalogLoader(config: Config(), embedder: embedder).decision == nil ? nil : catalogLines)
        let anchors = NegativeAnchors(
            pool: Array(catalogLines.prefix(500)), rejected: [], stopwords: ScoringLexicon.forLocale("en").stopwords)
        // The setup a fill of the default config with the builtin backend makes (``ChainSetup``).
        let chain = ChainSetup(config: Config(), backend: BuiltinBackend(), tasteModel: TasteModel.shipped).chain(
            catalogs: ["en": novelty], anchors: AnchorBook(["en": anchors]), judge: .fallback, spelling: spelling)
        let composer = BuiltinComposer()
        // Topics and moods drawn as a fill draws them, so the candidates vary as a fill's do.
        var topicRNG = SplitMix64(seed: SplitMix64.combine(seed, 11))
        var times: [Double] = []
        var everyStageTimes: [Double] = []
        var stoppedAt: [StageName: Int] = [:]
        let pastNovelty: Set<StageName> = [.judge, .distinctiveness, .accepted]
        for i in 0..<candidates {
            let request = DraftRequest(
                locale: "en", topic: Config.Prompt.defaultTopics.randomElement(using: &topicRNG) ?? "",
                mood: Config.Prompt.defaultMoods.randomElement(using: &topicRNG) ?? "", index: i, seed: seed &+ 7)
            var stage = StageName.draft
            let elapsed = await Self.seconds {
                let text = composer.compose(request) ?? ""
                let candidate = Candidate(
                    text: text, locale: "en", model: "builtin", backend: "builtin", promptVersion: "bench")
                stage = await chain.evaluate(candidate).stage
            }
            times.append(elapsed)
            stoppedAt[stage, default: 0] += 1
            if pastNovelty.contains(stage) { everyStageTimes.append(elapsed) }
        }
        // Where candidates stopped says what the median times: one stopped early skips the later stages.
        let rejected = StageName.allCases.filter { $0 != .accepted && stoppedAt[$0] != nil }
            .map { "\($0.rawValue) \(stoppedAt[$0]!)" }
        return [
            BenchReport.operation(
                "whole_chain_per_candidate", seconds: times,
                note: "builtin composer + every stage, \(catalog)-line catalog, one core, spelling "
                    + (spelling.dictionaries["en"] == nil ? "skipped (no dictionary)" : "checked") + "; "
                    + "\(stoppedAt[.accepted] ?? 0) of \(candidates) accepted"
                    + (rejected.isEmpty ? "" : ", rejected at " + rejected.joined(separator: ", "))),
            BenchReport.operation(
                "whole_chain_past_novelty", seconds: everyStageTimes,
                note: "the \(everyStageTimes.count) candidates of the run above that passed novelty and ran every stage"
            ),
        ]
    }

    func commitBatches(dir: URL, batches: Int) throws -> BenchReport.Operation {
        let store = try PoolStore(path: dir.appendingPathComponent("commit.sqlite").path)
        let runID = try store.beginRun(
            RunStart(
                startedAt: Date(), budgetSeconds: 60, host: "bench", os: "bench", version: "bench", configHash: "",
                backend: "builtin", model: "builtin", locales: ["en"], seed: seed, dryRun: false))
        var seen = Set<String>()
        let unique = composedLines(count: batches * 32 * 2, locale: "en", offset: 2_000_000).enumerated().map {
            Self.distinct($0.element, round: $0.offset, seen: &seen)
        }
        var times: [Double] = []
        for b in 0..<batches {
            let batch = unique.dropFirst(b * 32).prefix(32).map { Self.acceptedCandidate($0) }
            guard batch.count == 32 else { break }
            times.append(
                try Self.seconds { _ = try store.commit(accepted: batch, rejected: [], runID: runID, now: Date()) })
        }
        return BenchReport.operation(
            "commit_batch_of_32", seconds: times, perItem: false,
            note: "BEGIN IMMEDIATE … COMMIT, WAL, synchronous=NORMAL")
    }

    /// `text`, or (when its normalized text is in `seen` already) `text` with a number from `round` before its
    /// final stop, so a synthetic pool can hold more lines than the composer has combinations (a few thousand a
    /// locale); the result's hash joins `seen`.
    static func distinct(_ text: String, round: Int, seen: inout Set<String>) -> String {
        var candidate = text
        var n = round
        while !seen.insert(TextNormalizer.hash(candidate)).inserted {
            n += 1
            let stop = candidate.last.map { ".!?。".contains($0) } ?? false
            candidate = stop ? text.dropLast() + " \(n)" + String(text.last!) : text + " \(n)"
        }
        return candidate
    }

    static func acceptedCandidate(_ text: String) -> Candidate {
        var c = Candidate(text: text, locale: "en", model: "builtin", backend: "builtin", promptVersion: "bench")
        c.stage = .accepted
        c.scores.judge = JudgeScores(quality: 6, originality: 6, warmth: 6, overall: 6, kind: .fallback)
        c.embedding = HashedEmbedder().embed(text)
        c.embedderID = HashedEmbedder().id
        c.metadata.wordCount = text.split(separator: " ").count
        c.metadata.charCount = text.count
        return c
    }

    /// Writes `count` distinct synthetic lines (with their builtin embeddings) to a new pool at `path`.
    public func buildDatabase(path: String, lines count: Int) throws {
        let store = try PoolStore(path: path)
        let runID = try store.beginRun(
            RunStart(
                startedAt: Date(), budgetSeconds: 60, host: "bench", os: "bench", version: "bench", configHash: "",
                backend: "builtin", model: "builtin", locales: ["en"], seed: seed, dryRun: false))
        var seen = Set<String>()
        var batch: [Candidate] = []
        var offset = 3_000_000
        while seen.count < count {
            for text in composedLines(count: 2000, locale: "en", offset: offset) where seen.count < count {
                batch.append(Self.acceptedCandidate(Self.distinct(text, round: offset, seen: &seen)))
                if batch.count == 500 {
                    _ = try store.commit(accepted: batch, rejected: [], runID: runID, now: Date())
                    batch.removeAll()
                }
            }
            offset += 2000
        }
        if !batch.isEmpty { _ = try store.commit(accepted: batch, rejected: [], runID: runID, now: Date()) }
    }

    /// Opening the pool and building the chain a fill would: catalog vectors, hashes and anchors.
    func openAndLoad(path: String, repetitions: Int) async throws -> BenchReport.Operation {
        var times: [Double] = []
        for _ in 0..<repetitions {
            times.append(
                try await Self.seconds {
                    let store = try PoolStore(path: path)
                    let deadline = Deadline(budget: 60, clock: .live)
                    let job = FillJob(
                        config: Config(),
                        options: FillOptions(databasePath: path, budgetSeconds: 60, locales: ["en"], dryRun: true),
                        deadline: deadline, backend: BuiltinBackend())
                    _ = try await job.buildChain(store: store, deadline: deadline)
                })
        }
        return BenchReport.operation("open_and_load_catalog_10k", seconds: times, perItem: false)
    }

    /// This binary as a child process with `arguments`, the bench's config, stdout discarded and no journald
    /// prefix on its log.
    func child(_ arguments: [String], db: String) -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments + ["--config", Self.defaultConfig(besides: db)]
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "JOURNAL_STREAM")
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        return process
    }

    /// `quotepool query --random` as a new process, start to exit.
    func coldQuery(db: String, repetitions: Int) throws -> BenchReport.Operation {
        var times: [Double] = []
        for _ in 0..<repetitions {
            let process = child(["query", "--random", "--db", db, "--format", "json"], db: db)
            process.standardError = FileHandle.nullDevice
            times.append(
                try Self.seconds {
                    try process.run()
                    process.waitUntilExit()
                })
            guard process.terminationStatus == 0 else {
                throw BenchFailure(message: "query --random exited \(process.terminationStatus)")
            }
        }
        return BenchReport.operation("query_random_cold_process", seconds: times, perItem: false)
    }

    /// `quotepool fill` as a new process on a 10,000-line database: from the start to its first draft's verdict
    /// (the first `candidate` event on its log), after one run that is not counted: it reads the new pool into the
    /// page cache, as every later fill finds it.
    func fillStartup(db: String, repetitions: Int) throws -> BenchReport.Operation {
        var times: [Double] = []
        for run in 0...repetitions {
            let process = child(
                [
                    "fill", "--db", db, "--dry-run", "--budget", "30s", "--max-accepted", "1", "--log-format", "json",
                    "--log-level", "debug",
                    "--locale", "en",
                ], db: db)
            let pipe = Pipe()
            process.standardError = pipe
            let start = ContinuousClock.now
            try process.run()
            var buffer = Data()
            var firstDraft: Duration?
            let handle = pipe.fileHandleForReading
            while firstDraft == nil {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                buffer += chunk
                if String(decoding: buffer, as: UTF8.self).contains("\"event\":\"candidate\"") {
                    firstDraft = ContinuousClock.now - start
                }
            }
            _ = handle.readDataToEndOfFile()
            process.waitUntilExit()
            guard let firstDraft else {
                throw BenchFailure(
                    message: "fill logged no candidate: \(String(decoding: buffer.suffix(400), as: UTF8.self))")
            }
            if run > 0 { times.append(firstDraft.inSeconds) }
        }
        return BenchReport.operation("fill_startup_to_first_draft_10k", seconds: times, perItem: false)
    }
}

extension Bench {
    /// A config file next to `path` (defaults, with the builtin embedder its pools are stored with and a pool target
    /// no pool reaches), so the child processes run the same whatever the machine's own config says or has
    /// installed: with `auto`, an installed e5 would re-embed the pool before the first draft.
    static func defaultConfig(besides path: String) -> String {
        let file = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("bench.json5").path
        if !FileManager.default.fileExists(atPath: file) {
            _ = FileManager.default.createFile(
                atPath: file, contents: Data("{ embedder: \"builtin\", pool: { target_per_locale: 100000000 } }\n".utf8)
            )
        }
        return file
    }
}

/// A bench step that could not run (a child process failed).
public struct BenchFailure: Error, CustomStringConvertible, CategorizedError {
    public var message: String
    public var description: String { "bench: \(message)" }
    public var category: FailureCategory { .software }
}
