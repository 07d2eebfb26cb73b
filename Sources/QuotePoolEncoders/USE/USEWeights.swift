/// The weights of Universal Sentence Encoder Multilingual v3 in the form ``USEEncoder`` computes with: dense
/// layers repacked into fp32 panels (``PackedLinear``), products that read the same input fused into one, the
/// token table left packed and mapped (``USETokenTable``).
struct USEWeights: Sendable {
    /// One n-gram branch: two convolutions over windows of `order` tokens, each followed by ReLU and a residual.
    struct Branch: Sendable {
        let order: Int
        /// Tokens of a window before its own: the window of token t runs from `t - left` to
        /// `t - left + order - 1`.
        let left: Int
        /// `order × width` inputs (the window's rows side by side) to `width` outputs.
        let first: PackedLinear
        let second: PackedLinear
    }

    /// The n-gram orders and their left context, as the reference computes them.
    static let orders = [(order: 2, left: 0), (order: 3, left: 1), (order: 5, left: 2)]

    let table: USETokenTable
    /// The three branches' projections side by side: ``USETokenTable/width`` to 3 × ``branchWidth``.
    let projection: PackedLinear
    /// Over the three projections together, as the reference normalizes them.
    let projectionNorm: LayerNorm
    let branches: [Branch]
    /// Over a token's row and its three branches' outputs.
    let featureNorm: LayerNorm
    /// The pooled features to the sentence vector, without its bias, which scales with the sentence's length.
    let pooling: PackedLinear
    let poolingBias: [Float]
    /// `[d0 | p1]`: the pooled vector to the first hidden layer (before ReLU) and to its skip connection.
    let first: PackedLinear
    /// `d1`: the first hidden layer's ReLU to the second (added to the skip connection, then ReLU).
    let middle: PackedLinear
    /// `[d2 | p3]`: the second hidden layer to the third (before ReLU) and to the output's skip connection.
    let second: PackedLinear
    /// `d3`: the third hidden layer's ReLU to the output (added to the skip connection, then tanh).
    let last: PackedLinear
    let epsilon: Float

    /// Values per token row.
    var tokenWidth: Int { table.width }
    /// Values a branch gives each token.
    var branchWidth: Int { branches[0].second.outputs }
    /// A token's features: its row and each branch's output.
    var featureWidth: Int { tokenWidth + branches.count * branchWidth }
    /// The sentence vector's size.
    var dimension: Int { last.outputs }

    /// - Throws: ``EmbedderFileError/malformed(path:problem:)`` when an array has another shape than the token
    ///   table's width and the pooled projection's imply.
    init(file: USEModelFile) throws {
        table = file.table
        epsilon = file.epsilon
        let t = file.table.width
        // The pooled projection's shape fixes the branch width: (t + 3 × width) × output.
        let pooledShape = try USEModelFile.array(in: file.directory, "cnn_W").shape
        guard pooledShape.count == 2, pooledShape[0] > t, (pooledShape[0] - t) % Self.orders.count == 0 else {
            throw EmbedderFileError.malformed(
                path: USEModelFile.url(in: file.directory, "cnn_W").path,
                problem: "has shape \(pooledShape), which does not follow a token row of \(t)")
        }
        let b = (pooledShape[0] - t) / Self.orders.count
        let features = pooledShape[0]
        let out = pooledShape[1]
        let hidden = try USEModelFile.array(in: file.directory, "d0").shape.last ?? 0
        // The products' panels are 16 columns wide.
        for (size, what) in [(b, "branch width"), (out, "output size"), (hidden, "hidden size")]
        where size <= 0 || size % EncoderKernels.panelWidth != 0 {
            throw EmbedderFileError.malformed(
                path: file.directory.path,
                problem: "the \(what) is \(size), not a positive multiple of \(EncoderKernels.panelWidth)")
        }
        let names = Self.orders.map { "\($0.order)" }
        projection = PackedLinear(
            inputMajor: try names.map { try file.floats("proj\($0)", [t, b]) }, inputs: t,
            bias: try names.flatMap { try file.floats("proj_b\($0)", [b]) })
        projectionNorm = LayerNorm(
            gamma: try names.flatMap { try file.floats("ln_g\($0)", [b]) },
            beta: try names.flatMap { try file.floats("ln_b\($0)", [b]) })
        branches = try Self.orders.map { entry in
            let (order, left) = entry
            func convolution(_ weight: String, _ bias: String) throws -> PackedLinear {
                PackedLinear(
                    inputMajor: [try file.floats("\(weight)_\(order)", [order * b, b])], inputs: order * b,
                    bias: try file.floats("\(bias)_\(order)", [b]))
            }
            return Branch(
                order: order, left: left, first: try convolution("w1", "b1"), second: try convolution("w2", "b2"))
        }
        featureNorm = LayerNorm(gamma: try file.floats("ln_g", [features]), beta: try file.floats("ln_b", [features]))
        pooling = PackedLinear(inputMajor: [try file.floats("cnn_W", [features, out])], inputs: features)
        poolingBias = try file.floats("cnn_b", [out])
        first = PackedLinear(
            inputMajor: [try file.floats("d0", [out, hidden]), try file.floats("p1", [out, hidden])], inputs: out)
        middle = PackedLinear(inputMajor: [try file.floats("d1", [hidden, hidden])], inputs: hidden)
        second = PackedLinear(
            inputMajor: [try file.floats("d2", [hidden, out]), try file.floats("p3", [hidden, out])], inputs: hidden)
        last = PackedLinear(inputMajor: [try file.floats("d3", [out, out])], inputs: out)
    }
}
