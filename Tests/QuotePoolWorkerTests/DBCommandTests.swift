import Foundation
import QuotePoolCLI
import QuotePoolStore
import Testing

@Suite struct DBCommandTests {
    func run(_ args: [String]) async -> (code: Int32, out: String, err: String) {
        let (console, captured) = Console.capturing()
        let code = await QuotePoolCLI.run(args, console: console)
        return (code, captured.stdout, captured.stderr)
    }

    func lines(_ path: String) throws -> [String] {
        try ReadOnlyPool(path: path).quotes(
            {
                var f = QuoteFilter(); f.limit = 500; return f
            }()
        ).map(\.text)
    }

    @Test func aBackupHoldsTheSameLinesIsGroupReadableAndNeverOverwrites() async throws {
        let dir = TempDir()
        let db = dir.file("p.sqlite")
        #expect(await run(["fill", "--db", db, "--locale", "en", "--max-accepted", "12"]).code == 0)
        let copy = dir.file("backup.sqlite")
        #expect(await run(["db", "backup", copy, "--db", db]).code == 0)
        #expect(try lines(copy) == lines(db))
        let mode = try FileManager.default.attributesOfItem(atPath: copy)[.posixPermissions] as? Int
        #expect(mode == 0o640)
        let before = FileManager.default.contents(atPath: copy)
        #expect(await run(["db", "backup", copy, "--db", db]).code == 73)
        #expect(FileManager.default.contents(atPath: copy) == before)
        #expect(await run(["db", "check", "--db", copy]).code == 0)
        // A dangling symlink planted at the backup's name is not followed: nothing is created where it points.
        let planted = dir.file("planted.sqlite")
        try FileManager.default.createSymbolicLink(atPath: planted, withDestinationPath: dir.file("elsewhere.sqlite"))
        #expect(await run(["db", "backup", planted, "--db", db]).code == 73)
        #expect(!FileManager.default.fileExists(atPath: dir.file("elsewhere.sqlite")))
    }

    /// Issue 36, item 5: `db copy FROM ""` exited 73 ("Is a directory"); an empty name is a usage error (64),
    /// reported before anything is opened.
    @Test func anEmptyNameForACopyOrABackupIsAUsageError() async throws {
        let dir = TempDir()
        let db = dir.file("p.sqlite")
        for args in [["db", "copy", db, ""], ["db", "copy", "", db], ["db", "backup", "", "--db", db]] {
            let r = await run(args)
            #expect(r.code == 64, "\(args): \(r.code) \(r.err)")
        }
        #expect(!FileManager.default.fileExists(atPath: db))
    }

    /// Issue 36, item 5: a copy of a pool onto itself by another spelling ran and reported "verified".
    @Test func aCopyOfAPoolOntoItselfByAnotherSpellingIsRefused() async throws {
        let dir = TempDir()
        let db = dir.file("p.sqlite")
        #expect(await run(["fill", "--db", db, "--locale", "en", "--max-accepted", "3"]).code == 0)
        let link = dir.file("link.sqlite")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: db)
        for other in [dir.path + "/./p.sqlite", link] {
            let r = await run(["db", "copy", db, other])
            #expect(r.code == 64 && r.err.contains("are one pool"), "\(other): \(r.code) \(r.err)")
            #expect(!r.out.contains("verified"))
        }
    }

    @Test func checkFindsADamagedFileAndSaysWhatToDo() async throws {
        let dir = TempDir()
        let db = dir.file("p.sqlite")
        #expect(await run(["fill", "--db", db, "--locale", "en,de", "--max-accepted", "60"]).code == 0)
        // Fold the WAL into the file, then overwrite a page in the middle of it with garbage.
        let copy = dir.file("damaged.sqlite")
        #expect(await run(["db", "backup", copy, "--db", db]).code == 0)
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: copy))
        let size = try handle.seekToEnd()
        #expect(size > 8192)
        try handle.seek(toOffset: 4096 * 2)
        handle.write(Data(repeating: 0xA5, count: 4096))
        try handle.close()
        let r = await run(["db", "check", "--db", copy])
        #expect(r.code == 73, "exit \(r.code): \(r.out) \(r.err)")
        #expect(r.err.contains("backup") || r.err.contains("corrupt"))
    }
}
