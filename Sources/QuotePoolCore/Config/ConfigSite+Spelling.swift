/// Readers of the `spelling` keys.
extension ConfigSite {
    static let dictionariesAllowed =
        "an object of lists of dictionaries keyed by locale, such as {de: [\"de_DE\"], pt: [\"pt_PT\", \"pt_BR\"]}"

    /// `spelling.dictionaries`: the defaults with each locale the file sets replaced. Keys are locale codes read as
    /// their pool (`pt-BR` is `pt`: one entry per language); entries are names or paths (``DictionaryFiles``).
    func dictionaries(_ value: JSONValue) throws(ConfigError) -> [String: [String]] {
        var result = Config.Spelling.defaultDictionaries
        for (pool, entries) in try perLanguage(value, allowed: Self.dictionariesAllowed) {
            result[pool] = entries
        }
        return result
    }

    /// `spelling.words`: `{locale: [word, …]}`, keyed by pool.
    func spellingWords(_ value: JSONValue) throws(ConfigError) -> [String: [String]] {
        try perLanguage(value, allowed: "an object of lists of words keyed by locale, such as {de: [\"Kowalski\"]}")
    }

    /// An object of lists of non-empty strings keyed by locale code, as pools; `null` for a locale is left out.
    private func perLanguage(_ value: JSONValue, allowed: String) throws(ConfigError) -> [String:
        [String]]
    {
        guard case .object(let members) = value else { throw wrongType(value, expected: allowed) }
        var result: [String: [String]] = [:]
        var keyOf: [String: String] = [:]
        for (key, entries) in members.sorted(by: { $0.key < $1.key }) {
            guard let code = try? LocaleCode(key) else {
                throw invalid(
                    described: "keyed by \(JSONValue.quoted(key))",
                    allowed: "keys that are locale codes such as en, de or pt")
            }
            if let other = keyOf[code.pool] {
                throw child(key).invalid(
                    described: JSONValue.quoted(key),
                    allowed: "one entry per language (\(other) and \(key) are both \(code.pool))")
            }
            keyOf[code.pool] = key
            guard entries != .null else { continue }
            result[code.pool] = try child(key).strings(entries, allowEmpty: true)
        }
        return result
    }
}
