// Language data for locale "en"; format described in Lexicon.swift.
extension LexiconSource {
    static let en = #"""
[function_words]
"""#
}
