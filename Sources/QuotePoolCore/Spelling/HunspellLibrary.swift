#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The system Hunspell library (Debian: `libhunspell-1.7-0`), opened at run time with `dlopen`, so that building
/// quotepool needs neither the library nor its headers, and a machine without it still runs every fill (the
/// spelling stage then records `skipped`).
///
/// The four C functions the stage needs are looked up: `Hunspell_create`, `Hunspell_destroy`, `Hunspell_spell` and
/// `Hunspell_get_dic_encoding`; and, when the library has them, `Hunspell_analyze` and `Hunspell_free_list`, which
/// give a word's morphological readings (the form stage reads French nouns' gender from them). The library is never
/// closed.
public struct HunspellLibrary: Sendable {
    typealias Create = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>) -> OpaquePointer?
    typealias Destroy = @convention(c) (OpaquePointer) -> Void
    typealias Spell = @convention(c) (OpaquePointer, UnsafePointer<CChar>) -> Int32
    typealias Encoding = @convention(c) (OpaquePointer) -> UnsafeMutablePointer<CChar>?
    typealias Analyze =
        @convention(c) (
            OpaquePointer, UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
            UnsafePointer<CChar>
        ) -> Int32
    typealias FreeList =
        @convention(c) (
            OpaquePointer, UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
            Int32
        ) -> Void

    /// The file that was opened (as named to `dlopen`).
    public let path: String
    let create: Create
    let destroy: Destroy
    let spell: Spell
    let encoding: Encoding
    /// `Hunspell_analyze` and `Hunspell_free_list`, nil when the library lacks either.
    let analysis: (analyze: Analyze, free: FreeList)?

    /// The names tried, in order: Debian's and other Linux systems' shared object, then macOS's.
    public static let names = [
        "libhunspell-1.7.so.0", "libhunspell-1.7.so", "libhunspell.so", "libhunspell-1.7.0.dylib",
        "libhunspell-1.7.dylib",
    ]

    /// The system library, opened once per process on first use.
    public static let system: Result<HunspellLibrary, SpellingError> = open(names)

    /// The first of `names` that opens and has the four functions.
    /// - Returns: the library, or ``SpellingError/libraryMissing(tried:reason:)`` with the last loader message.
    public static func open(_ names: [String]) -> Result<HunspellLibrary, SpellingError> {
        var reason = "not found"
        for name in names {
            guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
                reason = dlerror().map { String(cString: $0) } ?? "not found"
                continue
            }
            guard let create = dlsym(handle, "Hunspell_create"), let destroy = dlsym(handle, "Hunspell_destroy"),
                let spell = dlsym(handle, "Hunspell_spell"), let encoding = dlsym(handle, "Hunspell_get_dic_encoding")
            else {
                reason = "\(name) lacks the Hunspell C functions"
                dlclose(handle)
                continue
            }
            var analysis: (Analyze, FreeList)?
            if let analyze = dlsym(handle, "Hunspell_analyze"), let free = dlsym(handle, "Hunspell_free_list") {
                analysis = (unsafeBitCast(analyze, to: Analyze.self), unsafeBitCast(free, to: FreeList.self))
            }
            return .success(
                HunspellLibrary(
                    path: name, create: unsafeBitCast(create, to: Create.self),
                    destroy: unsafeBitCast(destroy, to: Destroy.self), spell: unsafeBitCast(spell, to: Spell.self),
                    encoding: unsafeBitCast(encoding, to: Encoding.self), analysis: analysis))
        }
        return .failure(.libraryMissing(tried: names, reason: reason))
    }
}
