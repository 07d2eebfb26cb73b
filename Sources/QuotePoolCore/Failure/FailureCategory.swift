/// What kind of failure an error is: the one vocabulary from which the command line derives every exit code
/// (SPEC 6), so no module decides a code by itself.
public enum FailureCategory: String, Sendable, Equatable, CaseIterable {
    /// The command line is wrong (64).
    case usage
    /// An input file (data set, import file) is malformed (65).
    case dataError
    /// The file or database to read does not exist or may not be read (66).
    case noInput
    /// A backend is unavailable until someone acts: model missing, locale unsupported, unauthorized (69).
    case unavailable
    /// A bug or an unexpected failure (70).
    case software
    /// The database cannot be created or opened for writing, is damaged, foreign or newer (73).
    case cantCreate
    /// An I/O error or a full disk while writing, rolled back (74).
    case ioError
    /// Try again later: busy, locked, unreachable, loading, rate limited, degraded (75).
    case tempFail
    /// The configuration is invalid (78).
    case config
}

/// An error that knows its ``FailureCategory``.
public protocol CategorizedError: Error {
    var category: FailureCategory { get }
}
