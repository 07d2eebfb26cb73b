import QuotePoolCore

extension SpellingLoader {
    /// What `doctor` and `config check` say about the spelling check of the served locales, found without loading
    /// a dictionary.
    public struct Report: Sendable {
        /// Locales that cannot be checked as configured, and why.
        public var problems: [Problem]
        /// Per locale checked, its dictionaries' `.dic` files.
        public var checked: [(locale: LocaleCode, files: [String])]
        /// Locales with no dictionary configured (Japanese): always `skipped`, which is no problem.
        public var unconfigured: [LocaleCode]
        /// `spelling.required`.
        public var required: Bool
        /// True when the builtin composer drafts: its lines are written by hand and need no dictionary.
        public var composerDrafts: Bool

        /// A fill would refuse to start (78).
        public var refuses: Bool { required && !problems.isEmpty }

        /// Worth a warning: a model drafts for a locale that would not be checked.
        public var warns: Bool { !problems.isEmpty && !composerDrafts }

        /// One line for the operator.
        public var message: String {
            guard problems.isEmpty else {
                let what = problems.map(\.description).joined(separator: "; ")
                if required { return "\(what); a fill exits 78 (spelling.required is true)" }
                if composerDrafts {
                    return "\(what); the builtin composer writes its lines by hand, so its fills skip the check "
                        + "for these locales; a model backend would need them"
                }
                return "\(what); a fill drafts with a model and skips the check for these locales, so lines of "
                    + "invented words can be stored (set spelling.required to refuse instead)"
            }
            var parts = checked.map { "\($0.locale) with \($0.files.joined(separator: ", "))" }
            if !unconfigured.isEmpty {
                parts.append("\(unconfigured.map(\.code).joined(separator: ", ")) skipped (no dictionary configured)")
            }
            return "checks " + parts.joined(separator: "; ")
        }
    }

    /// The report for `locales`, served by `backend` (the config's drafting backend: `builtin` is the composer).
    public func report(locales: [LocaleCode], backend: String) -> Report {
        let problems = problems(locales: locales)
        var checked: [(locale: LocaleCode, files: [String])] = []
        var unconfigured: [LocaleCode] = []
        for locale in Self.distinct(locales) {
            let files = files(locale)
            if files.isEmpty {
                unconfigured.append(locale)
            } else if !problems.contains(where: { $0.locale == locale }) {
                checked.append((locale, files.map(\.dic)))
            }
        }
        return Report(
            problems: problems, checked: checked, unconfigured: unconfigured, required: config.required,
            composerDrafts: backend == "builtin")
    }
}
