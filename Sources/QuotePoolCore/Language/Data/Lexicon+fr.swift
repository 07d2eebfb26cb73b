// Language data for locale "fr"; format described in Lexicon.swift.
extension LexiconSource {
    static let fr = #"""
[function_words]
"""#
}
