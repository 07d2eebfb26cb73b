import QuotePoolCore

/// The one place where errors become exit codes (SPEC 6).
///
/// Every error a command throws carries a ``FailureCategory`` (``CategorizedError``); the code is the category's
/// in ``ExitCode``. An error without one is a bug: 70, reported as an internal error.
enum ExitCodes {
    /// The exit code for `error`.
    static func code(for error: any Error) -> Int32 {
        guard let categorized = error as? any CategorizedError else { return ExitCode.software }
        return ExitCode.of(categorized.category)
    }

    /// What to print for `error`: its own description, or "internal error" for one that has no category.
    static func message(for error: any Error) -> String {
        guard error is any CategorizedError else { return "internal error: \(error)" }
        return String(describing: error)
    }
}
