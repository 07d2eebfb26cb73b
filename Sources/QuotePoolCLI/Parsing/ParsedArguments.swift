import QuotePoolCore

/// A command line read against a command's declared options: the first of a command's three phases (parse →
/// validate → run).
///
/// Reading never stops at the first problem: an unknown option, a missing value and every typed accessor that finds
/// a value of the wrong type or out of range records what is wrong and goes on, so ``finish()`` can report every
/// problem of the command line together (exit 64) before any file is read.
struct ParsedArguments {
    /// The command, for messages and its help.
    let command: String
    private(set) var values: [String: [String]] = [:]
    private(set) var flags: Set<String> = []
    private(set) var positionals: [String] = []
    /// What is wrong so far, in the order found.
    private(set) var problems: [String] = []

    /// Reads `args` (without the command's name) against `options`.
    init(_ args: [String], command: String, options: [OptionSpec]) {
        self.command = command
        let declared = Dictionary(options.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var i = 0
        var onlyPositionals = false
        while i < args.count {
            let arg = args[i]
            i += 1
            if onlyPositionals || !arg.hasPrefix("-") || arg == "-" {
                positionals.append(arg)
                continue
            }
            if arg == "--" {
                onlyPositionals = true
                continue
            }
            guard arg.hasPrefix("--") else {
                problems.append("unknown option '\(arg)'")
                continue
            }
            var name = String(arg.dropFirst(2))
            var inline: String?
            if let eq = name.firstIndex(of: "=") {
                inline = String(name[name.index(after: eq)...])
                name = String(name[..<eq])
            }
            guard let option = declared[name] else {
                let hint = EditDistance.closest(to: name, among: options.map(\.name).sorted(), within: 3)
                problems.append("unknown option '--\(name)'" + (hint.map { " (did you mean '--\($0)'?)" } ?? ""))
                // A mistyped option that takes a value keeps its value, which is not an argument of its own.
                if inline == nil, let hint, declared[hint]?.takesValue == true, i < args.count,
                    !args[i].hasPrefix("-")
                {
                    i += 1
                }
                continue
            }
            if option.takesValue {
                if let inline {
                    values[name, default: []].append(inline)
                } else if i < args.count {
                    values[name, default: []].append(args[i])
                    i += 1
                } else {
                    problems.append("option '--\(name)' needs a value")
                }
            } else if inline != nil {
                problems.append("option '--\(name)' takes no value")
            } else {
                flags.insert(name)
            }
        }
    }

    /// Records `message` as one of the command line's problems.
    mutating func problem(_ message: String) { problems.append(message) }

    /// Throws every recorded problem together; returns when there is none.
    func finish() throws(UsageError) {
        guard problems.isEmpty else { throw UsageError(problems: problems, command: command) }
    }

    // MARK: Values as given

    /// The last value given for `name`.
    func value(_ name: String) -> String? { values[name]?.last }

    /// Every value given for `name`, in order (an option that may be repeated).
    func allValues(_ name: String) -> [String] { values[name] ?? [] }

    /// Whether the flag `name` was given.
    func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// `option`'s value, which must be given; records `--option <placeholder> is required` when it is not.
    mutating func required(_ name: String, _ placeholder: String) -> String? {
        guard let value = value(name), !value.isEmpty else {
            problem("--\(name) \(placeholder) is required")
            return nil
        }
        return value
    }

    /// Records a problem for the first positional argument, if any: for commands that take none.
    mutating func noPositionals() {
        if let extra = positionals.first { problem("unexpected argument '\(extra)'") }
    }

    // MARK: Typed values

    /// An integer in `range`, or nil (recording the problem) when the value is not one.
    mutating func int(_ name: String, range: ClosedRange<Int>) -> Int? {
        guard let raw = value(name) else { return nil }
        guard let v = Int(raw), range.contains(v) else {
            problem("--\(name) must be an integer from \(range.lowerBound) to \(range.upperBound), got '\(raw)'")
            return nil
        }
        return v
    }

    /// One of `allowed`, or nil (recording the problem) for anything else.
    mutating func choice(_ name: String, _ allowed: [String]) -> String? {
        guard let raw = value(name) else { return nil }
        guard allowed.contains(raw) else {
            problem("--\(name) must be one of \(allowed.joined(separator: ", ")), got '\(raw)'")
            return nil
        }
        return raw
    }

    /// `--seed N`: a non-negative integer that makes a run repeatable.
    mutating func seed() -> UInt64? {
        guard let raw = value(OptionSpec.seed.name) else { return nil }
        guard let seed = UInt64(raw) else {
            problem("--seed must be a non-negative integer, got '\(raw)'")
            return nil
        }
        return seed
    }

    /// A budget (`--budget`): seconds, a duration or a profile, 1 s to 24 h (``Budget``).
    mutating func budget(_ name: String) -> Double? {
        guard let raw = value(name) else { return nil }
        do {
            return try Budget.seconds(from: raw)
        } catch {
            problem("--\(name): \(error.description)")
            return nil
        }
    }

    /// A duration in seconds (``Budget/duration(_:)``: `90` is 90 seconds, `14d` fourteen days), at most
    /// `maximumDays` days.
    mutating func duration(_ name: String, maximumDays: Int) -> Double? {
        guard let raw = value(name) else { return nil }
        guard let seconds = Budget.duration(raw), seconds <= Double(maximumDays) * 86_400 else {
            problem(
                "--\(name) must be a duration such as 90 (seconds), 90m, 36h or 14d, at most \(maximumDays)d, "
                    + "got '\(raw)'")
            return nil
        }
        return seconds
    }

    /// A comma-separated list of locales (`en,de, pt-BR`, any case), at least one; nil when not given.
    mutating func locales(_ name: String) -> [LocaleCode]? {
        guard let raw = value(name) else { return nil }
        do {
            let parsed = try LocaleCode.list(raw)
            if parsed.isEmpty { problem("--\(name) needs at least one locale") }
            return parsed.isEmpty ? nil : parsed
        } catch {
            problem("--\(name): \(error.description)")
            return nil
        }
    }

    /// One locale (any case, with an optional region); nil when not given.
    mutating func locale(_ name: String) -> LocaleCode? {
        guard let raw = value(name) else { return nil }
        do {
            return try LocaleCode(raw)
        } catch {
            problem("--\(name): \(error.description)")
            return nil
        }
    }
}
