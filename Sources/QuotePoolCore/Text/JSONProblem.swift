import Foundation

/// What is wrong with a JSON file, for an operator: the key path and the problem, not a decoder's dump.
public enum JSONProblem {
    /// `error` from `JSONDecoder` or `JSONSerialization` as one short phrase.
    public static func describe(_ error: any Error) -> String {
        guard let decoding = error as? DecodingError else { return "not valid JSON" }
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return keys.isEmpty ? "the top level" : String(keys.drop { $0 == "." })
        }
        switch decoding {
        case .keyNotFound(let key, let context):
            let at = context.codingPath.isEmpty ? "" : " in \(path(context))"
            return "no \"\(key.stringValue)\"\(at)"
        case .typeMismatch(let type, let context): return "\(path(context)) is not \(Self.name(of: type))"
        case .valueNotFound(let type, let context): return "\(path(context)) is null, expected \(Self.name(of: type))"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "not valid JSON" : "\(path(context)) is not a valid value"
        @unknown default: return "not valid JSON"
        }
    }

    private static func name(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type, is Double.Type, is Float.Type: "a number"
        case is Bool.Type: "true or false"
        default: "the expected \(type)"
        }
    }
}
