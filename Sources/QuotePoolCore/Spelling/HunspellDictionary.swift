import Synchronization

/// One Hunspell dictionary (a `.dic`/`.aff` pair) loaded by the system library: one handle, owned here and
/// destroyed with this object.
///
/// A Hunspell handle is not safe to use from two threads at once, so every lookup takes the handle's lock; loading
/// takes a lock shared by every dictionary, since the library's start-up tables are not guarded either. Words are
/// written in the dictionary's own encoding (its `SET`, see ``HunspellEncoding``) before they are looked up.
public final class HunspellDictionary: SpellingLookup {
    public let files: DictionaryFiles
    public let encoding: HunspellEncoding
    private let library: HunspellLibrary
    private let handle: Mutex<Handle>

    /// The C handle; only ever used while ``handle``'s lock is held.
    private struct Handle {
        let pointer: OpaquePointer
    }

    /// Loads `files` with `library`.
    /// - Throws: ``SpellingError`` naming the file: missing, not a dictionary, an encoding that cannot be written,
    ///   or a pair Hunspell could not load.
    public init(_ files: DictionaryFiles, library: HunspellLibrary) throws(SpellingError) {
        if let problem = files.problem() { throw problem }
        let pointer: OpaquePointer? = Self.loading.withLock { _ in
            files.aff.withCString { aff in files.dic.withCString { dic in library.create(aff, dic) } }
        }
        guard let pointer else { throw .createFailed(dic: files.dic) }
        let name = library.encoding(pointer).map { String(cString: $0) } ?? "ISO8859-1"
        guard let encoding = HunspellEncoding(name: name) else {
            library.destroy(pointer)
            throw .unsupportedEncoding(aff: files.aff, encoding: name)
        }
        self.files = files
        self.library = library
        self.encoding = encoding
        handle = Mutex(Handle(pointer: pointer))
    }

    deinit {
        handle.withLock { library.destroy($0.pointer) }
    }

    /// Serializes `Hunspell_create` across the process.
    private static let loading = Mutex(())

    public var name: String { files.dic }

    public func knows(_ word: String) -> Bool {
        guard let bytes = encoding.cString(word) else { return false }
        return handle.withLock { h in bytes.withUnsafeBufferPointer { library.spell(h.pointer, $0.baseAddress!) != 0 } }
    }

    /// Hunspell's readings of `word`, one string each ("st:fille po:nom is:fem is:sg" in Debian's French
    /// dictionary); empty when the library cannot analyze or the dictionary has no such data. The tags are ASCII;
    /// anything else in a reading of a dictionary not in UTF-8 may be read wrongly, and is not looked at.
    public func analyses(_ word: String) -> [String] {
        guard let analysis = library.analysis, let bytes = encoding.cString(word) else { return [] }
        return handle.withLock { h in
            bytes.withUnsafeBufferPointer { word in
                var list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
                let count = analysis.analyze(h.pointer, &list, word.baseAddress!)
                defer { if list != nil { analysis.free(h.pointer, &list, count) } }
                guard count > 0, let list else { return [] }
                return (0..<Int(count)).compactMap { list[$0].map { String(cString: $0) } }
            }
        }
    }
}
