import CSQLite
import Foundation
import Testing

@testable import QuotePoolStore

/// The connection's own contract: transactions as closures, and named parameters. In memory: no file is needed.
@Suite struct DatabaseTests {
    func notes() throws -> Database {
        let db = try Database(.memory)
        try db.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL UNIQUE)")
        return db
    }

    func bodies(_ db: Database) throws(SQLiteError) -> [String] {
        try db.query("SELECT body FROM notes ORDER BY id").compactMap { $0.string("body") }
    }

    @Test func aTransactionThatCommitsKeepsItsWritesAndReturnsItsValue() throws {
        let db = try notes()
        let id = try db.inTransaction { db throws(SQLiteError) in
            try db.run("INSERT INTO notes (body) VALUES (?)", [.text("kept")])
            return .commit(db.lastInsertRowID)
        }
        #expect(id == 1)
        #expect(try bodies(db) == ["kept"])
        #expect(!db.isInTransaction)
    }

    @Test func aTransactionThatRollsBackWritesNothingAndStillReturnsItsValue() throws {
        let db = try notes()
        let seen = try db.inTransaction(.deferred) { db throws(SQLiteError) in
            try db.run("INSERT INTO notes (body) VALUES (?)", [.text("dropped")])
            return .rollback(try bodies(db))
        }
        #expect(seen == ["dropped"])
        #expect(try bodies(db).isEmpty)
        #expect(!db.isInTransaction)
    }

    @Test func aThrowingBodyRollsBackAndItsErrorComesBackTyped() throws {
        let db = try notes()
        try db.run("INSERT INTO notes (body) VALUES (?)", [.text("first")])
        do {
            try db.inTransaction { db throws(SQLiteError) in
                try db.run("INSERT INTO notes (body) VALUES (?)", [.text("second")])
                try db.run("INSERT INTO notes (body) VALUES (?)", [.text("first")])
                return .commit
            }
            Issue.record("the duplicate was committed")
        } catch {
            // `error` is an SQLiteError by its type: no cast.
            #expect(error.isConstraint)
            #expect(error.sql?.hasPrefix("INSERT INTO notes") == true)
        }
        #expect(try bodies(db) == ["first"])
        #expect(!db.isInTransaction)
    }

    /// A deferred foreign key is checked at COMMIT: the COMMIT fails, and the transaction must not stay open.
    @Test func aCommitThatFailsIsRolledBack() throws {
        let db = try Database(.memory)
        try db.execute(
            """
            PRAGMA foreign_keys = ON;
            CREATE TABLE parents (id INTEGER PRIMARY KEY);
            CREATE TABLE children (id INTEGER PRIMARY KEY,
                parent INTEGER REFERENCES parents(id) DEFERRABLE INITIALLY DEFERRED);
            """)
        #expect {
            try db.inTransaction { db throws(SQLiteError) in
                try db.run("INSERT INTO children (parent) VALUES (?)", [.integer(42)])
                return .commit
            }
        } throws: { error in
            (error as? SQLiteError)?.isConstraint == true
        }
        #expect(!db.isInTransaction)
        #expect(try db.scalar("SELECT count(*) FROM children") == .integer(0))
    }

    @Test func namedParametersAreBoundByNameWhateverTheOrder() throws {
        let db = try Database(.memory)
        try db.execute("CREATE TABLE pairs (a TEXT, b INTEGER, c BLOB, d REAL)")
        try db.run(
            "INSERT INTO pairs (a, b, c, d) VALUES (:a, :b, :c, :d)",
            ["d": .null, "c": .blob([1, 2]), "b": .integer(7), "a": .text("seven")])
        let row = try #require(
            try db.query("SELECT * FROM pairs WHERE b = :b AND a = :a", ["a": .text("seven"), "b": .integer(7)]).first)
        #expect(row.values == [.text("seven"), .integer(7), .blob([1, 2]), .null])
    }

    @Test func aNameTheStatementDoesNotHaveIsRefused() throws {
        let db = try Database(.memory)
        try db.execute("CREATE TABLE pairs (a TEXT, b INTEGER)")
        #expect {
            try db.run("INSERT INTO pairs (a, b) VALUES (:a, :b)", ["a": .text("x"), "b": .integer(1), "bb": .null])
        } throws: { error in
            guard let error = error as? SQLiteError else { return false }
            return error.code == SQLITE_RANGE && error.message.contains(":bb")
        }
        #expect(try db.scalar("SELECT count(*) FROM pairs") == .integer(0))
    }

    @Test func aParameterLeftWithoutAValueIsRefusedNotBoundAsNull() throws {
        let db = try Database(.memory)
        try db.execute("CREATE TABLE pairs (a TEXT, b INTEGER)")
        #expect {
            try db.run("INSERT INTO pairs (a, b) VALUES (:a, :b)", ["a": .text("x")])
        } throws: { error in
            guard let error = error as? SQLiteError else { return false }
            return error.code == SQLITE_RANGE && error.message.contains(":b")
        }
        #expect(try db.scalar("SELECT count(*) FROM pairs") == .integer(0))
        // The statement is reusable afterwards: the next call binds afresh.
        try db.run("INSERT INTO pairs (a, b) VALUES (:a, :b)", ["a": .text("y"), "b": .integer(2)])
        #expect(try db.scalar("SELECT b FROM pairs WHERE a = 'y'") == .integer(2))
    }
}
