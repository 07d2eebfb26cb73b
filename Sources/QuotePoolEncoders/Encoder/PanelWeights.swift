/// A dense layer's weights as the kernels read them: panels of output columns, the bias, and whether GELU follows
/// the product.
///
/// The fp32 (``PackedLinear``) and 4-bit (``Q4Linear``) layers differ only in what a panel holds and which kernel
/// multiplies, so both keep their weights here and split their products over the cores the same way.
struct PanelWeights<Element: Sendable>: Sendable {
    let inputs: Int
    let outputs: Int
    /// Output columns per panel; `outputs` is a multiple of it.
    let panelWidth: Int
    let panels: [Element]
    /// `outputs` values.
    let bias: [Float]
    /// Whether GELU follows the product (fused: applied to each tile while it is in cache).
    let gelu: Bool

    /// Runs `product(rowRange, panelRange, panels, bias)` for every tile of `rows` rows on every core
    /// (``forEachTile(rows:panels:rowsPerTask:_:)``), with the panels and the bias in place for the call.
    func forEachTile(
        rows: Int, rowsPerTask: Int,
        _ product: (Range<Int>, Range<Int>, UnsafePointer<Element>, UnsafePointer<Float>) -> Void
    ) {
        panels.withUnsafeBufferPointer { panels in
            bias.withUnsafeBufferPointer { bias in
                QuotePoolEncoders.forEachTile(rows: rows, panels: outputs / panelWidth, rowsPerTask: rowsPerTask) {
                    product($0, $1, panels.baseAddress!, bias.baseAddress!)
                }
            }
        }
    }
}
