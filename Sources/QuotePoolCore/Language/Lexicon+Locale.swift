/// What the code asks about a locale, read from its file's `[locale]` section: one `key: value` entry a line.
///
/// Keys (all optional; a lexicon built in code without the section gets the defaults):
/// - `language_name`: the language's English name, as prompts name it (`German`);
/// - `script`: `latin` or `cjk` (Han and kana, written without spaces); without it, the script of the sample
///   text decides, `other` for any other script;
/// - `word_unit`: `words` or `characters`, how the locale's lines are measured and streamed (default: characters
///   for `cjk`, words otherwise);
/// - `taste`: `calibrated` when the taste filter may score the locale (``Taste/calibratedLocales``);
/// - `full_stop`: the sentence terminator the builtin composer ends lines with (default `.`);
/// - `capitalizes_nouns`: `yes` for a language that capitalizes every noun (German), so the gate takes a
///   capitalized noun for a noun rather than a name;
/// - `compounds_nouns`: `yes` for a language that writes compound nouns as one word (German), so word lists
///   match a compound by its last part;
/// - `token_scale`: how many times an English line's output tokens a line of the same length takes (default 1),
///   which scales a draft's `max_tokens` (``DraftTokens``).
extension Lexicon {
    /// How a language is written, as far as identification and length units care.
    public enum WritingSystem: String, Sendable, CaseIterable {
        case latin, cjk, other
    }

    /// The value of `key` in the `[locale]` section, or `nil` when the section does not set it.
    public func property(_ key: String) -> String? {
        for entry in self["locale"] {
            guard let colon = entry.firstIndex(of: ":"), entry[..<colon].trimmingWhitespace() == key else { continue }
            return entry[entry.index(after: colon)...].trimmingWhitespace()
        }
        return nil
    }

    /// The language's name in prompts (`language_name`), or `nil`.
    public var languageName: String? { property("language_name") }

    /// `script`, or for a lexicon without it the dominant script of its sample text (else of its function words).
    public var writingSystem: WritingSystem {
        if let declared = property("script").flatMap(WritingSystem.init(rawValue:)) { return declared }
        return sampleWritingSystem
    }

    /// The writing system the sample text (else the function words) is written in; Latin for a lexicon without
    /// either. A test holds each file's `script` equal to it.
    var sampleWritingSystem: WritingSystem {
        let sample = self["sample_text"].joined(separator: " ")
        let text = sample.isEmpty ? self["function_words"].joined(separator: " ") : sample
        let dominant = ScriptProfile(text).dominant ?? .latin
        return dominant == .latin ? .latin : dominant.isCJK ? .cjk : .other
    }

    /// How the locale's lines are measured (`word_unit`): characters for languages written without spaces.
    public var wordUnit: TextLength.Unit {
        property("word_unit").flatMap(TextLength.Unit.init(rawValue:))
            ?? (writingSystem == .cjk ? .characters : .words)
    }

    /// True when the taste filter may score the locale (`taste: calibrated`).
    public var isTasteCalibrated: Bool { property("taste") == "calibrated" }

    /// The terminator the builtin composer ends a sentence with (`full_stop`, default `.`).
    public var fullStop: String { property("full_stop") ?? "." }

    /// True for a language that capitalizes every noun (`capitalizes_nouns: yes`).
    public var capitalizesNouns: Bool { property("capitalizes_nouns") == "yes" }

    /// The locale's `token_scale` (default 1): a positive number.
    public var tokenScale: Double {
        property("token_scale").flatMap(Double.init).flatMap { $0 > 0 && $0.isFinite ? $0 : nil } ?? 1
    }

    /// True for a language that writes compound nouns as one word (`compounds_nouns: yes`), so a compound names
    /// what its last part names ("Terminkalender" is a "Kalender").
    public var compoundsNouns: Bool { property("compounds_nouns") == "yes" }

    /// How lines of `locale` (a code such as `ja` or `zh-Hant`) are measured: its locale file's ``wordUnit``;
    /// for a locale without one, characters when its script is CJK (``LanguageIdentifier/localeScripts``).
    public static func wordUnit(of locale: LocaleCode) -> TextLength.Unit {
        if let lexicon = of(locale) { return lexicon.wordUnit }
        return LanguageIdentifier.localeScripts[locale.language]?.isCJK == true ? .characters : .words
    }
}
