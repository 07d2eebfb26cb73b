/// The sysexits codes of SPEC 6, and the one table from a ``FailureCategory`` to its code.
///
/// The command line maps every error to a category and then to a code here (`ExitCodes.code(for:)` in the CLI);
/// the worker uses the same table for the exit code it records in a run row.
public enum ExitCode {
    public static let ok: Int32 = 0
    public static let usage: Int32 = 64
    public static let dataError: Int32 = 65
    public static let noInput: Int32 = 66
    public static let unavailable: Int32 = 69
    public static let software: Int32 = 70
    public static let cantCreate: Int32 = 73
    public static let ioError: Int32 = 74
    public static let tempFail: Int32 = 75
    public static let config: Int32 = 78

    /// The code of a failure of `category`.
    public static func of(_ category: FailureCategory) -> Int32 {
        switch category {
        case .usage: usage
        case .dataError: dataError
        case .noInput: noInput
        case .unavailable: unavailable
        case .software: software
        case .cantCreate: cantCreate
        case .ioError: ioError
        case .tempFail: tempFail
        case .config: config
        }
    }

    /// The code of a process ended by signal `number` (130 for SIGINT, 143 for SIGTERM).
    public static func signal(_ number: Int32) -> Int32 { 128 + number }
}
