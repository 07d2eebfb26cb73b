/// Per-locale language data: function words, clichés, chatter, scorer lexicons and composer slots.
///
/// The data lives in one plain-text file per locale, `Resources/locales/<locale>.txt`, compiled into the
/// binary (``LocaleResources``): `[section]` headers, one entry per line, `#` starts a comment line. Entries
/// are kept as written; callers normalize them as their matching needs (see ``TextNormalizer``).
public struct Lexicon: Sendable {
    public let locale: String
    public let sections: [String: [String]]

    public init(locale: String, sections: [String: [String]]) {
        self.locale = locale
        self.sections = sections
    }

    /// Parses the plain-text lexicon format. Unknown sections are kept; duplicate headers append.
    public init(locale: String, source: String) {
        var source = source
        self.init(locale: locale, sections: source.withUTF8(Self.parse))
    }

    /// Parses the plain-text lexicon format from UTF-8 bytes, as a locale file is embedded, without making
    /// the whole file a `String` first. Invalid UTF-8 is repaired as `String(decoding:as:)` repairs it.
    public init(locale: String, utf8: [UInt8]) {
        self.init(locale: locale, sections: utf8.withUnsafeBufferPointer(Self.parse))
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> [String: [String]] {
        var sections: [String: [String]] = [:]
        var current: String?
        var entries: [String] = []
        // Lines are found on the UTF-8 bytes (a line feed never occurs inside a multi-byte scalar); blank and
        // comment lines are skipped before they become strings, and only a line that starts or ends with a
        // Unicode space (ideographic, no-break) needs the Unicode whitespace trim. Start-up parses every
        // lexicon, so this path matters there.
        for raw in bytes.split(separator: 10, omittingEmptySubsequences: true) {
            var slice = raw[...]
            while let first = slice.first, first == 32 || (9...13).contains(first) { slice = slice.dropFirst() }
            while let last = slice.last, last == 32 || (9...13).contains(last) { slice = slice.dropLast() }
            guard let first = slice.first, let last = slice.last, first != UInt8(ascii: "#") else { continue }
            var line = String(decoding: slice, as: UTF8.self)
            if first >= 0x80 || last >= 0x80, Self.endsInWhitespace(line) {
                line = line.trimmingWhitespace()
            }
            if line.isEmpty || line.utf8.first == UInt8(ascii: "#") { continue }
            if line.utf8.first == UInt8(ascii: "["), line.utf8.last == UInt8(ascii: "]") {
                if let current { sections[current, default: []] += entries }
                entries = []
                current = String(line.dropFirst().dropLast())
                continue
            }
            if current != nil { entries.append(line) }
        }
        if let current { sections[current, default: []] += entries }
        return sections
    }

    /// True when the first or the last scalar of `line` is Unicode whitespace.
    private static func endsInWhitespace(_ line: String) -> Bool {
        let scalars = line.unicodeScalars
        return scalars.first?.properties.isWhitespace == true || scalars.last?.properties.isWhitespace == true
    }

    /// Sections that serve language identification only (see ``isIdentificationOnly``), with `locale`, which
    /// every file has. An identification-only file needs `function_words` and `sample_text`; the marker
    /// sections (``MarkerLetters``) are optional.
    public static let identificationSections: Set<String> = [
        "locale", "function_words", "sample_text", "marker_letters", "marker_spellings", "marker_endings",
    ]

    /// True for a lexicon of a "known other" language, one quotepool does not serve: it has nothing but
    /// ``identificationSections``, so the identifier can decide the language (and reject it under a
    /// neighbouring locale) while the composer, the gate's locale lists, the cliché matcher and the scorers
    /// find no data for it, and the identifier never confirms it as a locale
    /// (``LanguageIdentifier/matches(_:locale:)``).
    public var isIdentificationOnly: Bool {
        !sections.isEmpty && sections.keys.allSatisfy(Self.identificationSections.contains)
    }

    /// The entries of one section, or an empty list when the section is absent.
    public subscript(section: String) -> [String] { sections[section] ?? [] }

    /// Section names that start with `prefix` (for example `theme:`), without the prefix.
    public func names(withPrefix prefix: String) -> [String] {
        sections.keys.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }.sorted()
    }
}

extension Lexicon {
    /// Locales quotepool serves, each with a full built-in lexicon, in the order of ``LocaleResources``.
    public static let builtinLocales: [LocaleCode] = LocaleResources.all.map(\.locale).filter {
        builtin[$0]?.isIdentificationOnly == false
    }.compactMap { try? LocaleCode($0) }

    /// Close neighbours of the served locales with an identification-only lexicon (``isIdentificationOnly``):
    /// Dutch (next to German), Catalan (next to Spanish) and Galician (next to Portuguese).
    public static let identificationOnlyLocales: [String] = LocaleResources.all.map(\.locale).filter {
        builtin[$0]?.isIdentificationOnly == true
    }

    /// The built-in data of `locale`'s language (any region), nil for a language quotepool has no file for.
    public static func of(_ locale: LocaleCode) -> Lexicon? { builtin[locale.language] }

    /// The built-in lexicons, parsed once: the served locales and the identification-only ones, by language.
    public static let builtin: [String: Lexicon] = {
        var out: [String: Lexicon] = [:]
        for (locale, utf8) in LocaleResources.all {
            out[locale] = Lexicon(locale: locale, utf8: utf8)
        }
        return out
    }()
}

extension StringProtocol {
    /// The text without leading and trailing Unicode whitespace (including NBSP and ideographic space).
    public func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
        return String(String.UnicodeScalarView(scalars[first...last]))
    }
}
