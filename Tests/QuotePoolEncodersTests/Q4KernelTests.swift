import CMiniLMKernels
import Foundation
import Testing

@testable import QuotePoolEncoders

/// The 4-bit kernels: Q8_0 quantization of activations and the Q4_0 × Q8_0 product, the AVX2 path (where the
/// CPU has it) against the portable C path and both against plain loops in double precision.
@Suite struct Q4KernelTests {
    /// Stored Q4_0 blocks for `rows × inputs` weights: scales between 2^-9 and 2^-7 (binary16), random nibbles.
    static func storedWeights(rows: Int, inputs: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        var bytes: [UInt8] = []
        for _ in 0..<(rows * inputs / EncoderKernels.quantBlock) {
            let half = UInt16(0x1800 + next() % 0x0800)
            bytes += [UInt8(half & 0xff), UInt8(half >> 8)]
            bytes += (0..<16).map { _ in UInt8(truncatingIfNeeded: next()) }
        }
        return bytes
    }

    static func quantize(_ x: [Float], rows: Int, inputs: Int, portable: Bool) -> [qp_q8_block] {
        var out = [qp_q8_block](repeating: qp_q8_block(), count: rows * inputs / EncoderKernels.quantBlock)
        out.withUnsafeMutableBufferPointer {
            EncoderKernels.quantizeQ8(x, rows: rows, inputs: inputs, into: $0.baseAddress!, portable: portable)
        }
        return out
    }

    static func bytes(_ block: qp_q8_block) -> [Int8] {
        withUnsafeBytes(of: block.q) { Array($0.bindMemory(to: Int8.self)) }
    }

    @Test func quantizesEachBlockToItsLargestMagnitudeOver127() {
        let inputs = 64
        var x = MiniLMKernelTests.values(3 * inputs, seed: 11).map { $0 * 3 }
        for k in 64..<96 { x[k] = 0 }  // a block of zeros: scale 0, every byte 0
        let blocks = Self.quantize(x, rows: 3, inputs: inputs, portable: true)
        for (b, block) in blocks.enumerated() {
            let values = x[(b * 32)..<(b * 32 + 32)]
            let largest = values.map(abs).max()!
            #expect(block.scale == largest / 127)
            let q = Self.bytes(block)
            let sum = q.reduce(Int32(0)) { $0 + Int32($1) }
            #expect(block.offset == 8 * sum)
            for (k, v) in values.enumerated() {
                #expect(abs(Float(q[k]) * block.scale - v) <= block.scale / 2 * 1.0001)
            }
        }
        #expect(blocks[2].scale == 0 && Self.bytes(blocks[2]).allSatisfy { $0 == 0 })
    }

    @Test func acceleratedQuantizationMatchesThePortableOneBitForBit() {
        let x: [Float] = MiniLMKernelTests.values(7 * 96, seed: 12).enumerated().map { i, v in v * Float(1 + i % 5) }
        let fast = Self.quantize(x, rows: 7, inputs: 96, portable: false)
        let portable = Self.quantize(x, rows: 7, inputs: 96, portable: true)
        for (a, b) in zip(fast, portable) {
            #expect(a.scale == b.scale && a.offset == b.offset && Self.bytes(a) == Self.bytes(b))
        }
    }

    @Test func dequantizesStoredBlocksAsScaleTimesNibbleMinusEight() {
        // Scale 0.5 (binary16 0x3800); byte k holds weight k (low nibble) and weight k + 16 (high nibble).
        let stored: [UInt8] = [0x00, 0x38] + (0..<16).map { UInt8($0) | UInt8(15 - $0) << 4 }
        var out = [Float](repeating: .nan, count: 32)
        EncoderKernels.dequantizeQ4(stored, count: 32, into: &out)
        let low: [Float] = (0..<16).map { Float($0 - 8) / 2 }
        let high: [Float] = (0..<16).map { Float(7 - $0) / 2 }
        #expect(out == low + high)
    }

    @Test(arguments: [1, 2, 3, 4, 5, 9, 64, 65, 130])
    func productMatchesPlainLoopsOnBothPathsForAnyRowCount(rows: Int) {
        let inputs = 96
        let outputs = 48
        let stored = Self.storedWeights(rows: outputs, inputs: inputs, seed: 3)
        var weight = [Float](repeating: 0, count: outputs * inputs)
        EncoderKernels.dequantizeQ4(stored, count: weight.count, into: &weight)
        let bias = MiniLMKernelTests.values(outputs, seed: 4)
        let x = MiniLMKernelTests.values(rows * inputs, seed: UInt64(rows))
        let quantized = Self.quantize(x, rows: rows, inputs: inputs, portable: true)
        let blocks = inputs / 32
        // The activations as the kernels see them.
        let seen: [Double] = (0..<(rows * inputs)).map { i in
            let block = quantized[i / 32]
            return Double(Self.bytes(block)[i % 32]) * Double(block.scale)
        }
        // Two parts fused into one layer, as query, key and value are.
        let layer = stored.withUnsafeBytes { raw in
            Q4Linear(
                parts: [(raw.baseAddress!, 16), (raw.baseAddress! + 16 * blocks * 18, outputs - 16)], bias: bias,
                inputs: inputs)
        }
        var withoutGELU: [Float] = []
        for gelu in [false, true] {
            var expected = [Double](repeating: 0, count: rows * outputs)
            for r in 0..<rows {
                for o in 0..<outputs {
                    var sum = Double(bias[o])
                    for k in 0..<inputs { sum += seen[r * inputs + k] * Double(weight[o * inputs + k]) }
                    expected[r * outputs + o] = gelu ? Double(MiniLMKernelTests.gelu(Float(sum))) : sum
                }
            }
            var results: [[Float]] = []
            for portable in [false, true] {
                var y = [Float](repeating: .nan, count: rows * outputs)
                layer.weights.panels.withUnsafeBufferPointer { panels in
                    bias.withUnsafeBufferPointer { bias in
                        EncoderKernels.linearQ4(
                            quantized, rows: 0..<rows, inputs: inputs, panels: panels.baseAddress!,
                            bias: bias.baseAddress!, panelRange: 0..<(outputs / 8), into: &y, outputs: outputs,
                            gelu: gelu, portable: portable)
                    }
                }
                let worst = zip(y, expected).map { abs(Double($0) - $1) }.max()!
                #expect(worst < 1e-5, "rows \(rows), gelu \(gelu), portable \(portable): max error \(worst)")
                results.append(y)
            }
            if !gelu { withoutGELU = results[0] }
            let apart = zip(results[0], results[1]).map { abs($0 - $1) }.max()!
            #expect(apart < 1e-5, "rows \(rows), gelu \(gelu): the two paths differ by \(apart)")
        }
        // The layer quantizes its input itself and splits the work over the cores.
        var y = [Float](repeating: .nan, count: rows * outputs)
        x.withUnsafeBufferPointer { layer.apply($0.baseAddress!, rows: rows, into: &y) }
        let worst = zip(y, withoutGELU).map { abs($0 - $1) }.max()!
        #expect(worst < 1e-5)
        #expect(layer.outputs == outputs && layer.inputs == inputs)
    }
}
