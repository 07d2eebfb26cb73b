import Foundation
import QuotePoolCore
import Testing

@testable import QuotePoolCLI

/// The parse phase of every command, on its own: which problems a command line has, word for word, before any file
/// is read.
@Suite struct ArgumentParsingTests {
    /// The problems the parse phase of `command` records for `args`.
    func problems(_ command: String, _ args: [String]) throws -> [String] {
        let type = try #require(CommandRegistry.command(named: command))
        var parsed = ParsedArguments(args, command: command, options: type.configuration.options)
        let (console, _) = Console.capturing(environment: [:])
        _ = type.init(
            parsing: &parsed, context: CommandContext(console: console, interruption: Interruption(), entered: .now))
        return parsed.problems
    }

    static let budgetHelp = Budget.allowed

    /// Each row: a command line and every problem its parse phase must report, in order.
    static let table: [(command: String, args: [String], problems: [String])] = [
        ("fill", ["--budget", "90s", "--locale", "EN,de-at", "--seed", "7", "--json"], []),
        ("fill", ["--budget", "xyz"], ["--budget: \"xyz\" is not a budget; expected \(budgetHelp)"]),
        ("fill", ["--budget", "0s"], ["--budget: \"0s\" is outside the allowed range; expected \(budgetHelp)"]),
        ("fill", ["--seed", "-1"], ["--seed must be a non-negative integer, got '-1'"]),
        ("fill", ["--max-accepted", "0"], ["--max-accepted must be an integer from 1 to 100000000, got '0'"]),
        ("fill", ["--log-format", "xml"], ["--log-format must be one of logfmt, json, got 'xml'"]),
        ("fill", ["--log-level", "loud"], ["--log-level must be one of error, warn, info, debug, got 'loud'"]),
        (
            "fill", ["--locale", "e"],
            ["--locale: \"e\" is not a locale code; expected a language code such as en, de, pt or pt-BR"]
        ),
        ("fill", ["--locale", ","], ["--locale needs at least one locale"]),
        ("fill", ["--budgett", "9"], ["unknown option '--budgett' (did you mean '--budget'?)"]),
        ("fill", ["--zzzzzzzz"], ["unknown option '--zzzzzzzz'"]),
        ("fill", ["-b"], ["unknown option '-b'"]),
        ("fill", ["--budget"], ["option '--budget' needs a value"]),
        ("fill", ["--json=yes"], ["option '--json' takes no value"]),
        ("fill", ["now"], ["unexpected argument 'now'"]),
        (
            "fill", ["--budget", "xyz", "--seed", "x", "--locale", "e", "extra"],
            [
                "unexpected argument 'extra'", "--budget: \"xyz\" is not a budget; expected \(budgetHelp)",
                "--locale: \"e\" is not a locale code; expected a language code such as en, de, pt or pt-BR",
                "--seed must be a non-negative integer, got 'x'",
            ]
        ),
        ("query", ["--locale", "EN-us", "--limit", "9999", "--format", "ndjson"], []),
        (
            "query", ["--since", "2026-02-30"],
            ["--since must be a UTC date or time like 2026-11-01 or 2026-11-01T08:00:00Z, got '2026-02-30'"]
        ),
        ("query", ["--limit", "0"], ["--limit must be a positive integer (at most 500 lines are returned), got '0'"]),
        ("query", ["--random", "--today"], ["--random and --today cannot be combined"]),
        ("query", ["--format", "xml"], ["--format must be one of table, json, ndjson, got 'xml'"]),
        ("report", ["--runs", "0"], ["--runs must be an integer from 1 to 10000, got '0'"]),
        ("report", ["--html="], ["--html needs a file name"]),
        ("eval", [], ["--dataset <file.jsonl> (or --novelty-set <dir>) is required"]),
        ("eval", ["--novelty-set", "d", "--split", "some"], ["--split must be one of odd, even, all, got 'some'"]),
        (
            "eval", ["--dataset", "d", "--through", "judge"],
            ["--through must be one of gate, form, novelty, all, got 'judge'"]
        ),
        ("import", ["f"], ["--locale <code> is required"]),
        ("import", ["--locale", "en"], ["expected exactly one file to import"]),
        ("import", ["--locale", "EN", "a", "b"], ["expected exactly one file to import"]),
        ("retire", ["3"], ["--reason <text> is required"]),
        ("retire", ["--reason", "dull"], ["expected at least one line id"]),
        (
            "retire", ["--reason", "dull", "3", "x", "0"],
            ["line ids are positive integers, got 'x'", "line ids are positive integers, got '0'"]
        ),
        ("config", [], ["expected one of: check, show, init"]),
        ("config", ["check", "more"], ["unexpected argument 'more'"]),
        ("config", ["init", "a.json5"], []),
        ("db", ["check", "x"], ["db check takes no file"]),
        ("db", ["backup"], ["db backup needs one destination file"]),
        ("db", ["copy", "a"], ["db copy needs a source and a destination (SQLite files or postgres:// URLs)"]),
        ("db", ["vacuum"], ["expected: quotepool db backup FILE, quotepool db check, or quotepool db copy FROM TO"]),
        (
            "taste", ["fit"],
            [
                "expected: quotepool taste train (--dataset FILE | --from-db DB) --out FILE",
                "--dataset <file.jsonl> or --from-db <db> is required", "--out <file> is required",
            ]
        ),
        (
            "taste", ["train", "--dataset", "a", "--from-db", "b", "--out", "m"],
            ["--dataset and --from-db cannot be combined"]
        ),
        (
            "taste", ["train", "--dataset", "a", "--min-age", "3d", "--out", "m"],
            ["--min-age applies only with --from-db"]
        ),
        (
            "taste", ["train", "--from-db", "a", "--min-age", "soon", "--out", "m"],
            ["--min-age must be a duration such as 90 (seconds), 90m, 36h or 14d, at most 36500d, got 'soon'"]
        ),
        ("judge", ["check"], ["--dataset <file.jsonl> is required"]),
        ("judge", ["run", "--dataset", "a"], ["expected: quotepool judge check --dataset FILE"]),
        ("bench", ["--lines", "5"], ["--lines goes with --make-pool"]),
        ("bench", ["--seed", "x"], ["--seed must be a non-negative integer, got 'x'"]),
        ("doctor", ["--jsn"], ["unknown option '--jsn' (did you mean '--json'?)"]),
    ]

    @Test func everyCommandLineProblemIsReportedWordForWord() throws {
        for row in Self.table {
            #expect(try problems(row.command, row.args) == row.problems, "quotepool \(row.command) \(row.args)")
        }
    }

    @Test func everyCommandIsInTheRegistryWithItsHelpAndDeclaredOptions() throws {
        let names = CommandRegistry.commands.map { $0.configuration.name }
        #expect(Set(names).count == names.count)
        for type in CommandRegistry.commands {
            let c = type.configuration
            #expect(c.help.hasPrefix("USAGE: quotepool \(c.name)"), "\(c.name)")
            // Every option the command declares is in its help, and the help lists no option it does not take.
            for option in c.options {
                #expect(c.help.contains("--\(option.name)"), "\(c.name) --help does not list --\(option.name)")
            }
        }
        #expect(CommandRegistry.suggestion(for: "fil") == "fill")
        #expect(CommandRegistry.suggestion(for: "dcotor") == "doctor")
        #expect(CommandRegistry.suggestion(for: "xyzzy") == nil)
    }

    @Test func sharedOptionsAreDeclaredOnce() {
        // A shared option is the same value wherever a command takes it.
        for type in CommandRegistry.commands {
            for option in type.configuration.options {
                for shared in [OptionSpec.config, .db, .seed, .json, .logFormat, .logLevel]
                where option.name == shared.name {
                    #expect(option == shared, "\(type.configuration.name) declares --\(option.name) its own way")
                }
            }
        }
    }

    func run(_ args: [String], env: [String: String] = [:]) async -> (code: Int32, out: String, err: String) {
        let (console, captured) = Console.capturing(environment: env)
        let code = await QuotePoolCLI.run(args, console: console)
        return (code, captured.stdout, captured.stderr)
    }

    @Test func aBadOptionIsReportedBeforeTheConfigIsRead() async throws {
        let dir = TempDir()
        let bad = dir.file("bad.json5")
        try "{ pool: { targett_per_locale: 5 } }".write(toFile: bad, atomically: true, encoding: .utf8)
        let r = await run(["fill", "--config", bad, "--budget", "xyz", "--db", dir.file("p.sqlite"), "--json"])
        #expect(r.code == ExitCode.usage, "\(r.err)")
        #expect(r.err.contains("--budget: \"xyz\" is not a budget"), "\(r.err)")
        #expect(!r.err.contains("targett_per_locale"), "the config is read after the options: \(r.err)")
        // The summary object is still printed, with the usage code.
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        #expect(summary["exit_code"] as? Int == 64)
        #expect(!FileManager.default.fileExists(atPath: dir.file("p.sqlite")), "nothing was created")
        // With the option fixed, the config's problem is what is left (78).
        let fixed = await run(["fill", "--config", bad, "--budget", "2s", "--db", dir.file("p.sqlite")])
        #expect(fixed.code == ExitCode.config && fixed.err.contains("targett_per_locale"), "\(fixed.err)")
    }

    @Test func aValueTheCommandLineOverridesCannotFailTheRun() async throws {
        let dir = TempDir()
        let config = dir.file("q.json5")
        try "{ budget: \"forever\", pool: { target_per_locale: 3 } }".write(
            toFile: config, atomically: true, encoding: .utf8)
        let db = dir.file("p.sqlite")
        // The config's bad budget and a bad QUOTEPOOL_BUDGET are overridden by --budget: warned about, not fatal.
        let r = await run(
            ["fill", "--config", config, "--db", db, "--budget", "120s", "--locale", "en", "--log-format", "json"],
            env: ["QUOTEPOOL_BUDGET": "xyz"])
        #expect(r.code == 0, "\(r.out) \(r.err)")
        #expect(r.err.contains("forever") && r.err.contains("not used: the command line sets budget"), "\(r.err)")
        #expect(r.err.contains("QUOTEPOOL_BUDGET"), "\(r.err)")
        // Without --budget the same values fail the run (78), the config's first.
        let failing = await run(["fill", "--config", config, "--db", db, "--locale", "en"])
        #expect(failing.code == ExitCode.config && failing.err.contains("forever"), "\(failing.err)")
        let env = await run(
            ["fill", "--db", db, "--locale", "en"], env: ["QUOTEPOOL_BUDGET": "xyz", "QUOTEPOOL_CONFIG": ""])
        #expect(env.code == ExitCode.config && env.err.contains("QUOTEPOOL_BUDGET"), "\(env.err)")
    }
}
