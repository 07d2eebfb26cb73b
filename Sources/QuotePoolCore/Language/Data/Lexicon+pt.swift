// Language data for locale "pt"; format described in Lexicon.swift.
extension LexiconSource {
    static let pt = #"""
[function_words]
"""#
}
