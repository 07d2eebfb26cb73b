import CSQLite
import QuotePoolCore
import Testing

@testable import QuotePoolStore

/// Each store failure is of the category whose exit code SPEC 6 gives it.
@Suite struct FailureCategoryTests {
    @Test func everyStoreErrorHasTheCategoryOfItsExitCode() {
        let sqlite = SQLiteError(code: SQLITE_ERROR, message: "boom")
        let expected: [(StoreError, FailureCategory)] = [
            (.missing(path: "p"), .noInput),
            (.unreadable(path: "p", message: "m"), .noInput),
            (.empty(path: "p"), .noInput),
            (.cannotOpen(path: "p", message: "m"), .cantCreate),
            (.cannotRead(path: "p", message: "m"), .cantCreate),
            (.notOurs(path: "p", detail: "d"), .cantCreate),
            (.newerSchema(path: "p", found: 3, supported: 1), .cantCreate),
            (.corrupt(path: "p", message: "m"), .cantCreate),
            (.notRegular(path: "p", kind: "a FIFO"), .cantCreate),
            (.hardLinked(path: "p", links: 2), .cantCreate),
            (.busy(message: "m"), .tempFail),
            (.io(message: "m"), .ioError),
            (.sqlite(sqlite), .software),
        ]
        for (error, category) in expected {
            #expect(error.category == category, "\(error)")
        }
    }

    @Test func aHeldLockIsTemporaryAndAnUnusableLockFileCannotBeCreated() {
        #expect(FillLock.Failure.held(path: "p.lock", holder: "pid 1").category == .tempFail)
        #expect(FillLock.Failure.cannotOpen(path: "p.lock", reason: "r").category == .cantCreate)
    }

    /// The same raw SQLite failure is a reader's damaged file but a writer's failed (and rolled back) write.
    @Test func rawSQLiteFailuresAreClassifiedByWhoMetThem() {
        let ioError = SQLiteError(code: SQLITE_IOERR, message: "disk I/O error")
        #expect(StoreError.from(ioError, path: "p").category == .ioError)
        #expect(StoreError.reading(ioError, path: "p").category == .cantCreate)
        let busy = SQLiteError(code: SQLITE_BUSY, message: "database is locked")
        #expect(StoreError.from(busy, path: "p").category == .tempFail)
        #expect(StoreError.reading(busy, path: "p").category == .tempFail)
    }
}
