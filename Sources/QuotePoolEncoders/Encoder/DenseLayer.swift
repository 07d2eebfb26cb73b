/// A dense layer of the encoder, `y = x·Wᵀ + b` (optionally followed by GELU), over rows of floats: fp32 panels
/// (``PackedLinear``) or 4-bit weights (``Q4Linear``), whichever the model file holds.
protocol DenseLayer: Sendable {
    var inputs: Int { get }
    var outputs: Int { get }
    /// Writes the layer's output for `rows` rows of `x` (`rows × inputs`, dense) into `y` (`rows × outputs`),
    /// on every core.
    func apply(_ x: UnsafePointer<Float>, rows: Int, into y: UnsafeMutablePointer<Float>)
}

/// Splits a product over `rows` rows and `panels` weight panels into tasks on every core and runs
/// `body(rowRange, panelRange)` for each: blocks of `rowsPerTask` rows, so a task's inputs stay in the core's
/// cache while it streams its panels, and groups of panels, so that a few rows (one short sentence) still make
/// enough tasks for every core.
func forEachTile(rows: Int, panels: Int, rowsPerTask: Int, _ body: (Range<Int>, Range<Int>) -> Void) {
    guard rows > 0 else { return }
    let rowTasks = (rows + rowsPerTask - 1) / rowsPerTask
    let wanted = ParallelFor.cores * 3
    let groupsWanted = max(1, min(panels, (wanted + rowTasks - 1) / rowTasks))
    let panelsPerGroup = (panels + groupsWanted - 1) / groupsWanted
    // Rounding the group size up can leave fewer groups than asked for (8 panels in 6 groups: 4 groups of 2).
    let panelGroups = (panels + panelsPerGroup - 1) / panelsPerGroup
    parallelFor(rowTasks * panelGroups) { task in
        let firstRow = (task / panelGroups) * rowsPerTask
        let firstPanel = (task % panelGroups) * panelsPerGroup
        body(firstRow..<min(rows, firstRow + rowsPerTask), firstPanel..<min(panels, firstPanel + panelsPerGroup))
    }
}
