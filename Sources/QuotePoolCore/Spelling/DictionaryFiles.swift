import Foundation

/// One Hunspell dictionary as `spelling.dictionaries` names it: a `.dic` file and the `.aff` file beside it.
///
/// An entry without a `/` is a name under ``directory`` (`en_US` is `/usr/share/hunspell/en_US.dic` and `.aff`);
/// any other entry is a path, with or without the `.dic` or `.aff` ending (relative paths are taken from the working
/// directory, as every path in the configuration is).
public struct DictionaryFiles: Sendable, Hashable, CustomStringConvertible {
    /// Where Debian's `hunspell-*` packages install their dictionaries.
    public static let directory = "/usr/share/hunspell"

    /// The entry as configured.
    public let entry: String
    public let dic: String
    public let aff: String

    public init(_ entry: String, directory: String = Self.directory) {
        self.entry = entry
        var base = entry.contains("/") ? entry : directory + "/" + entry
        if base.hasSuffix(".dic") || base.hasSuffix(".aff") { base.removeLast(4) }
        dic = base + ".dic"
        aff = base + ".aff"
    }

    public var description: String { dic }

    /// The dictionary's name: its `.dic` file's name without the ending (`en_GB`).
    public var name: String { String(dic.split(separator: "/").last?.dropLast(4) ?? "") }

    /// Why the pair cannot be loaded, found without loading it: a file missing or unreadable, or a `.dic` that does
    /// not start with its word count. Nil when both files look right.
    public func problem() -> SpellingError? {
        for path in [dic, aff] {
            do {
                let (fd, _) = try SafeFile.openRegular(path)
                defer { close(fd) }
                guard path == dic else { continue }
                var head = [UInt8](repeating: 0, count: 64)
                let n = head.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if let why = Self.countProblem(Array(head.prefix(max(0, n)))) {
                    return .notADictionary(path: path, reason: why)
                }
            } catch {
                return .fileMissing(path: path, reason: error.isMissing ? "does not exist" : error.problem)
            }
        }
        return nil
    }

    /// Why `head`, the first bytes of a `.dic` file, is not the start of one (its first line is the word count,
    /// after an optional UTF-8 byte order mark), or nil.
    static func countProblem(_ head: [UInt8]) -> String? {
        var bytes = head[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        let line = bytes.prefix { $0 != 10 && $0 != 13 }
        let digits = line.prefix { (48...57).contains($0) }
        guard !digits.isEmpty else { return "its first line is not the number of words it holds" }
        return nil
    }
}
