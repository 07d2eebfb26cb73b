extension LocaleCode {
    /// The region subtag (`BR` for `pt-BR`, `419` for `es-419`), or nil for a code without one. A script subtag
    /// may come first (`zh-Hant-TW` is `TW`).
    public var region: String? {
        let subtags = code.split(separator: "-").dropFirst().map(String.init)
        return subtags.first { part in
            (part.count == 2 && part.allSatisfy(\.isLetter)) || (part.count == 3 && part.allSatisfy(\.isNumber))
        }
    }
}
