// Language data for locale "de"; format described in Lexicon.swift.
extension LexiconSource {
    static let de = #"""
[function_words]
"""#
}
