import Testing

@testable import QuotePoolCore

@Suite struct LocaleCodeRegionTests {
    @Test(
        arguments: [
            ("pt-BR", "BR"), ("en_gb", "GB"), ("es-419", "419"), ("zh-Hant-TW", "TW"), ("de", nil), ("zh-Hant", nil),
        ] as [(String, String?)])
    func theRegionIsTheTwoLetterOrThreeDigitSubtag(_ text: String, _ region: String?) throws {
        #expect(try LocaleCode(text).region == region)
    }
}
