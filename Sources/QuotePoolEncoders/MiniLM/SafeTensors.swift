import Foundation

/// A read-only, memory-mapped `.safetensors` file: an 8-byte little-endian header length, a JSON header
/// naming each tensor's dtype, shape and byte range, then the raw little-endian data.
///
/// The file is mapped, not read, so a table that is only looked up row by row (word embeddings) costs page
/// cache, not private memory. F32, F16 and BF16 tensors are read as `Float`; other dtypes are listed but
/// refused when read as floats.
public struct SafeTensors: Sendable {
    /// Element types the file format names (only the floating ones can be read here).
    public enum DType: String, Sendable, Equatable {
        case f32 = "F32"
        case f16 = "F16"
        case bf16 = "BF16"
        case f64 = "F64"
        case i64 = "I64"
        case i32 = "I32"
        case i16 = "I16"
        case i8 = "I8"
        case u8 = "U8"
        case bool = "BOOL"

        /// Bytes per element.
        public var size: Int {
            switch self {
            case .f64, .i64: 8
            case .f32, .i32: 4
            case .f16, .bf16, .i16: 2
            case .i8, .u8, .bool: 1
            }
        }

        var isFloat: Bool { self == .f32 || self == .f16 || self == .bf16 }
    }

    /// One tensor's entry in the header.
    public struct Tensor: Sendable, Equatable {
        public var dtype: DType
        public var shape: [Int]
        /// Byte range within the data section (after the header).
        public var offsets: Range<Int>

        public var count: Int { shape.reduce(1, *) }
    }

    public let path: String
    public let tensors: [String: Tensor]
    /// The whole file, mapped.
    let data: Data
    /// Where the data section starts in `data`.
    let dataStart: Int

    /// Maps the file at `url` and parses its header.
    ///
    /// - Throws: ``EmbedderFileError/missingFile(path:embedder:)`` when there is no file, ``EmbedderFileError/malformed(path:problem:)``
    ///   when the header is not valid or a tensor's byte range does not fit its shape or the file.
    public init(url: URL) throws {
        path = url.path
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw EmbedderFileError.missingFile(path: url.path, embedder: "minilm")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url, options: .alwaysMapped)
        } catch {
            throw EmbedderFileError.malformed(path: url.path, problem: "cannot be read: \(error.localizedDescription)")
        }
        self.data = data
        guard data.count >= 8 else { throw EmbedderFileError.malformed(path: path, problem: "shorter than its header") }
        let headerLength = data.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
        // Real headers are kilobytes; the bound keeps a corrupt length from overflowing the arithmetic below.
        guard headerLength <= 100_000_000, 8 + Int(headerLength) <= data.count else {
            throw EmbedderFileError.malformed(path: path, problem: "header length \(headerLength) exceeds the file")
        }
        dataStart = 8 + Int(headerLength)
        let header = data.subdata(in: 8..<dataStart)
        tensors = try Self.parseHeader(header, path: path, dataSize: data.count - dataStart)
    }

    static func parseHeader(_ header: Data, path: String, dataSize: Int) throws -> [String: Tensor] {
        guard let object = try? JSONSerialization.jsonObject(with: header) as? [String: Any] else {
            throw EmbedderFileError.malformed(path: path, problem: "header is not a JSON object")
        }
        var tensors: [String: Tensor] = [:]
        for (name, value) in object where name != "__metadata__" {
            guard let entry = value as? [String: Any], let dtypeName = entry["dtype"] as? String,
                let shape = entry["shape"] as? [Int], let offsets = entry["data_offsets"] as? [Int], offsets.count == 2
            else {
                throw EmbedderFileError.malformed(
                    path: path, problem: "tensor \(name) has no dtype, shape and data_offsets")
            }
            guard let dtype = DType(rawValue: dtypeName) else {
                throw EmbedderFileError.malformed(path: path, problem: "tensor \(name) has unknown dtype \(dtypeName)")
            }
            let tensor = Tensor(dtype: dtype, shape: shape, offsets: offsets[0]..<max(offsets[0], offsets[1]))
            guard shape.allSatisfy({ $0 >= 0 }), offsets[0] >= 0, offsets[1] <= dataSize,
                tensor.offsets.count == tensor.count * dtype.size
            else {
                throw EmbedderFileError.malformed(
                    path: path, problem: "tensor \(name): \(offsets) does not hold \(shape) of \(dtypeName)")
            }
            tensors[name] = tensor
        }
        return tensors
    }

    /// The header entry of `name`, checked against `shape` when one is given.
    public func tensor(_ name: String, shape: [Int]? = nil) throws -> Tensor {
        guard let tensor = tensors[name] else {
            throw EmbedderFileError.malformed(path: path, problem: "no tensor \(name)")
        }
        if let shape, tensor.shape != shape {
            throw EmbedderFileError.malformed(
                path: path, problem: "tensor \(name) has shape \(tensor.shape), expected \(shape)")
        }
        guard tensor.dtype.isFloat else {
            throw EmbedderFileError.malformed(
                path: path, problem: "tensor \(name) is \(tensor.dtype.rawValue), not a float type")
        }
        return tensor
    }

    /// All of `name`'s elements as `Float`, row-major, checked against `shape` when one is given.
    public func floats(_ name: String, shape: [Int]? = nil) throws -> [Float] {
        let tensor = try tensor(name, shape: shape)
        return [Float](unsafeUninitializedCapacity: tensor.count) { buffer, initialized in
            read(tensor, from: 0, count: tensor.count, into: buffer.baseAddress!)
            initialized = tensor.count
        }
    }

    /// Copies `count` elements of `tensor`, starting at element `start`, into `out` as `Float`.
    ///
    /// `tensor` must come from this file and be a float type (``tensor(_:shape:)`` checks both);
    /// `start + count` must not pass its element count.
    func read(_ tensor: Tensor, from start: Int, count: Int, into out: UnsafeMutablePointer<Float>) {
        precondition(start >= 0 && start + count <= tensor.count)
        data.withUnsafeBytes { raw in
            let base = raw.baseAddress! + dataStart + tensor.offsets.lowerBound + start * tensor.dtype.size
            switch tensor.dtype {
            case .f32:
                // The file is little-endian like every platform we build for; memcpy also ignores alignment.
                UnsafeMutableRawPointer(out).copyMemory(from: base, byteCount: count * 4)
            case .f16:
                for i in 0..<count {
                    out[i] = Self.float(
                        half: UInt16(littleEndian: base.loadUnaligned(fromByteOffset: 2 * i, as: UInt16.self)))
                }
            case .bf16:
                for i in 0..<count {
                    let bits = UInt16(littleEndian: base.loadUnaligned(fromByteOffset: 2 * i, as: UInt16.self))
                    out[i] = Float(bitPattern: UInt32(bits) << 16)
                }
            default:
                preconditionFailure("read(_:) needs a float tensor")
            }
        }
    }

    /// An IEEE binary16 value, widened (subnormals, infinities and NaN included).
    static func float(half bits: UInt16) -> Float {
        let sign = UInt32(bits & 0x8000) << 16
        let exponent = UInt32(bits >> 10) & 0x1f
        let mantissa = UInt32(bits & 0x3ff)
        if exponent == 0 {
            // Zero or subnormal: mantissa × 2^-24, exact in Float.
            let magnitude = Float(mantissa) * 0x1p-24
            return sign == 0 ? magnitude : -magnitude
        }
        if exponent == 31 { return Float(bitPattern: sign | 0x7f80_0000 | (mantissa << 13)) }
        return Float(bitPattern: sign | ((exponent + 112) << 23) | (mantissa << 13))
    }
}
