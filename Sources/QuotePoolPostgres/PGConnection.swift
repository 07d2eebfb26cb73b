import CPostgres
import Foundation
import QuotePoolCore
import QuotePoolStore

/// A failed libpq call: the SQLSTATE (empty when the failure came before any statement, while connecting) and the
/// server's message.
public struct PGError: Error, Sendable, CustomStringConvertible {
    let sqlState: String
    let message: String

    /// A serialization failure or a deadlock: the transaction was rolled back and may simply be run again.
    var isRetryable: Bool { sqlState == "40001" || sqlState == "40P01" }

    public var description: String { sqlState.isEmpty ? message : "\(sqlState): \(message)" }

    /// What the failure is (``PostgresFailure``).
    var failure: PostgresFailure { PostgresFailure.of(sqlState: sqlState, message: message) }

    /// What the failure means to the caller (SPEC 6).
    var category: FailureCategory { failure.category }

    var storeError: StoreError {
        .server(
            sqlState: sqlState,
            message: message
                + (sqlState == "42501" ? Self.permissionHint : sqlState == "23505" ? Self.conflictHint : ""),
            category: category)
    }

    /// Said with a unique key another transaction took first (23505): two writers of the same rows at once.
    static let conflictHint =
        " (another writer, such as a second `db copy` into the same database, wrote the same rows at the same "
        + "time; nothing of this transaction was kept: try again once it is done)"

    /// Said with every missing privilege (42501): which role each command needs, and who names the missing grants.
    static let permissionHint =
        " (fill, import, retire and judge check need the writer role, which owns the pool's tables; readers need "
        + "SELECT on quotes, and query --today SELECT (id, created_at) on lines; `quotepool doctor --db …` names the "
        + "grants a fill lacks, docs/operations.md lists each command's)"
}

/// One libpq connection, used by its owner alone. Every statement goes through `PQexecParams` with its values
/// bound, never spliced into the SQL text; results come back as ``Row``s, like the SQLite store's.
public final class PGConnection {
    private var handle: OpaquePointer?
    private let keywords: [String: String]

    /// Connects with libpq's keywords (`host`, `port`, `dbname`, `user`, `password`, `sslmode`,
    /// `connect_timeout`, …); libpq itself reads `PGPASSFILE`, `~/.pgpass` and `PGPASSWORD` when no password is
    /// given.
    init(_ keywords: [String: String]) throws(PGError) {
        self.keywords = keywords
        try connect()
    }

    deinit { close() }

    func close() {
        if let handle { PQfinish(handle) }
        handle = nil
    }

    var isOpen: Bool { handle.map { PQstatus($0) == CONNECTION_OK } ?? false }

    /// Whether a transaction is open (a failed one included); never on a lost connection, whose server ended it.
    public var isInTransaction: Bool {
        guard let handle else { return false }
        let status = PQtransactionStatus(handle)
        return status == PQTRANS_INTRANS || status == PQTRANS_INERROR
    }

    /// An error of the caller's own code inside a transaction, as a failure this connection reports (70).
    public static func failure(_ error: any Error) -> PGError { PGError(sqlState: "XX000", message: "\(error)") }

    /// Connects again after the connection was lost (a server restart, a terminated backend), waiting for the
    /// server no longer than `timeout` seconds (libpq counts whole seconds, at least 2).
    func reconnect(timeout: Double) throws(PGError) {
        close()
        var bounded = keywords
        let limit = max(2, Int(timeout.rounded(.up)))
        // 0 (or none) waits for ever.
        if !(bounded["connect_timeout"].flatMap(Int.init).map { $0 > 0 && $0 <= limit } ?? false) {
            bounded["connect_timeout"] = String(limit)
        }
        try connect(bounded)
    }

    private func connect(_ keywords: [String: String]? = nil) throws(PGError) {
        let pairs = (keywords ?? self.keywords).sorted { $0.key < $1.key }
        let keys = pairs.map { strdup($0.key) }
        let values = pairs.map { strdup($0.value) }
        defer {
            keys.forEach { free($0) }
            values.forEach { free($0) }
        }
        var keyPointers: [UnsafePointer<CChar>?] = keys.map { UnsafePointer($0) } + [nil]
        var valuePointers: [UnsafePointer<CChar>?] = values.map { UnsafePointer($0) } + [nil]
        handle = PQconnectdbParams(&keyPointers, &valuePointers, 0)
        guard let handle, PQstatus(handle) == CONNECTION_OK else {
            let message = handle.map { String(cString: PQerrorMessage($0)) } ?? "out of memory"
            close()
            throw PGError(sqlState: "", message: Self.oneLine(message))
        }
        // Notices (a table that already exists, a lock wait) are not the operator's business on stderr.
        PQsetNoticeProcessor(handle, { _, _ in }, nil)
    }

    /// Runs `sql` (one or more statements, no parameters): migrations and transaction control.
    public func execute(_ sql: String) throws(PGError) {
        guard let handle else { throw Self.closed }
        let result = PQexec(handle, sql)
        defer { PQclear(result) }
        try check(result)
    }

    /// Runs one statement with `parameters` bound to `$1…$n` (or `?`, `?N`, translated); returns its rows.
    @discardableResult
    public func query(_ sql: String, _ parameters: [SQLValue] = []) throws(PGError) -> [Row] {
        try withResult(sql, parameters) { Self.rows($0) }
    }

    /// Runs one statement like ``query(_:_:)``, handing its rows to `row` one at a time.
    public func forEachRow(_ sql: String, _ parameters: [SQLValue], _ row: (Row) -> Void) throws(PGError) {
        for next in try query(sql, parameters) { row(next) }
    }

    /// Runs one statement with `parameters` bound; returns how many rows it inserted, updated or deleted.
    @discardableResult
    public func execute(_ sql: String, _ parameters: [SQLValue]) throws(PGError) -> Int {
        try withResult(sql, parameters) { Int(String(cString: PQcmdTuples($0))) ?? 0 }
    }

    /// Runs one statement with `parameters` bound, and reads its result with `read` before it is freed.
    private func withResult<T>(_ sql: String, _ parameters: [SQLValue], _ read: (OpaquePointer?) -> T)
        throws(PGError) -> T
    {
        guard let handle else { throw Self.closed }
        let text = Self.positional(sql)
        var types: [Oid] = []
        var formats: [Int32] = []
        var lengths: [Int32] = []
        var buffers: [UnsafeMutablePointer<CChar>?] = []
        defer { buffers.forEach { free($0) } }
        for value in parameters {
            switch value {
            case .null:
                types.append(0)
                formats.append(0)
                lengths.append(0)
                buffers.append(nil)
            case .integer(let v):
                types.append(20)
                formats.append(0)
                lengths.append(0)
                buffers.append(strdup(String(v)))
            case .real(let v):
                types.append(701)
                formats.append(0)
                lengths.append(0)
                buffers.append(strdup(v.isFinite ? "\(v)" : (v.isNaN ? "NaN" : (v > 0 ? "Infinity" : "-Infinity"))))
            case .text(let v):
                types.append(25)
                formats.append(0)
                lengths.append(0)
                buffers.append(strdup(v))
            case .blob(let bytes):
                types.append(17)
                formats.append(1)
                lengths.append(Int32(bytes.count))
                let copy = malloc(max(bytes.count, 1))!
                if !bytes.isEmpty {
                    bytes.withUnsafeBytes { copy.copyMemory(from: $0.baseAddress!, byteCount: bytes.count) }
                }
                buffers.append(copy.assumingMemoryBound(to: CChar.self))
            }
        }
        let values: [UnsafePointer<CChar>?] = buffers.map { $0.map { UnsafePointer($0) } }
        let result = PQexecParams(
            handle, text, Int32(parameters.count), types, values, lengths, formats, 0)
        defer { PQclear(result) }
        try check(result)
        return read(result)
    }

    private func check(_ result: OpaquePointer?) throws(PGError) {
        guard let result else {
            throw PGError(
                sqlState: "08006", message: Self.oneLine(handle.map { String(cString: PQerrorMessage($0)) } ?? ""))
        }
        switch PQresultStatus(result) {
        case PGRES_COMMAND_OK, PGRES_TUPLES_OK, PGRES_EMPTY_QUERY: return
        default:
            let state = PQresultErrorField(result, Int32(UInt8(ascii: "C"))).map { String(cString: $0) }
            var message = PQresultErrorMessage(result).map { String(cString: $0) } ?? "unknown failure"
            if message.isEmpty, let handle { message = String(cString: PQerrorMessage(handle)) }
            // A connection that broke under the statement has no SQLSTATE from the server.
            let lost = handle.map { PQstatus($0) != CONNECTION_OK } ?? true
            throw PGError(sqlState: state ?? (lost ? "08006" : "XX000"), message: Self.oneLine(message))
        }
    }

    private static let closed = PGError(sqlState: "08003", message: "the connection is closed")

    private static func oneLine(_ message: String) -> String {
        message.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }.joined(separator: "; ")
    }

    private static func rows(_ result: OpaquePointer?) -> [Row] {
        let count = PQntuples(result)
        let fields = PQnfields(result)
        guard count > 0 else { return [] }
        let names = (0..<fields).map { String(cString: PQfname(result, $0)) }
        let kinds = (0..<fields).map { PQftype(result, $0) }
        var out: [Row] = []
        out.reserveCapacity(Int(count))
        for r in 0..<count {
            var values: [SQLValue] = []
            values.reserveCapacity(Int(fields))
            for f in 0..<fields {
                guard PQgetisnull(result, r, f) == 0, let raw = PQgetvalue(result, r, f) else {
                    values.append(.null)
                    continue
                }
                switch kinds[Int(f)] {
                case 20, 21, 23: values.append(.integer(Int64(String(cString: raw)) ?? 0))
                case 700, 701, 1700: values.append(.real(Double(String(cString: raw)) ?? .nan))
                case 16: values.append(.integer(raw.pointee == CChar(UInt8(ascii: "t")) ? 1 : 0))
                case 17:
                    var length = 0
                    if let bytes = PQunescapeBytea(UnsafeRawPointer(raw).assumingMemoryBound(to: UInt8.self), &length) {
                        values.append(.blob(Array(UnsafeBufferPointer(start: bytes, count: length))))
                        PQfreemem(bytes)
                    } else {
                        values.append(.null)
                    }
                default: values.append(.text(String(cString: raw)))
                }
            }
            out.append(Row(columns: names, values: values))
        }
        return out
    }

    /// The SQL with SQLite's placeholders (`?`, `?N`) as PostgreSQL's (`$n`), so statements written once for both
    /// stores run here; text inside quotes is left alone.
    static func positional(_ sql: String) -> String {
        guard sql.contains("?") else { return sql }
        var out = ""
        var next = 1
        var quoted = false
        var chars = sql.makeIterator()
        var pending: Character? = chars.next()
        while let c = pending {
            pending = chars.next()
            if c == "'" { quoted.toggle() }
            guard c == "?", !quoted else {
                out.append(c)
                continue
            }
            var digits = ""
            while let d = pending, d.isASCII, d.isNumber {
                digits.append(d)
                pending = chars.next()
            }
            if digits.isEmpty {
                out += "$\(next)"
                next += 1
            } else {
                out += "$" + digits
            }
        }
        return out
    }
}

extension PGConnection: SQLConnection {}

@available(*, unavailable) extension PGConnection: Sendable {}
