// Language data for locale "ja"; format described in Lexicon.swift.
extension LexiconSource {
    static let ja = #"""
[function_words]
"""#
}
