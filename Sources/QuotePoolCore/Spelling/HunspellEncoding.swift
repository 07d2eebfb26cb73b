import Foundation

/// The encoding a Hunspell dictionary reads words in: the `SET` line of its `.aff` file, ISO8859-1 when there is
/// none. Every word is looked up in its dictionary's encoding; a word with a character the encoding cannot write
/// cannot be in that dictionary.
public enum HunspellEncoding: Sendable, Equatable {
    case utf8
    /// ISO8859-1: each scalar up to U+00FF is one byte.
    case latin1
    /// ISO8859-15: ISO8859-1 with eight places changed (€, Š, š, Ž, ž, Œ, œ, Ÿ).
    case latin9
    /// An encoding Foundation converts to (ISO8859-2, the Windows code pages).
    case foundation(String.Encoding)

    /// The encoding called `name` as Hunspell reports it (`UTF-8`, `ISO8859-1`, `microsoft-cp1251`), or nil.
    public init?(name: String) {
        let key = name.uppercased().filter { $0 != "-" && $0 != "_" && $0 != " " }
        switch key {
        case "UTF8": self = .utf8
        case "ISO88591": self = .latin1
        case "ISO885915": self = .latin9
        case "ISO88592": self = .foundation(.isoLatin2)
        case "MICROSOFTCP1250", "CP1250", "WINDOWS1250": self = .foundation(.windowsCP1250)
        case "MICROSOFTCP1251", "CP1251", "WINDOWS1251": self = .foundation(.windowsCP1251)
        case "MICROSOFTCP1252", "CP1252", "WINDOWS1252": self = .foundation(.windowsCP1252)
        default: return nil
        }
    }

    /// `word` in this encoding with a terminating NUL, or nil when the encoding cannot write it.
    public func cString(_ word: String) -> [CChar]? {
        var bytes: [UInt8]
        switch self {
        case .utf8:
            bytes = Array(word.utf8)
        case .latin1:
            bytes = []
            for scalar in word.unicodeScalars {
                guard scalar.value <= 0xFF else { return nil }
                bytes.append(UInt8(scalar.value))
            }
        case .latin9:
            bytes = []
            for scalar in word.unicodeScalars {
                if let byte = Self.latin9Bytes[scalar.value] {
                    bytes.append(byte)
                } else if scalar.value <= 0xFF, !Self.latin9Replaced.contains(UInt8(scalar.value)) {
                    bytes.append(UInt8(scalar.value))
                } else {
                    return nil
                }
            }
        case .foundation(let encoding):
            guard let data = word.data(using: encoding, allowLossyConversion: false) else { return nil }
            bytes = Array(data)
        }
        // A NUL inside the word would end it early: such a word is in no dictionary.
        guard !bytes.contains(0) else { return nil }
        return bytes.map { CChar(bitPattern: $0) } + [0]
    }

    /// The scalars ISO8859-15 writes where ISO8859-1 has other characters.
    private static let latin9Bytes: [UInt32: UInt8] = [
        0x20AC: 0xA4, 0x0160: 0xA6, 0x0161: 0xA8, 0x017D: 0xB4, 0x017E: 0xB8, 0x0152: 0xBC, 0x0153: 0xBD,
        0x0178: 0xBE,
    ]
    private static let latin9Replaced: Set<UInt8> = [0xA4, 0xA6, 0xA8, 0xB4, 0xB8, 0xBC, 0xBD, 0xBE]
}
