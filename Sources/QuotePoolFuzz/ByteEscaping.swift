/// Writes bytes as a double-quoted, Swift-style literal that shows exactly what was fed: printable ASCII as is,
/// `\n`, `\r`, `\t`, `\0`, `\"` and `\\`, every other byte (including each byte of valid non-ASCII UTF-8) as `\xHH`.
///
/// The core works on raw memory and allocates nothing, so the crash handler can use it inside a signal handler.
enum ByteEscaping {
    /// The most bytes one input byte can take once escaped.
    static let maxExpansion = 4

    /// Escapes `count` bytes at `source` into `destination` (room for `capacity` bytes, at least
    /// `maxExpansion * count` for all of them); returns how many bytes were written. Stops early when full.
    static func escape(
        _ source: UnsafePointer<UInt8>, count: Int, into destination: UnsafeMutablePointer<UInt8>, capacity: Int
    ) -> Int {
        var out = 0
        var i = 0
        while i < count, out + maxExpansion <= capacity {
            let byte = source[i]
            i += 1
            var escape: UInt8 = 0
            switch byte {
            case 0x0A: escape = 0x6E  // n
            case 0x0D: escape = 0x72  // r
            case 0x09: escape = 0x74  // t
            case 0x00: escape = 0x30  // 0
            case 0x22, 0x5C: escape = byte
            default: break
            }
            if escape != 0 {
                destination[out] = 0x5C
                destination[out + 1] = escape
                out += 2
            } else if byte >= 0x20 && byte < 0x7F {
                destination[out] = byte
                out += 1
            } else {
                destination[out] = 0x5C
                destination[out + 1] = 0x78  // x
                destination[out + 2] = hexDigit(byte >> 4)
                destination[out + 3] = hexDigit(byte & 0x0F)
                out += 4
            }
        }
        return out
    }

    /// `bytes` escaped, in quotes, cut after `limit` bytes with a note saying how many were left out.
    static func literal(_ bytes: [UInt8], limit: Int = 4096) -> String {
        let shown = min(bytes.count, limit)
        var out = [UInt8](repeating: 0, count: shown * maxExpansion)
        let written = bytes.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { destination in
                guard let from = source.baseAddress, let to = destination.baseAddress else { return 0 }
                return escape(from, count: shown, into: to, capacity: destination.count)
            }
        }
        let cut = shown < bytes.count ? " … (\(bytes.count - shown) more bytes)" : ""
        return "\"" + String(decoding: out[..<written], as: UTF8.self) + "\"" + cut
    }

    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? 0x30 + nibble : 0x61 + nibble - 10
    }
}
