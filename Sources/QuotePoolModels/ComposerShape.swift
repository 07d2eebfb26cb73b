import QuotePoolCore

/// One sentence shape of the builtin composer: a template whose `{slot}`s are filled from lists of parts.
///
/// A locale file declares a shape as a section `[composer_shape:<name>]` holding its template (one entry, words of
/// the language around `{slot}` names, without the full stop), and each slot as `[composer_part:<name>:<slot>]`
/// holding its parts, each of which must read correctly beside every part of the other slots.
struct ComposerShape: Sendable {
    struct Slot: Sendable {
        let name: String
        let parts: [String]
        /// The prime the slot's walk turns on (``ComposerWalk``): the smallest prime of at least the number of
        /// parts (and at least 11) that no earlier slot of the shape uses, so two lines of one shape share at most
        /// one part until the product of the moduli is used up.
        let modulus: Int
    }

    let name: String
    let template: String
    let slots: [Slot]

    static let sectionPrefix = "composer_shape:"

    /// The shape called `name` in `lexicon`, or nil when its template is missing or a slot has no parts.
    init?(name: String, lexicon: Lexicon) {
        guard let template = lexicon[Self.sectionPrefix + name].first else { return nil }
        var slots: [Slot] = []
        var used: Set<Int> = []
        for slot in Self.slotNames(in: template) {
            let parts = lexicon["composer_part:\(name):\(slot)"]
            guard !parts.isEmpty else { return nil }
            let modulus = ComposerWalk.prime(atLeast: parts.count, excluding: used)
            used.insert(modulus)
            slots.append(Slot(name: slot, parts: parts, modulus: modulus))
        }
        guard !slots.isEmpty else { return nil }
        self.name = name
        self.template = template
        self.slots = slots
    }

    /// Every shape `lexicon` declares, in name order.
    static func all(in lexicon: Lexicon) -> [ComposerShape] {
        lexicon.names(withPrefix: sectionPrefix).compactMap { ComposerShape(name: $0, lexicon: lexicon) }
    }

    /// The `{slot}` names of `template`, in order of appearance.
    static func slotNames(in template: String) -> [String] {
        var names: [String] = []
        var rest = template[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }

    /// The template with each slot replaced by its part.
    func fill(_ parts: [String]) -> String {
        var text = template
        for (slot, part) in zip(slots, parts) {
            text = text.replacingOccurrences(of: "{\(slot.name)}", with: part)
        }
        return text
    }
}
