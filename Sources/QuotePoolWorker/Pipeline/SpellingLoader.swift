import Foundation
import QuotePoolCore
import Synchronization

/// The spelling dictionaries of a run (`spelling.dictionaries`): what each locale is configured with, what is missing
/// (for `doctor`, `config check` and a fill's start), and the loaded dictionaries the ``SpellingStage`` asks.
///
/// A locale is checked only when the Hunspell library and every dictionary configured for it load; otherwise it is
/// skipped with why (a missing dictionary would make its words look misspelled). A locale configured with none
/// (Japanese) is skipped without a problem. Each dictionary file is loaded once per process (``opened``): a fill
/// loads it once, and the fills of one test process share it.
public struct SpellingLoader: Sendable {
    public let config: Config.Spelling
    public let library: Result<HunspellLibrary, SpellingError>

    public init(config: Config.Spelling, library: Result<HunspellLibrary, SpellingError> = HunspellLibrary.system) {
        self.config = config
        self.library = library
    }

    /// A locale that cannot be checked as configured, and why.
    public struct Problem: Sendable, Equatable, CustomStringConvertible {
        public var locale: LocaleCode
        public var message: String
        public var description: String { "spelling for \(locale): \(message)" }
    }

    /// What a run loaded: the dictionaries of the locales it checks, and why each other locale is skipped, by the
    /// locale as requested (`en-GB` is checked with `en_GB` alone, `en` with every English dictionary).
    public struct Loaded: Sendable {
        public var dictionaries: [LocaleCode: LocaleDictionary]
        public var skipped: [LocaleCode: String]
        public var problems: [Problem]

        public init(
            dictionaries: [LocaleCode: LocaleDictionary], skipped: [LocaleCode: String], problems: [Problem] = []
        ) {
            self.dictionaries = dictionaries
            self.skipped = skipped
            self.problems = problems
        }

        /// Nothing loaded: every locale is skipped (a chain built without dictionaries).
        public static let none = Loaded(dictionaries: [:], skipped: [:])

        /// The locale whose dictionaries check `locale`: its own when loaded (`en-GB` with `en_GB`), else its
        /// language's (which may have none).
        public func checkingLocale(of locale: LocaleCode) -> LocaleCode {
            dictionaries[locale] != nil ? locale : locale.base
        }
    }

    /// The dictionaries that check `locale`: of those configured for its language, the one named for its region
    /// when there is one (`en_GB` for `en-GB`, `pt_BR` for `pt-BR`), else all of them (`de-AT` is checked with
    /// `de_DE`, `en` with `en_US` and `en_GB`).
    public func files(_ locale: LocaleCode) -> [DictionaryFiles] {
        let configured = (config.dictionaries[locale.language] ?? []).map { DictionaryFiles($0) }
        guard let region = locale.region,
            let regional = configured.first(where: { $0.name == "\(locale.language)_\(region)" })
        else { return configured }
        return [regional]
    }

    /// Why each of `locales` that has dictionaries configured cannot load them, found without loading any: the
    /// library missing, a file missing or not a dictionary. Each message says how to fix it; a missing library and
    /// a missing file are both named, so one round of fixes is enough.
    public func problems(locales: [LocaleCode]) -> [Problem] {
        var out: [Problem] = []
        for locale in Self.distinct(locales) {
            let files = files(locale)
            guard !files.isEmpty else { continue }
            if case .failure(let error) = library {
                out.append(Problem(locale: locale, message: error.description))
            }
            out += Self.fileProblems(locale, files)
        }
        return out
    }

    /// The files of `locale` that are missing or not a dictionary, found without loading them.
    static func fileProblems(_ locale: LocaleCode, _ files: [DictionaryFiles]) -> [Problem] {
        files.compactMap { file in file.problem().map { Problem(locale: locale, message: advice($0, file)) } }
    }

    /// Why a run must not start with `problems` under `spelling.required`, or nil: without the flag, or without a
    /// problem, it goes on and skips those locales.
    public func refusal(_ problems: [Problem]) -> String? {
        guard config.required, !problems.isEmpty else { return nil }
        return problems.map(\.description).joined(separator: "; ") + " (spelling.required is true)"
    }

    /// Loads the dictionaries of `locales` (blocking: Hunspell reads each file whole, up to half a second for the
    /// largest). A locale whose dictionaries do not all load is skipped, and its problem returned.
    public func load(locales: [LocaleCode]) -> Loaded {
        var loaded = Loaded.none
        for locale in Self.distinct(locales) {
            let files = files(locale)
            guard !files.isEmpty else {
                loaded.skipped[locale] = "no dictionary configured for \(locale)"
                continue
            }
            let library: HunspellLibrary
            switch self.library {
            case .success(let l): library = l
            case .failure(let error):
                loaded.skipped[locale] = "the Hunspell library is not installed"
                loaded.problems.append(Problem(locale: locale, message: error.description))
                loaded.problems += Self.fileProblems(locale, files)
                continue
            }
            var lookups: [any SpellingLookup] = []
            var failures: [Problem] = []
            for file in files {
                switch Self.open(file, library: library) {
                case .success(let dictionary): lookups.append(dictionary)
                case .failure(let error):
                    failures.append(Problem(locale: locale, message: Self.advice(error, file)))
                }
            }
            if failures.isEmpty {
                loaded.dictionaries[locale] = LocaleDictionary(locale: locale, lookups: lookups)
            } else {
                loaded.skipped[locale] = "dictionary not loaded (\(failures.map(\.message).joined(separator: "; ")))"
                loaded.problems += failures
            }
        }
        return loaded
    }

    /// One dictionary's place in ``opened``: empty until it loads. Its lock is held while the dictionary loads, so
    /// runs that want the same file at once wait for one load instead of each reading the file (up to half a second
    /// of a core each).
    private final class Slot: Sendable {
        let dictionary = Mutex<HunspellDictionary?>(nil)
    }

    /// Dictionaries of this process, by their files. A file that failed to load is tried again.
    private static let opened = Mutex<[DictionaryFiles: Slot]>([:])

    /// The dictionary of `files`, loaded on first use.
    static func open(_ files: DictionaryFiles, library: HunspellLibrary) -> Result<HunspellDictionary, SpellingError> {
        let slot = opened.withLock { slots in
            if let slot = slots[files] { return slot }
            let slot = Slot()
            slots[files] = slot
            return slot
        }
        return slot.dictionary.withLock { ready in
            if let ready { return .success(ready) }
            do throws(SpellingError) {
                let dictionary = try HunspellDictionary(files, library: library)
                ready = dictionary
                return .success(dictionary)
            } catch {
                return .failure(error)
            }
        }
    }

    /// What a run whose lines need no check holds instead: every one of `locales` skipped with `reason`, no file
    /// opened.
    public static func unneeded(locales: [LocaleCode], reason: String) -> Loaded {
        Loaded(
            dictionaries: [:], skipped: Dictionary(uniqueKeysWithValues: distinct(locales).map { ($0, reason) }))
    }

    /// ``load(locales:)`` on a thread of its own (``onOwnThread(_:)``), so a fill can start it first and await it once
    /// its catalogs are loaded.
    public func loadInBackground(locales: [LocaleCode]) async -> Loaded {
        await onOwnThread { load(locales: locales) }
    }

    /// Each of `locales` once, in order.
    static func distinct(_ locales: [LocaleCode]) -> [LocaleCode] {
        var seen = Set<LocaleCode>()
        return locales.filter { seen.insert($0).inserted }
    }

    /// The Debian package of each default dictionary, for the advice that names it.
    static let packages = [
        "en_US": "hunspell-en-us", "en_GB": "hunspell-en-gb", "de_DE": "hunspell-de-de", "fr_FR": "hunspell-fr",
        "es_ES": "hunspell-es", "it_IT": "hunspell-it", "pt_PT": "hunspell-pt-pt", "pt_BR": "hunspell-pt-br",
    ]

    /// `error` with what to do about it: the install script for a default dictionary, the key otherwise.
    static func advice(_ error: SpellingError, _ file: DictionaryFiles) -> String {
        guard case .fileMissing = error else { return error.description }
        if let package = packages[file.entry] {
            return "\(error.description) (scripts/install-dictionaries.sh installs \(package))"
        }
        return "\(error.description) (fix spelling.dictionaries)"
    }
}
