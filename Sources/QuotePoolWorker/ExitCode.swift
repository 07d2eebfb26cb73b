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

    public static func of(_ error: StoreError) -> Int32 {
        switch error {
        case .missing, .unreadable, .empty: noInput
        case .cannotOpen, .cannotRead, .notOurs, .newerSchema, .corrupt, .notRegular, .hardLinked: cantCreate
        case .busy: tempFail
        case .io: ioError
        case .sqlite: software
        }
    }

    public static func of(_ error: FillJob.Failure) -> Int32 {
        switch error {
        case .store(let e): of(e)
        case .lock(.held): tempFail
        case .lock(.cannotOpen): cantCreate
        }
    }
}
