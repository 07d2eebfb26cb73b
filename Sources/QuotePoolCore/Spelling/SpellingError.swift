/// Why a spelling dictionary could not be used; each names the file or the library concerned.
public enum SpellingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No Hunspell library could be opened.
    case libraryMissing(tried: [String], reason: String)
    /// A file of a `.dic`/`.aff` pair is missing or unreadable.
    case fileMissing(path: String, reason: String)
    /// The file is there but is not a Hunspell dictionary (a `.dic` starts with its word count).
    case notADictionary(path: String, reason: String)
    /// The `.aff` file's `SET` names an encoding quotepool cannot write words in.
    case unsupportedEncoding(aff: String, encoding: String)
    /// Hunspell could not load the pair.
    case createFailed(dic: String)

    public var description: String {
        switch self {
        case .libraryMissing(let tried, let reason):
            "the Hunspell library is not installed (tried \(tried.joined(separator: ", ")): \(reason)); "
                + "scripts/install-dictionaries.sh installs libhunspell-1.7-0"
        case .fileMissing(let path, let reason):
            "\(path): \(reason)"
        case .notADictionary(let path, let reason):
            "\(path) is not a Hunspell dictionary: \(reason)"
        case .unsupportedEncoding(let aff, let encoding):
            "\(aff): SET \(encoding) is not an encoding quotepool can look words up in "
                + "(UTF-8, ISO8859-1, ISO8859-15, ISO8859-2, microsoft-cp1250, microsoft-cp1251, microsoft-cp1252)"
        case .createFailed(let dic):
            "Hunspell could not load \(dic)"
        }
    }
}
