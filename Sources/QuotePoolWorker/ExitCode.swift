import QuotePoolCore
import QuotePoolStore

/// The sysexits codes of SPEC 6, and the one place where errors become them.
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

    /// The code of a failure category (SPEC 6).
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

    public static func of(_ error: StoreError) -> Int32 { of(error.category) }

    public static func of(_ error: FillJob.Failure) -> Int32 {
        switch error {
        case .store(let e): of(e.category)
        case .lock(let e): of(e.category)
        }
    }
}
