import Foundation
import QuotePoolCore

/// Runs one target: its seeds as they are, then generated inputs, until the iterations or seconds are spent or an
/// invariant breaks. A crash or a hang is reported by ``CrashHandler``.
struct FuzzRunner {
    let target: FuzzTarget
    let options: FuzzOptions

    /// Runs and returns the exit status: 0, or 1 when an invariant broke.
    func run() -> Int32 {
        let seed = options.seed ?? UInt64(Date().timeIntervalSince1970 * 1000)
        let artifact = (options.artifacts as NSString).appendingPathComponent(
            "quotepool-fuzz-\(target.name)-\(seed).bin")
        InFlightInput.shared.configure(target: target.name, seed: seed, artifact: artifact)
        CrashHandler.install(timeoutSeconds: options.timeout)
        if let replay = options.replay { return self.replay(replay) }

        let generator = InputGenerator(
            seeds: target.seeds.isEmpty ? [[]] : target.seeds, dictionary: target.dictionary,
            maxLength: options.maxLength ?? target.maxLength)
        let budget = options.seconds.map { UInt64($0 * 1e9) }
        let begin = InFlightInput.now()
        var nextProgress = begin + 10_000_000_000
        var outcomes: [String: Int] = [:]
        var kinds: [String: Int] = [:]
        var longest = 0
        var slowest: (nanoseconds: UInt64, index: Int) = (0, 0)
        var done = 0
        var index = options.first
        print("quotepool-fuzz \(target.name): seed \(seed), \(limitText), timeout \(options.timeout) s per input")
        while done < options.iterations ?? Int.max {
            if done % 64 == 0 {
                let now = InFlightInput.now()
                if let budget, now - begin >= budget { break }
                if now >= nextProgress {
                    let rate = Double(done) / (Double(now - begin) / 1e9)
                    log("\(target.name): \(done) inputs, \(Int(rate)) inputs/s")
                    nextProgress = now + 10_000_000_000
                }
            }
            let kind: String
            let input: [UInt8]
            if index < target.seeds.count {
                (kind, input) = ("seed", target.seeds[index])
            } else {
                var rng = SplitMix64(seed: SplitMix64.combine(seed, UInt64(index)))
                let made = generator.make(&rng)
                (kind, input) = (made.kind.rawValue, made.bytes)
            }
            InFlightInput.shared.begin(input, index: index)
            let outcome: String
            do {
                outcome = try target.check(input)
            } catch {
                _ = InFlightInput.shared.end()
                log("\nquotepool-fuzz: invariant broken: \(error.message)")
                InFlightInput.shared.report("INVARIANT BROKEN")
                return 1
            }
            let elapsed = InFlightInput.shared.end()
            if elapsed > slowest.nanoseconds { slowest = (elapsed, index) }
            longest = max(longest, input.count)
            outcomes[outcome, default: 0] += 1
            kinds[kind, default: 0] += 1
            done += 1
            index += 1
        }
        let seconds = Double(InFlightInput.now() - begin) / 1e9
        let rate = seconds > 0 ? Double(done) / seconds : 0
        print(
            "quotepool-fuzz \(target.name): \(done) inputs in \(String(format: "%.1f", seconds)) s "
                + "(\(Int(rate)) inputs/s), seed \(seed), no failure")
        print(
            "  inputs: " + Self.counts(kinds) + "; longest \(longest) bytes; slowest "
                + String(format: "%.2f", Double(slowest.nanoseconds) / 1e6) + " ms (input #\(slowest.index))")
        print("  outcomes: " + Self.counts(outcomes))
        return 0
    }

    private var limitText: String {
        switch (options.iterations, options.seconds) {
        case (let n?, let s?): "\(n) inputs or \(s) s"
        case (let n?, nil): "\(n) inputs"
        case (nil, let s?): "\(s) s"
        case (nil, nil): "no limit"
        }
    }

    private func replay(_ path: String) -> Int32 {
        guard let data = FileManager.default.contents(atPath: path) else {
            log("quotepool-fuzz: cannot read \(path)")
            return 64
        }
        let input = [UInt8](data)
        InFlightInput.shared.begin(input, index: 0)
        do {
            let outcome = try target.check(input)
            _ = InFlightInput.shared.end()
            print("quotepool-fuzz \(target.name): \(input.count) bytes from \(path): \(outcome), no failure")
            return 0
        } catch {
            _ = InFlightInput.shared.end()
            log("quotepool-fuzz: invariant broken: \(error.message)")
            print("  input: " + ByteEscaping.literal(input))
            return 1
        }
    }

    /// `name count` pairs, most frequent first.
    private static func counts(_ tally: [String: Int]) -> String {
        tally.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { "\($0.key) \($0.value)" }
            .joined(separator: ", ")
    }

    private func log(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
