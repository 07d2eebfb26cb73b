import Foundation
import QuotePoolCore

/// One generated token with the log probabilities a server reported for it (OpenAI `logprobs.content`).
///
/// llama.cpp reports them from the model's raw logits, before the grammar and the sampler: a token the grammar
/// forced still shows how little the model wanted it. That is what ``probabilities(of:)`` reads.
struct StreamedToken: Equatable, Sendable {
    struct Alternative: Equatable, Sendable {
        let id: Int?
        let text: String
        let logprob: Double
    }

    let id: Int?
    let text: String
    let logprob: Double
    /// The most likely tokens at this position, the chosen one among them or not.
    let alternatives: [Alternative]

    /// The tokens of one chat-completion chunk's `logprobs` object; entries without a number are skipped.
    static func parse(_ logprobs: Any?) -> [StreamedToken] {
        guard let content = (logprobs as? [String: Any])?["content"] as? [[String: Any]] else { return [] }
        return content.compactMap { entry in
            guard let text = entry["token"] as? String, let logprob = (entry["logprob"] as? NSNumber)?.doubleValue
            else { return nil }
            let alternatives = (entry["top_logprobs"] as? [[String: Any]] ?? []).compactMap { top -> Alternative? in
                guard let text = top["token"] as? String, let lp = (top["logprob"] as? NSNumber)?.doubleValue
                else { return nil }
                return Alternative(id: (top["id"] as? NSNumber)?.intValue, text: text, logprob: lp)
            }
            return StreamedToken(
                id: (entry["id"] as? NSNumber)?.intValue, text: text, logprob: logprob, alternatives: alternatives)
        }
    }

    /// What the tokens of a draft say about it: its ending's probability (``endingProbability(at:)``) and its least
    /// likely token before the ending; `nil` without tokens.
    ///
    /// A draft cut by the grammar at its word cap ends where the model wanted to go on ("…and I'm reminded."), and
    /// its ending scores far below one where the model would have stopped on its own. A word the grammar forced
    /// where the model wanted something else shows as a token the model all but ruled out ("themap").
    static func probabilities(of tokens: [StreamedToken]) -> DraftProbabilities? {
        guard !tokens.isEmpty else { return nil }
        let last = tokens.lastIndex { $0.text.unicodeScalars.contains(where: SentenceCut.isTerminator) }
        let before = tokens[..<(last ?? tokens.endIndex)]
        let weakest = before.min { $0.logprob < $1.logprob }
        return DraftProbabilities(
            ending: last.map { endingProbability(at: tokens[$0]) }, weakestToken: weakest?.text,
            weakest: weakest.map { exp($0.logprob) })
    }

    /// How likely the model found it to end the sentence at `end`, the last token that holds a sentence terminator:
    /// the probability of that token plus that of every listed alternative that starts with a terminator (". " and
    /// "!" alike).
    static func endingProbability(at end: StreamedToken) -> Double {
        var total = exp(end.logprob)
        var counted: Set<String> = [end.id.map(String.init) ?? end.text]
        for alternative in end.alternatives {
            let key = alternative.id.map(String.init) ?? alternative.text
            guard !counted.contains(key), startsWithTerminator(alternative.text) else { continue }
            counted.insert(key)
            total += exp(alternative.logprob)
        }
        return min(1, total)
    }

    private static func startsWithTerminator(_ text: String) -> Bool {
        text.unicodeScalars.first { !$0.properties.isWhitespace }.map(SentenceCut.isTerminator) ?? false
    }
}
