import QuotePoolCore

/// A usage error: the message says what was wrong and the command's help is pointed to. Exit 64.
public struct UsageError: Error, Equatable, CustomStringConvertible, CategorizedError {
    public var message: String
    /// The command whose help to point to; nil for the program's own (`quotepool --help`).
    public var command: String?
    public var description: String { "\(message)\nSee 'quotepool \(command.map { "\($0) " } ?? "")--help'." }
    public var category: FailureCategory { .usage }

    public init(message: String, command: String?) {
        self.message = message
        self.command = command
    }
}

/// Reads `--name value`, `--name=value`, flags and positionals against a declared option set.
struct Arguments {
    private(set) var values: [String: [String]] = [:]
    private(set) var flags: Set<String> = []
    private(set) var positionals: [String] = []
    let command: String

    /// - Parameters:
    ///   - valued: options that take a value (without the dashes).
    ///   - flags: options that take none.
    init(_ args: [String], command: String, valued: Set<String>, flags allowedFlags: Set<String>) throws(UsageError) {
        self.command = command
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
                throw UsageError(message: "unknown option '\(arg)'", command: command)
            }
            var name = String(arg.dropFirst(2))
            var inline: String?
            if let eq = name.firstIndex(of: "=") {
                inline = String(name[name.index(after: eq)...])
                name = String(name[..<eq])
            }
            if valued.contains(name) {
                let value: String
                if let inline {
                    value = inline
                } else {
                    guard i < args.count else {
                        throw UsageError(message: "option '--\(name)' needs a value", command: command)
                    }
                    value = args[i]
                    i += 1
                }
                values[name, default: []].append(value)
            } else if allowedFlags.contains(name) {
                guard inline == nil else {
                    throw UsageError(message: "option '--\(name)' takes no value", command: command)
                }
                flags.insert(name)
            } else {
                let known = (valued.union(allowedFlags)).sorted()
                let hint =
                    known.min { EditDistance.between($0, name) < EditDistance.between($1, name) }
                    .flatMap { EditDistance.between($0, name) <= 3 ? " (did you mean '--\($0)'?)" : nil } ?? ""
                throw UsageError(message: "unknown option '--\(name)'\(hint)", command: command)
            }
        }
    }

    /// The last value given for `name`.
    func value(_ name: String) -> String? { values[name]?.last }

    func has(_ flag: String) -> Bool { flags.contains(flag) }

    func int(_ name: String, range: ClosedRange<Int>) throws(UsageError) -> Int? {
        guard let raw = value(name) else { return nil }
        guard let v = Int(raw), range.contains(v) else {
            throw UsageError(
                message: "--\(name) must be an integer from \(range.lowerBound) to \(range.upperBound), got '\(raw)'",
                command: command)
        }
        return v
    }

    func choice(_ name: String, _ allowed: [String]) throws(UsageError) -> String? {
        guard let raw = value(name) else { return nil }
        guard allowed.contains(raw) else {
            throw UsageError(
                message: "--\(name) must be one of \(allowed.joined(separator: ", ")), got '\(raw)'", command: command)
        }
        return raw
    }

    func noPositionals() throws(UsageError) {
        if let extra = positionals.first {
            throw UsageError(message: "unexpected argument '\(extra)'", command: command)
        }
    }
}
