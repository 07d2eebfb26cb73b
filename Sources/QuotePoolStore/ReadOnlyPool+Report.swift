import Foundation
import QuotePoolCore

extension ReadOnlyPool {
    /// See ``PoolReport``.
    public typealias Report = PoolReport

    /// Builds the report over the last `runs` runs and the last `days` UTC days up to `now`.
    public func report(runs limit: Int, days: Int = 30, now: Date = Date()) throws(StoreError) -> PoolReport {
        try reading { () throws(SQLiteError) in
            try db.inTransaction(.deferred) { _ throws(SQLiteError) in
                .commit(
                    try queries
                        .report(limit: max(1, limit), days: max(1, days), now: now))
            }
        }
    }
}
