import Foundation
import QuotePoolCore

/// A pool read by consumers through one ``SQLConnection``: the reads every store serves alike (the lines, the line
/// of the day, the locales, the report, the operator's verdicts) written once over ``PoolQueries``, for SQLite
/// (``ReadOnlyPool``) and PostgreSQL (`PostgresPool`). What only one engine can say (its health, its full check, its
/// backup) stays with its store.
public protocol SQLPoolReader: PoolReader, AnyObject {
    associatedtype Connection: SQLConnection

    /// What this engine's SQL says differently.
    var dialect: SQLDialect { get }

    /// Runs `body` as a consumer's read, in one snapshot (``SQLDialect/beginRead``), so that its queries agree with
    /// each other while fills commit; a failure comes back as a ``StoreError`` as the store reports a reader's.
    func snapshot<T>(_ body: (Connection) throws(Connection.Failure) -> T) throws(StoreError) -> T
}

extension SQLPoolReader {
    /// Active lines matching `filter`, newest first (or in random order), at most `filter.limit`; the text filter
    /// folds case as the engine can (``SQLDialect/contains(_:)``).
    public func quotes(_ filter: QuoteFilter, random: Bool) throws(StoreError) -> [QuoteRow] {
        try snapshot { c throws(Connection.Failure) in
            try c.queries.quotes(filter, random: random) { dialect.contains($0) }
        }
    }

    /// The line of the day for `locale`: chosen deterministically among the active lines created before the UTC day
    /// of `now` began, so it stays the same all day while fills add lines; nil when there is none.
    public func lineOfTheDay(locale: LocaleCode, now: Date) throws(StoreError) -> QuoteRow? {
        try snapshot { c throws(Connection.Failure) in try c.queries.lineOfTheDay(locale: locale, now: now) }
    }

    /// The locales that have active lines, in order.
    public func locales() throws(StoreError) -> [String] {
        try snapshot { c throws(Connection.Failure) in try c.queries.locales() }
    }

    /// The report over the last `runs` runs (at least 1) and the last `days` UTC days (at least 1) up to `now`.
    public func report(runs: Int, days: Int, now: Date) throws(StoreError) -> PoolReport {
        try snapshot { c throws(Connection.Failure) in
            try c.queries.report(limit: max(1, runs), days: max(1, days), now: now)
        }
    }

    /// What the operator decided about the pool's lines (see ``PoolQueries/verdicts(keptSince:)``).
    public func verdicts(keptSince: Date) throws(StoreError) -> OperatorVerdicts {
        try snapshot { c throws(Connection.Failure) in try c.queries.verdicts(keptSince: keptSince) }
    }
}
