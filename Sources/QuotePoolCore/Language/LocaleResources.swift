/// The locale files compiled into the binary: `Resources/locales/<locale>.txt`, one per locale, in the format
/// ``Lexicon`` parses. Served locales come first, then the identification-only ones.
///
/// SwiftPM embeds each file of the directory as a byte array named after the file, but lists them nowhere,
/// so each file has its line here; `LocaleFileTests` fails when a file of the directory is missing from it.
enum LocaleResources {
    static let all: [(locale: String, utf8: [UInt8])] = [
        ("en", PackageResources.en_txt), ("de", PackageResources.de_txt), ("es", PackageResources.es_txt),
        ("fr", PackageResources.fr_txt), ("it", PackageResources.it_txt), ("pt", PackageResources.pt_txt),
        ("ja", PackageResources.ja_txt),
        // Identification only: known others, never served.
        ("nl", PackageResources.nl_txt), ("ca", PackageResources.ca_txt), ("gl", PackageResources.gl_txt),
    ]
}
