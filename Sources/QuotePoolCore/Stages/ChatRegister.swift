/// The register of a chat assistant's reply (SPEC 2.3a), read from the form of a line rather than from a list of
/// its phrases: a speaker who talks to a listener about the exchange itself ("I'm ready to help you with your
/// creative writing project", "Awesome, I'm glad you're enjoying my writing style", "I'm excited to share…").
///
/// It counts five kinds of words, each a section of the locale file, so a locale needs no code:
/// - `chat_speaker`: the speaker, first person singular ("I", "my", "ich", "je", "j'", "me");
/// - `chat_listener`: the listener, second person, and phrases that turn to them ("feel free", "the user");
/// - `chat_exchange`: the exchange itself: what is asked and given (help, share, question, request, project,
///   writing, story, topic, idea, style);
/// - `chat_speaker_state`: the speaker's readiness or pleasure (glad, ready, excited, here to);
/// - `chat_acknowledgement`: an interjection that opens a reply ("Awesome,", "Great question!"), counted only as
///   the first words of the line with a comma or an exclamation mark after them;
/// - `chat_pointer`: demonstratives ("this", "cette", "esta"), which point at the exchange when an exchange word
///   follows directly or one word later ("this prompt", "esta historia", "this creative approach");
/// - `chat_self_description`: openings by which a reply presents what it hands over ("This is", "C'est",
///   "Voici");
/// - `chat_thanks`: thanks and apologies opening a reply, with or without a comma ("Thanks for", "Désolé").
///
/// A line is chatter when it speaks of the exchange (an exchange word) in the shape of a reply: the speaker
/// addressing the listener, the speaker saying how glad or ready they are, an acknowledgement opening the line, a
/// demonstrative pointing at the exchange, or a self-describing opening; and the exchange is not a single passing
/// word: two exchange words, or one with the speaker's state, an acknowledgement (thanks and apologies included),
/// a pointer, a self-describing opening, or a question between the speaker and the listener. "I'll help you carry
/// the boxes" (speaker, listener, one exchange word) and "You cannot step into the same river twice" pass; pronouns
/// alone never make chatter.
///
/// Entries written with a capital (German "Sie", "Ihnen") count only when written so, and not as the first word.
/// An exchange word matches as written, by its stem (``LightStemmer``) or with an inflection ending added, other
/// words as written; an elided entry ("j'", "m'") matches the start of a word. Locales without these sections (ja)
/// are not checked.
struct ChatRegister: Sendable {
    struct Words: Sendable {
        /// Lower-case single-word entries and their stems; for words matched by stem, also each entry with each
        /// of the locale's inflection endings ("ask" + "ed"), which the stemmer leaves alone in words it would cut
        /// below four letters.
        let words: Set<String>
        let stems: Set<String>
        let inflected: [String: String]
        /// Entries written with a capital: they match only a capitalized word that does not open the line.
        let capitalized: Set<String>
        /// Elided entries ("j'", "l'"), matched as the start of a word.
        let elided: [String]
        /// Multi-word entries, as token runs.
        let phrases: [[String]]
        let stemmer: LightStemmer
        /// Whether inflected forms match by their stem (exchange words: "helping", "shared"). Pronouns and the
        /// speaker's state match as written: a stem would make the verb "meinen" a form of "mein", and "read" one
        /// of "ready".
        let byStem: Bool

        init(_ entries: [String], stemmer: LightStemmer, byStem: Bool) {
            self.stemmer = stemmer
            self.byStem = byStem
            var words = Set<String>()
            var capitalized = Set<String>()
            var elided: [String] = []
            var phrases: [[String]] = []
            for entry in entries {
                let tokens = TextNormalizer.tokens(entry)
                guard !tokens.isEmpty else { continue }
                if tokens.count > 1 {
                    phrases.append(tokens)
                } else if entry.hasSuffix("'") || entry.hasSuffix("\u{2019}") {
                    elided.append(tokens[0] + "'")
                } else if entry.unicodeScalars.first?.properties.isUppercase == true {
                    capitalized.insert(tokens[0])
                } else {
                    words.insert(tokens[0])
                }
            }
            self.words = words
            stems = byStem ? Set(words.map(stemmer.stem)) : []
            var inflected: [String: String] = [:]
            for word in words where byStem {
                for suffix in stemmer.suffixes { inflected[word + suffix] = word }
            }
            self.inflected = inflected
            self.capitalized = capitalized
            self.elided = elided
            self.phrases = phrases
        }

        var isEmpty: Bool { words.isEmpty && capitalized.isEmpty && elided.isEmpty && phrases.isEmpty }

        /// The entry the `i`-th token of `line` is (its stem for words matched by stem), if any; phrases aside.
        func entry(at i: Int, of line: Line) -> String? {
            let token = line.tokens[i]
            // An entry, an entry with an ending, or a word of an entry's stem: each gives the entry's stem.
            if byStem, case let stem = stemmer.stem(inflected[token] ?? token), stems.contains(stem) { return stem }
            if words.contains(token) { return token }
            if line.capitalizedInside.contains(i), capitalized.contains(token) { return token }
            return elided.first { token.hasPrefix($0) && token.count > $0.count }
        }

        /// The distinct entries of the list found in `line`.
        func hits(in line: Line) -> Set<String> {
            var found = Set<String>()
            for i in line.tokens.indices {
                if let entry = entry(at: i, of: line) { found.insert(entry) }
            }
            for phrase in phrases where PhraseSet.containsContiguously(line.tokens, phrase) {
                found.insert(phrase.joined(separator: " "))
            }
            return found
        }
    }

    /// A line's tokens, which of them were written with a capital after the first word, and whether its first
    /// words run up to a comma or an exclamation mark (where an acknowledgement ends).
    struct Line {
        let tokens: [String]
        let capitalizedInside: Set<Int>
        /// For each word count n, whether the n-th word is followed by a comma or an exclamation mark.
        let pausesAfter: [Bool]
        /// How many tokens the first n words hold.
        let tokensBefore: [Int]
    }

    /// The word classes, each the locale file's section `chat_<raw value>`.
    enum WordClass: String, CaseIterable {
        case speaker, listener, exchange, state = "speaker_state", acknowledgement, pointer
        case selfDescription = "self_description", thanks
    }

    private let classes: [WordClass: Words]
    private var exchange: Words { self[.exchange] }

    init(lexicon: Lexicon?) {
        let stemmer = lexicon?.stemmer ?? LightStemmer(suffixes: [])
        classes = Dictionary(
            uniqueKeysWithValues: WordClass.allCases.map { kind in
                // Only exchange words match their inflected forms (see `Words.byStem`).
                let entries = lexicon?["chat_\(kind.rawValue)"] ?? []
                return (kind, Words(entries, stemmer: stemmer, byStem: kind == .exchange))
            })
    }

    subscript(_ kind: WordClass) -> Words { classes[kind]! }

    /// Why `t` reads as a chat assistant's reply, or nil.
    func check(_ t: GateText) -> String? {
        guard !exchange.isEmpty else { return nil }
        let line = Self.line(t)
        let talk = exchange.hits(in: line)
        guard !talk.isEmpty else { return nil }
        let speaks = !self[.speaker].hits(in: line).isEmpty
        let addresses = !self[.listener].hits(in: line).isEmpty
        let eager = speaks && !self[.state].hits(in: line).isEmpty
        let acknowledges = opensWithAcknowledgement(line) || opens(line, with: self[.thanks])
        // A question between the speaker and the listener about the exchange: an offer ("Would you like me to…?").
        let offers = speaks && addresses && t.scalars.contains { $0 == "?" || $0 == "\u{FF1F}" }
        let pointed = pointedAtExchange(line)
        let describes = opens(line, with: self[.selfDescription])
        let points = pointed != nil || describes
        let reply = (speaks && addresses) || eager || acknowledges || points
        guard reply, talk.count >= 2 || eager || acknowledges || points || offers else { return nil }
        var form: [String] = []
        if acknowledges { form.append("opens with an acknowledgement") }
        if speaks && addresses {
            form.append(offers ? "a speaker asks the listener" : "a speaker addresses the listener")
        }
        if eager { form.append("the speaker is glad or ready") }
        if let pointed { form.append("points at the exchange (\"\(pointed)\")") }
        if describes { form.append("describes itself") }
        let words = talk.sorted().prefix(3).map { "\"\($0)\"" }.joined(separator: ", ")
        return "reads as a chat assistant's reply: \(form.joined(separator: ", ")), about the exchange (\(words))"
    }

    /// A demonstrative directly before an exchange word, or one word before it ("this prompt", "cette histoire",
    /// "this creative approach"): the line points at something of the conversation it is part of.
    private func pointedAtExchange(_ line: Line) -> String? {
        for i in line.tokens.indices where self[.pointer].entry(at: i, of: line) != nil {
            for j in (i + 1)..<min(i + 3, line.tokens.count) where exchange.entry(at: j, of: line) != nil {
                return line.tokens[i...j].joined(separator: " ")
            }
        }
        return nil
    }

    /// Whether the line opens with an entry of `words` ("This is…", "Here is…", "C'est…", "Voici…").
    private func opens(_ line: Line, with words: Words) -> Bool {
        guard !line.tokens.isEmpty else { return false }
        if words.entry(at: 0, of: line) != nil { return true }
        return words.phrases.contains { line.tokens.starts(with: $0) }
    }

    /// Whether the line's first word or words are an acknowledgement followed by a comma or an exclamation mark.
    private func opensWithAcknowledgement(_ line: Line) -> Bool {
        for n in 1..<min(4, line.pausesAfter.count) where line.pausesAfter[n] {
            let first = Array(line.tokens.prefix(line.tokensBefore[n]))
            let opening = Line(
                tokens: first, capitalizedInside: [], pausesAfter: [], tokensBefore: [])
            if !self[.acknowledgement].hits(in: opening).isEmpty { return true }
        }
        return false
    }

    private static let pauses: Set<Unicode.Scalar> = [",", "!", "\u{FF0C}", "\u{FF01}", "\u{3001}"]

    static func line(_ t: GateText) -> Line {
        var tokens: [String] = []
        var capitalized = Set<Int>()
        var pausesAfter = [false]
        var tokensBefore = [0]
        for (n, word) in t.words.enumerated() {
            if n > 0, t.scalars[word.range.lowerBound].properties.isUppercase {
                capitalized.formUnion(tokens.count..<(tokens.count + word.tokens.count))
            }
            tokens += word.tokens
            tokensBefore.append(tokens.count)
            pausesAfter.append(t.scalars[t.gap(afterWord: n)].contains(where: pauses.contains))
        }
        return Line(
            tokens: tokens, capitalizedInside: capitalized, pausesAfter: pausesAfter, tokensBefore: tokensBefore)
    }
}
