// Language data for locale "es"; format described in Lexicon.swift.
extension LexiconSource {
    static let es = #"""
[function_words]
"""#
}
