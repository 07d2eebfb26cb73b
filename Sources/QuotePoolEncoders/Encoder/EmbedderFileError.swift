/// Why an in-process embedder (minilm, e5, use) could not be loaded. Each case names the file it was reading, so an
/// operator can tell a missing install (run `scripts/install-embedder.sh`) from a damaged or foreign file.
public enum EmbedderFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A required file is not in the model directory; `embedder` is the name the install script takes.
    case missingFile(path: String, embedder: String)
    /// A file is there but is not what the loader expects (bad header, wrong shape, unknown dtype).
    case malformed(path: String, problem: String)

    public var description: String {
        switch self {
        case .missingFile(let path, let embedder):
            "missing \(path) (install it with scripts/install-embedder.sh \(embedder))"
        case .malformed(let path, let problem): "\(path): \(problem)"
        }
    }
}
