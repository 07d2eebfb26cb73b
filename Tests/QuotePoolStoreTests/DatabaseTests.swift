import Foundation
import Testing

@testable import QuotePoolStore

/// The connection's own contract: transactions as closures. In memory: no file is needed.
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
}
