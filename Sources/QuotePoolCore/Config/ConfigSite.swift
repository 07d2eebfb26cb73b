import Foundation

/// A key path in the merged configuration and the file that supplied it, with readers that check a
/// value found there and throw ``ConfigError`` naming both.
///
/// Readers never see `null`: the validator treats `null` as "use the default" before calling them.
struct ConfigSite: Sendable {
    let keyPath: String
    let origins: ConfigOrigins

    var file: String { origins.file(for: keyPath) }

    func child(_ key: String) -> ConfigSite {
        ConfigSite(keyPath: keyPath.isEmpty ? key : "\(keyPath).\(key)", origins: origins)
    }

    func element(_ index: Int) -> ConfigSite {
        ConfigSite(keyPath: "\(keyPath)[\(index)]", origins: origins)
    }

    // MARK: Errors at this site

    func wrongType(_ value: JSONValue, expected: String) -> ConfigError {
        .wrongType(file: file, keyPath: keyPath, expected: expected, found: value.brief)
    }

    func outOfRange(_ value: JSONValue, allowed: String) -> ConfigError {
        .outOfRange(file: file, keyPath: keyPath, value: value.brief, allowed: allowed)
    }

    func invalid(_ value: JSONValue, allowed: String) -> ConfigError {
        invalid(described: value.brief, allowed: allowed)
    }

    func invalid(described value: String, allowed: String) -> ConfigError {
        .invalidValue(file: file, keyPath: keyPath, value: value, allowed: allowed)
    }

    func missing(expected: String) -> ConfigError {
        .missingKey(file: file, keyPath: keyPath, expected: expected)
    }

    // MARK: Readers

    /// An integral number in `range`; 2.5 is a wrong type, 65 out of range.
    func integer(_ value: JSONValue, in range: ClosedRange<Int>) throws(ConfigError) -> Int {
        let allowed = ConfigSite.describe(range)
        guard case .number(let n) = value, n == n.rounded() else {
            throw wrongType(value, expected: allowed)
        }
        guard n >= Double(range.lowerBound), n <= Double(range.upperBound) else {
            throw outOfRange(value, allowed: allowed)
        }
        return Int(n)
    }

    func number(_ value: JSONValue, in range: ClosedRange<Double>) throws(ConfigError) -> Double {
        let allowed = ConfigSite.describe(range)
        guard case .number(let n) = value else { throw wrongType(value, expected: allowed) }
        guard range.contains(n) else { throw outOfRange(value, allowed: allowed) }
        return n
    }

    func bool(_ value: JSONValue) throws(ConfigError) -> Bool {
        guard case .bool(let b) = value else { throw wrongType(value, expected: "true or false") }
        return b
    }

    /// A string that is not empty or blank.
    func text(_ value: JSONValue, allowed: String) throws(ConfigError) -> String {
        guard case .string(let s) = value else { throw wrongType(value, expected: allowed) }
        guard !s.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw invalid(value, allowed: allowed)
        }
        return s
    }

    /// A database file, a `postgres://` URL or a libpq keyword string (``DatabaseLocation``); one with a password
    /// is invalid, and shown masked, and so is a value that looks like a connection string but is neither.
    func database(_ value: JSONValue, allowed: String) throws(ConfigError) -> String {
        guard case .string(let raw) = value else { throw wrongType(value, expected: allowed) }
        do {
            _ = try DatabaseLocation(raw)
        } catch {
            throw invalid(
                described: "\(JSONValue.quoted(error.value)) (\(error.problem))", allowed: DatabaseLocation.allowed)
        }
        let text = try text(value, allowed: allowed)
        guard !DatabaseURL.carriesPassword(text) else {
            throw invalid(described: "\"\(DatabaseURL.masked(text))\"", allowed: DatabaseURL.withoutPassword)
        }
        return text
    }

    func choice(_ value: JSONValue, of values: [String]) throws(ConfigError) -> String {
        let allowed = ConfigSite.oneOf(values)
        guard case .string(let s) = value else { throw wrongType(value, expected: allowed) }
        guard values.contains(s) else { throw invalid(value, allowed: allowed) }
        return s
    }

    /// Seconds, from a number of seconds or a duration text (``Budget/duration(_:)``), or a profile name.
    func duration(
        _ value: JSONValue, in range: ClosedRange<Double>, profiles: [(name: String, seconds: Double)] = [],
        allowed: String
    ) throws(ConfigError) -> Double {
        let seconds: Double
        switch value {
        case .number(let n):
            seconds = n
        case .string(let s):
            let key = s.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
            guard let parsed = profiles.first(where: { $0.name == key })?.seconds ?? Budget.duration(key) else {
                throw invalid(value, allowed: allowed)
            }
            seconds = parsed
        default:
            throw wrongType(value, expected: allowed)
        }
        guard range.contains(seconds) else { throw outOfRange(value, allowed: allowed) }
        return seconds
    }

    /// A list of locale codes (`en`, `pt-BR`), normalized (``LocaleCode``: `EN` is `en`, `pt_br` is `pt-BR`), each
    /// pool once; with `served`, only locales of ``Lexicon/builtinLocales``, the ones the gate can judge (a typo
    /// such as `eng` would otherwise pass here and stop every fill).
    func locales(_ value: JSONValue, allowEmpty: Bool, served: Bool = false) throws(ConfigError) -> [LocaleCode] {
        let codes = try list(value, allowEmpty: allowEmpty, what: "locale codes such as en, ja or pt-BR") {
            (item, site) throws(ConfigError) in
            guard case .string(let text) = item, let code = try? LocaleCode(text) else {
                throw site.invalid(item, allowed: "a locale code such as en, ja or pt-BR")
            }
            if served && !Lexicon.builtinLocales.contains(code.base) {
                throw site.invalid(
                    item,
                    allowed: "a locale quotepool serves (\(Lexicon.builtinLocales.joined(separator: ", ")), "
                        + "with a region such as pt-BR if wanted)")
            }
            return (text, code)
        }
        for (index, (text, code)) in codes.enumerated()
        where codes[..<index].contains(where: { $0.1.pool == code.pool }) {
            let why = text == code.pool ? "each locale once" : "each locale once (\(text) shares the pool \(code.pool))"
            throw element(index).invalid(.string(text), allowed: why)
        }
        return codes.map(\.1)
    }

    /// A list of non-empty strings.
    func strings(_ value: JSONValue, allowEmpty: Bool) throws(ConfigError) -> [String] {
        try list(value, allowEmpty: allowEmpty, what: "strings") { (item, site) throws(ConfigError) in
            try site.text(item, allowed: "a non-empty string")
        }
    }

    /// `{locale: [phrase, …]}`.
    func blocklist(_ value: JSONValue) throws(ConfigError) -> [LocaleCode: [String]] {
        let allowed = "an object of lists of phrases keyed by locale, such as {en: [\"phrase\"]}"
        guard case .object(let members) = value else { throw wrongType(value, expected: allowed) }
        var result: [LocaleCode: [String]] = [:]
        for (locale, phrases) in members.sorted(by: { $0.key < $1.key }) where phrases != .null {
            guard let code = try? LocaleCode(locale) else {
                throw invalid(
                    described: "keyed by \(JSONValue.quoted(locale))",
                    allowed: "keys that are locale codes such as en, ja or pt-BR")
            }
            result[code, default: []] += try child(locale).strings(phrases, allowEmpty: true)
        }
        return result
    }

    /// An http or https URL with a host; credentials in it count as a literal secret.
    func url(_ value: JSONValue, allowed: String = "an http or https URL such as http://127.0.0.1:8080/v1")
        throws(ConfigError) -> String
    {
        let text = try text(value, allowed: allowed)
        // `{exit_code}` (healthcheck.failure_url) is filled in before the ping; validate the URL it becomes.
        guard let parts = URLComponents(string: text.replacingOccurrences(of: "{exit_code}", with: "0")),
            let scheme = parts.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = parts.host, !host.isEmpty
        else { throw invalid(value, allowed: allowed) }
        if parts.password != nil || (parts.queryItems ?? []).contains(where: { ConfigSchema.isSecretName($0.name) }) {
            throw ConfigError.literalAPIKey(file: file, keyPath: keyPath)
        }
        return text
    }

    /// The name of an environment variable; anything else is likely the key itself, so it is not echoed.
    func environmentName(_ value: JSONValue) throws(ConfigError) -> String {
        let allowed = "the name of an environment variable such as OPENAI_API_KEY, not the key itself"
        guard case .string(let name) = value else { throw wrongType(value, expected: allowed) }
        guard let first = name.unicodeScalars.first, first == "_" || ConfigSite.asciiLetters.contains(first),
            name.unicodeScalars.allSatisfy({ $0 == "_" || ConfigSite.asciiAlphanumerics.contains($0) })
        else { throw invalid(described: "not a variable name (its value is not shown)", allowed: allowed) }
        return name
    }

    private func list<T>(
        _ value: JSONValue, allowEmpty: Bool, what: String,
        _ item: (JSONValue, ConfigSite) throws(ConfigError) -> T
    ) throws(ConfigError) -> [T] {
        let allowed = allowEmpty ? "a list of \(what)" : "a non-empty list of \(what)"
        guard case .array(let items) = value else { throw wrongType(value, expected: allowed) }
        guard allowEmpty || !items.isEmpty else { throw invalid(value, allowed: allowed) }
        var result: [T] = []
        for (index, element) in items.enumerated() {
            result.append(try item(element, self.element(index)))
        }
        return result
    }

    // MARK: Descriptions shared with the starter file

    static func describe(_ range: ClosedRange<Int>) -> String {
        "an integer from \(range.lowerBound) to \(range.upperBound)"
    }

    /// `a number from 0.5 to 1.0`: both bounds with as many decimals as the more precise one.
    static func describe(_ range: ClosedRange<Double>) -> String {
        let bounds = [range.lowerBound, range.upperBound].map { JSONValue.format($0) }
        let decimals = bounds.map { $0.split(separator: ".").dropFirst().first?.count ?? 0 }.max() ?? 0
        let padded = bounds.map { bound -> String in
            let have = bound.split(separator: ".").dropFirst().first?.count ?? 0
            guard have < decimals else { return bound }
            return bound + (have == 0 ? "." : "") + String(repeating: "0", count: decimals - have)
        }
        return "a number from \(padded[0]) to \(padded[1])"
    }

    /// `a or b`, `a, b or c`.
    static func oneOf(_ values: [String]) -> String {
        guard let last = values.last else { return "nothing" }
        return values.count == 1 ? last : values.dropLast().joined(separator: ", ") + " or " + last
    }

    private static let asciiLetters = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
    private static let asciiAlphanumerics = asciiLetters.union(CharacterSet(charactersIn: "0123456789"))
}
