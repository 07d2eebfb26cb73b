import QuotePoolCore

extension StoreError: CategorizedError {
    public var category: FailureCategory {
        switch self {
        case .missing, .unreadable, .empty: .noInput
        case .cannotOpen, .cannotRead, .notOurs, .newerSchema, .corrupt, .notRegular, .hardLinked: .cantCreate
        case .busy: .tempFail
        case .io: .ioError
        case .sqlite: .software
        }
    }
}

extension FillLock.Failure: CategorizedError {
    public var category: FailureCategory {
        switch self {
        case .held: .tempFail
        case .cannotOpen: .cantCreate
        }
    }
}
