import Foundation

/// A locale code, normalized once where it enters (the command line, the config, a data set) and used as a value
/// from there on.
///
/// The form is BCP 47's: a language subtag of two or three letters, then optional subtags of two to eight letters
/// or digits, joined by `-` (an `_` is read as `-`). Case is normalized: the language lower-case (`EN` → `en`), a
/// two-letter region upper-case (`en_us` → `en-US`), a four-letter script title-case (`zh-hant` → `zh-Hant`).
///
/// **One pool per language.** A region or script subtag says how to write (`pt-BR` asks the model for Brazilian
/// Portuguese) but not which pool: lines are stored, counted toward the target and served under ``pool``, the
/// language alone, so `fill --locale en-US` fills the pool that `query --locale en` reads.
public struct LocaleCode: Hashable, Sendable, Comparable, CustomStringConvertible, Codable {
    /// The normalized code (`pt-BR`).
    public let code: String
    /// The language subtag (`pt` for `pt-BR`), lower-case: the pool the locale's lines belong to, and the name of
    /// its data (`Resources/locales/<language>.txt`, its dictionaries, taste lists and thresholds).
    public let language: String

    /// Why a text is not a locale code.
    public struct Invalid: Error, Equatable, Sendable, CustomStringConvertible {
        public var text: String
        public var description: String {
            "\(JSONValue.quoted(text)) is not a locale code; expected a language code such as en, de, pt or pt-BR"
        }
    }

    /// Parses and normalizes `text`.
    /// - Throws: ``Invalid`` for anything that is not a well-formed code.
    public init(_ text: String) throws(Invalid) {
        let parts = text.trimmingCharacters(in: .whitespaces).split(
            separator: "-", omittingEmptySubsequences: false
        ).flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy(Self.isLetter) else {
            throw Invalid(text: text)
        }
        var normalized = [first.lowercased()]
        for part in parts.dropFirst() {
            guard (2...8).contains(part.count), part.allSatisfy({ Self.isLetter($0) || Self.isDigit($0) }) else {
                throw Invalid(text: text)
            }
            switch part.count {
            case 2 where part.allSatisfy(Self.isLetter): normalized.append(part.uppercased())
            case 4 where part.allSatisfy(Self.isLetter):
                normalized.append(part.prefix(1).uppercased() + part.dropFirst().lowercased())
            default: normalized.append(part.lowercased())
            }
        }
        code = normalized.joined(separator: "-")
        language = normalized[0]
    }

    /// The pool lines of this locale are stored and served under (the language; see the type's documentation).
    public var pool: String { language }

    /// The language alone (`pt` for `pt-BR`), as a code.
    public var base: LocaleCode { code == language ? self : LocaleCode(normalized: language) }

    /// Whether this is a language alone, without a region or script (`pt`, not `pt-BR`).
    public var isBase: Bool { code == language }

    private init(normalized: String) {
        code = normalized
        language = normalized
    }

    public var description: String { code }

    public static func < (a: LocaleCode, b: LocaleCode) -> Bool { a.code < b.code }

    private static func isLetter(_ c: Character) -> Bool { c.isASCII && c.isLetter }
    private static func isDigit(_ c: Character) -> Bool { c.isASCII && c.isNumber }

    /// Parses a comma-separated list (`en,de, pt-BR`), dropping empty items and later duplicates of a pool.
    public static func list(_ text: String) throws(Invalid) -> [LocaleCode] {
        var out: [LocaleCode] = []
        for item in text.split(separator: ",") where !item.trimmingCharacters(in: .whitespaces).isEmpty {
            let code = try LocaleCode(String(item))
            if !out.contains(where: { $0.pool == code.pool }) { out.append(code) }
        }
        return out
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do {
            try self.init(text)
        } catch {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(code)
    }
}

extension LocaleCode: CodingKeyRepresentable {
    /// Keyed by its code, so a dictionary keyed by locale encodes as an object (`{"en": …}`).
    public var codingKey: any CodingKey { CodingKeyName(code) }

    public init?<T: CodingKey>(codingKey: T) {
        try? self.init(codingKey.stringValue)
    }

    private struct CodingKeyName: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

extension LocaleCode: ExpressibleByStringLiteral {
    /// A code written in the source (`"en"`, in tests and defaults); a malformed literal is a programming error.
    public init(stringLiteral value: String) {
        do {
            try self.init(value)
        } catch {
            preconditionFailure(error.description)
        }
    }
}

extension Sequence where Element == LocaleCode {
    /// The codes joined by `separator` (`en, pt-BR`), as messages and summaries list them.
    public func joined(separator: String) -> String { map(\.code).joined(separator: separator) }
}
