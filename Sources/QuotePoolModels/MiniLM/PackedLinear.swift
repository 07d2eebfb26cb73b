/// A dense layer `y = x·Wᵀ + b` (optionally followed by GELU) whose weights are repacked once, at load, into
/// the panels ``MiniLMKernels`` multiply with.
///
/// Work is split over row blocks and panel groups on every core: a task streams its panels while its rows
/// stay in cache.
struct PackedLinear: Sendable {
    /// Rows per task, so a task's inputs stay in the core's L2 cache (64 rows of 1,536 floats: 384 KB).
    static let rowsPerTask = 64

    let inputs: Int
    let outputs: Int
    let panels: [Float]
    let bias: [Float]
    /// Whether GELU follows the product (fused: applied to each tile while it is in cache).
    let gelu: Bool

    /// - Parameters:
    ///   - weight: `outputs × inputs`, row-major (PyTorch's `Linear.weight`); `outputs` a multiple of
    ///     ``MiniLMKernels/panelWidth``.
    ///   - bias: `outputs` values.
    init(weight: [Float], bias: [Float], inputs: Int, outputs: Int, gelu: Bool = false) {
        precondition(
            outputs % MiniLMKernels.panelWidth == 0 && weight.count == inputs * outputs && bias.count == outputs)
        self.inputs = inputs
        self.outputs = outputs
        self.panels = MiniLMKernels.pack(weight, outputs: outputs, inputs: inputs)
        self.bias = bias
        self.gelu = gelu
    }

    /// Writes the layer's output for `rows` rows of `x` (`rows × inputs`, dense) into `y` (`rows × outputs`).
    func apply(_ x: UnsafePointer<Float>, rows: Int, into y: UnsafeMutablePointer<Float>) {
        guard rows > 0 else { return }
        let panelCount = outputs / MiniLMKernels.panelWidth
        let rowTasks = (rows + Self.rowsPerTask - 1) / Self.rowsPerTask
        // Few rows (one short sentence) still need several tasks to use every core: split the columns too.
        let wanted = ParallelFor.cores * 3
        let panelGroups = max(1, min(panelCount, (wanted + rowTasks - 1) / rowTasks))
        let panelsPerGroup = (panelCount + panelGroups - 1) / panelGroups
        let (inputs, outputs, gelu) = (inputs, outputs, gelu)
        panels.withUnsafeBufferPointer { panels in
            bias.withUnsafeBufferPointer { bias in
                parallelFor(rowTasks * panelGroups) { task in
                    let firstRow = (task / panelGroups) * Self.rowsPerTask
                    let firstPanel = (task % panelGroups) * panelsPerGroup
                    MiniLMKernels.linear(
                        x, rows: firstRow..<min(rows, firstRow + Self.rowsPerTask), inputs: inputs,
                        panels: panels.baseAddress!, bias: bias.baseAddress!,
                        panelRange: firstPanel..<min(panelCount, firstPanel + panelsPerGroup), into: y,
                        outputs: outputs, gelu: gelu)
                }
            }
        }
    }
}
