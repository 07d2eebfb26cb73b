import Foundation
import Testing

@testable import QuotePoolCore

/// Whether the Hunspell tests run: when the library is installed, or when `QUOTEPOOL_REQUIRE_HUNSPELL=1` (CI, after
/// scripts/install-dictionaries.sh) makes its absence a failure instead of a skip.
enum HunspellAvailability {
    static let required = ProcessInfo.processInfo.environment["QUOTEPOOL_REQUIRE_HUNSPELL"] == "1"
    static let installed = (try? HunspellLibrary.system.get()) != nil
    static let runs = installed || required
    static let skipped = Comment(
        rawValue: "the Hunspell library is not installed (scripts/install-dictionaries.sh installs it); "
            + "QUOTEPOOL_REQUIRE_HUNSPELL=1 makes this a failure")

    /// Debian's dictionaries of every served locale are installed beside the library.
    static let debianInstalled =
        installed
        && Config.Spelling.defaultDictionaries.values.joined().allSatisfy { DictionaryFiles($0).problem() == nil }
    static let debianRuns = debianInstalled || required
    static let debianSkipped = Comment(
        rawValue:
            "Debian's hunspell dictionaries are not all installed (scripts/install-dictionaries.sh installs them); "
            + "QUOTEPOOL_REQUIRE_HUNSPELL=1 makes this a failure")

    /// The system library, or a recorded failure.
    static func library() throws -> HunspellLibrary { try HunspellLibrary.system.get() }

    /// Debian's dictionary `name` loaded, or a recorded failure naming the package that installs it.
    static func debian(_ name: String) throws -> HunspellDictionary {
        try HunspellDictionary(DictionaryFiles(name), library: library())
    }
}

/// Converting words to a dictionary's encoding and finding its files: no Hunspell needed.
@Suite struct DictionaryFilesTests {
    @Test func wordsAreWrittenInTheDictionarysEncoding() {
        #expect(HunspellEncoding(name: "UTF-8")?.cString("café") == [0x63, 0x61, 0x66, -61, -87, 0])
        let latin1 = HunspellEncoding(name: "ISO8859-1")
        #expect(latin1?.cString("café") == [0x63, 0x61, 0x66, CChar(bitPattern: 0xE9), 0])
        #expect(latin1?.cString("€uro") == nil)
        let latin9 = HunspellEncoding(name: "iso-8859-15")
        #expect(latin9?.cString("€") == [CChar(bitPattern: 0xA4), 0])
        #expect(latin9?.cString("œuvre")?.first == CChar(bitPattern: 0xBD))
        #expect(latin9?.cString("¤") == nil)
        #expect(HunspellEncoding(name: "microsoft-cp1251")?.cString("дом") == [-28, -18, -20, 0])
        #expect(HunspellEncoding(name: "KOI8-U") == nil)
        // A NUL would end the word early in C: such a word is in no dictionary.
        #expect(HunspellEncoding.utf8.cString("a\u{0}b") == nil)
    }

    @Test func aNameIsADictionaryUnderTheSystemDirectoryAndAPathIsItsOwnPair() {
        let named = DictionaryFiles("en_US")
        #expect(named.dic == "/usr/share/hunspell/en_US.dic" && named.aff == "/usr/share/hunspell/en_US.aff")
        let dic = DictionaryFiles("/opt/dict/de_CH.dic")
        #expect(dic.dic == "/opt/dict/de_CH.dic" && dic.aff == "/opt/dict/de_CH.aff")
        let aff = DictionaryFiles("./dict/fr.aff")
        #expect(aff.dic == "./dict/fr.dic" && aff.aff == "./dict/fr.aff")
    }

    @Test func aMissingFileIsAProblemNamingIt() {
        let files = DictionaryFiles("/nonexistent/qp/xx_XX")
        #expect(files.problem() == .fileMissing(path: "/nonexistent/qp/xx_XX.dic", reason: "does not exist"))
        #expect(files.problem()?.description.contains("/nonexistent/qp/xx_XX.dic") == true)
    }

    @Test func aDicFileStartsWithItsWordCountAfterAnyByteOrderMark() {
        #expect(DictionaryFiles.countProblem(Array("120\nword\n".utf8)) == nil)
        #expect(DictionaryFiles.countProblem([0xEF, 0xBB, 0xBF] + Array("7\r\nword".utf8)) == nil)
        #expect(DictionaryFiles.countProblem(Array("SET UTF-8\n".utf8)) != nil)
        #expect(DictionaryFiles.countProblem([]) != nil)
    }

    @Test func aFileThatIsNotADictionaryIsRefusedBeforeHunspellSeesIt() throws {
        let dir = try TemporaryDictionary(aff: Array("SET UTF-8\n".utf8), dic: Array("hello\n".utf8))
        #expect(
            dir.files.problem()
                == .notADictionary(path: dir.files.dic, reason: "its first line is not the number of words it holds"))
    }
}

/// A `.dic`/`.aff` pair written to a fresh directory, removed when the value goes away.
final class TemporaryDictionary {
    let directory: String
    let files: DictionaryFiles

    init(aff: [UInt8], dic: [UInt8]) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("qp-dict-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        files = DictionaryFiles(directory + "/test")
        try Data(aff).write(to: URL(fileURLWithPath: files.aff))
        try Data(dic).write(to: URL(fileURLWithPath: files.dic))
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }
}

/// Hunspell itself, opened at run time: small dictionaries written by the tests, then Debian's.
@Suite(.enabled(if: HunspellAvailability.runs, HunspellAvailability.skipped))
struct HunspellDictionaryTests {
    @Test func anISO8859DictionaryKnowsWordsWrittenInUnicode() throws {
        // "café", "naïve" and "über" in ISO8859-1 bytes.
        let dic: [UInt8] =
            Array("3\ncaf".utf8) + [0xE9] + Array("\nna".utf8) + [0xEF] + Array("ve\n".utf8) + [0xFC]
            + Array("ber\n".utf8)
        let pair = try TemporaryDictionary(aff: Array("SET ISO8859-1\nTRY esianrtolcdugmphbyfvkwz\n".utf8), dic: dic)
        let dictionary = try HunspellDictionary(pair.files, library: HunspellAvailability.library())
        #expect(dictionary.encoding == .latin1)
        #expect(dictionary.knows("café") && dictionary.knows("naïve") && dictionary.knows("über"))
        #expect(!dictionary.knows("cafe") && !dictionary.knows("smörgås") && !dictionary.knows("日本"))
    }

    @Test func aUTF8DictionaryWithAByteOrderMarkIsReadInUTF8() throws {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let pair = try TemporaryDictionary(
            aff: bom + Array("SET UTF-8\n".utf8), dic: bom + Array("2\ncoração\nmaçã\n".utf8))
        let dictionary = try HunspellDictionary(pair.files, library: HunspellAvailability.library())
        #expect(dictionary.encoding == .utf8)
        #expect(dictionary.knows("coração") && dictionary.knows("maçã") && !dictionary.knows("coracao"))
    }

    @Test func missingFilesAreAnErrorNamingTheFile() throws {
        let library = try HunspellAvailability.library()
        #expect(throws: SpellingError.fileMissing(path: "/nonexistent/qp/de_XX.dic", reason: "does not exist")) {
            try HunspellDictionary(DictionaryFiles("/nonexistent/qp/de_XX"), library: library)
        }
    }

    @Test func oneHandleAnswersDraftsInFlightAtOnceAsItAnswersThemOneByOne() async throws {
        let pair = try TemporaryDictionary(
            aff: Array("SET UTF-8\nSFX S Y 1\nSFX S 0 s .\n".utf8), dic: Array("3\ncat/S\ndog/S\nbird/S\n".utf8))
        let dictionary = try HunspellDictionary(pair.files, library: HunspellAvailability.library())
        let words = ["cat", "cats", "dog", "dogs", "bird", "birds", "cow", "catz", "dogz", "b"]
        let serial = words.map(dictionary.knows)
        #expect(serial == [true, true, true, true, true, true, false, false, false, false])
        let answers = await withTaskGroup(of: [Bool].self) { group in
            for _ in 0..<8 {
                group.addTask { (0..<200).flatMap { _ in words.map(dictionary.knows) } }
            }
            return await group.reduce(into: [[Bool]]()) { $0.append($1) }
        }
        for answer in answers { #expect(answer == Array((0..<200).map { _ in serial }.joined())) }
    }

    // MARK: Debian's dictionaries

    @Test(
        .enabled(if: HunspellAvailability.debianRuns, HunspellAvailability.debianSkipped),
        arguments: [
            ("en_US", ["color", "neighbor", "don't"], ["colour", "wohlmänglige"]),
            ("en_GB", ["colour", "neighbour"], ["color", "flimbor"]),
            ("de_DE", ["Haus", "Straße", "weiß", "Bäckerei"], ["Bewilzung", "wohlmänglige"]),
            ("fr_FR", ["métier", "toujours", "aujourd'hui"], ["toujeur", "mértier"]),
            ("es_ES", ["vueltas", "cambiar", "dejen"], ["vueltes", "cambiaz"]),
            ("it_IT", ["estate", "perché", "città"], ["estaze", "perchio"]),
            ("pt_PT", ["coração", "facto", "ação"], ["coraçom", "façto"]),
            ("pt_BR", ["coração", "fato", "ação"], ["coraçom", "façto"]),
        ])
    func debiansDictionariesKnowTheirWordsAndNotInventedOnes(_ name: String, _ known: [String], _ invented: [String])
        throws
    {
        let dictionary = try HunspellAvailability.debian(name)
        for word in known { #expect(dictionary.knows(word), "\(name) should know \(word)") }
        for word in invented { #expect(!dictionary.knows(word), "\(name) should not know \(word)") }
    }
}
