import Foundation

/// JSON as the commands print it: keys sorted, slashes unescaped, compact or pretty.
enum JSONText {
    static func encode<T: Encodable>(_ value: T, pretty: Bool) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? (pretty ? "[]" : "{}")
    }
}
