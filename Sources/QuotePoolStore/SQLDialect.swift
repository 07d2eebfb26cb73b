/// What the SQL of the pool's two engines says differently, in one place: the pool's writes (``SQLPool``) are
/// written once and ask this value wherever SQLite and PostgreSQL part ways.
///
/// Most of the SQL needs no dialect, and should not get one:
/// - placeholders are written `?` (or `?N`) everywhere; `PGConnection` translates them to `$n`;
/// - upserts are `INSERT … ON CONFLICT (columns) DO NOTHING | DO UPDATE` and new ids come back with
///   `RETURNING id`, which both engines read alike (SQLite since 3.35; the schema's `STRICT` tables need 3.37);
/// - timestamps are ISO 8601 UTC text (``Timestamp``) and flags are integers 0 and 1 in both schemas, so that the
///   consumer view `quotes` has the same values in both;
/// - vectors are bound as ``SQLValue/blob(_:)``: a BLOB in SQLite, `bytea` in PostgreSQL, the same bytes.
public struct SQLDialect: Sendable, Equatable {
    /// What opens a write transaction: SQLite's `BEGIN IMMEDIATE` takes the write lock at once, so a writer waits
    /// for other writers there (within the busy timeout), never half-way through its work.
    public let beginWrite: String
    /// What opens a read in one snapshot.
    public let beginRead: String
    /// The statement taking a lock named by its one parameter, held until the transaction ends, for the writes
    /// several writers must make one at a time (retention, a batch of one locale, the schema); nil where a write
    /// transaction already excludes every other writer.
    public let lockStatement: String?
    /// How long after its budget a run's lease lasts; nil when runs have no lease.
    ///
    /// With a lease, several writers may fill the pool at once: a run still `running` past its lease belongs to a
    /// host that died, and each batch checks its lines against the lines other writers committed meanwhile. Without
    /// one, a fill holds the fill lock (``FillLock``), beside the database, for its whole run: whoever holds it owns
    /// every run left `running`, and no other fill commits meanwhile.
    public let leaseGrace: Double?

    /// The function that folds a text's case for a search, and the one that finds a text in another (1-based, 0 when
    /// absent): SQLite's own `lower()` folds ASCII only, so the SQLite store registers `qp_fold` (NFC and Unicode
    /// case folding) on its connections.
    public let fold: String
    public let position: String

    /// The test that `column` holds the bound text (one `?`), whatever the case.
    public func contains(_ column: String) -> String { "\(position)(\(fold)(\(column)), \(fold)(?)) > 0" }

    /// The query of a table's columns (`name`), in order; its one parameter is the table's name.
    public let columnsStatement: String
    /// Whether ids come from a sequence that a copy with ids kept must move past them (SQLite numbers a new row
    /// after the highest id).
    public let idSequences: Bool

    /// Whether several writers may commit to the pool at once (see ``leaseGrace``).
    public var severalWriters: Bool { leaseGrace != nil }

    /// SQLite: one writer at a time, behind the fill lock and `BEGIN IMMEDIATE`.
    public static let sqlite = SQLDialect(
        beginWrite: "BEGIN IMMEDIATE", beginRead: "BEGIN DEFERRED", lockStatement: nil, leaseGrace: nil,
        fold: "qp_fold", position: "instr", columnsStatement: "SELECT name FROM pragma_table_info(?)",
        idSequences: false)

    /// PostgreSQL: several hosts at once, each write one `READ COMMITTED` transaction serialized where it must be by
    /// advisory transaction locks of this pool (the current database and schema), runs with leases.
    ///
    /// A fill ends within its budget plus one second, so a run still `running` 30 seconds after its budget belongs
    /// to a host that died (or lost the database for longer than the run could last).
    public static let postgres = SQLDialect(
        beginWrite: "BEGIN ISOLATION LEVEL READ COMMITTED",
        beginRead: "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY",
        lockStatement:
            "SELECT pg_advisory_xact_lock(hashtextextended('quotepool|' || current_schema() || '|' || ?, 0))",
        leaseGrace: 30, fold: "lower", position: "strpos",
        columnsStatement: """
            SELECT column_name AS name FROM information_schema.columns
            WHERE table_schema = current_schema() AND table_name = ? ORDER BY ordinal_position
            """,
        idSequences: true)
}
