/// The words a locale's own data writes: its builtin composer's shapes and parts and its prompt examples
/// (`[composer_shape:*]`, `[composer_part:*]`, `[few_shot]`), known to the spelling stage whatever its dictionaries
/// say, so the composer never trips it and a model that copies an example's name is not blamed for it.
///
/// Words are kept as ``SpellingTokenizer/key(_:)`` writes them.
public enum SpellingAllowList {
    /// The sections whose words are allowed, by name or by prefix (ending in `:`).
    static let sections = ["composer_shape:", "composer_part:", "few_shot"]

    /// The words of `lexicon`'s composer and examples.
    public static func words(of lexicon: Lexicon) -> Set<String> {
        var out = Set<String>()
        for (name, entries) in lexicon.sections
        where sections.contains(where: { $0.hasSuffix(":") ? name.hasPrefix($0) : name == $0 }) {
            for entry in entries {
                // A shape's `{slot}` names are not words of the line.
                let text = name.hasPrefix("composer_shape:") ? withoutSlots(entry) : entry
                for piece in SpellingTokenizer.pieces(text) { out.insert(SpellingTokenizer.key(piece)) }
            }
        }
        return out
    }

    /// The allow-list of the built-in locale `base` (empty for a locale without a file), built on first use.
    public static func builtin(_ base: String) -> Set<String> {
        built.value(base) { Lexicon.builtin[$0].map(words(of:)) ?? [] }
    }

    private static let built = LocaleMemo<Set<String>>()

    static func withoutSlots(_ template: String) -> String {
        var out = ""
        var inSlot = false
        for ch in template {
            if ch == "{" {
                inSlot = true
            } else if ch == "}" {
                inSlot = false
                out.append(" ")
            } else if !inSlot {
                out.append(ch)
            }
        }
        return out
    }
}
