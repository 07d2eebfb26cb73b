// Language data for locale "it"; format described in Lexicon.swift.
extension LexiconSource {
    static let it = #"""
[function_words]
"""#
}
