import QuotePoolCore
import QuotePoolModels

extension FuzzTarget {
    /// `SSEParser` fed a byte stream whole, in three pieces, and (for short streams) byte by byte.
    static func sse(corpus: SeedCorpus) -> FuzzTarget {
        FuzzTarget(
            name: "sse",
            summary: "SSEParser.feed(_:) and finish() on a byte stream, with line bounds from 1 byte to 1 MiB",
            invariants: [
                "fed whole, in three pieces split at random points, or byte by byte: the same events, the same "
                    + "retry, or the same Overflow",
                "an Overflow is sticky: the next feed throws it again",
                "no event's data is longer than maxEventBytes; no id holds a NUL; at most one event per line end",
            ],
            seeds: SeedStreams.sse,
            dictionary: [
                "data:", "data: ", "event: ", "id: ", "retry: ", "retry: 99999999999999999999", ":", ": ", "\n",
                "\r", "\r\n", "\n\n", "\r\r", "data:x\n", "data\n", "\u{FEFF}", "[DONE]",
                "{\"choices\":[{\"delta\":{\"content\":\"",
            ].map { Array($0.utf8) },
            maxLength: 16384,
            check: { input throws(InvariantViolation) in
                var rng = SplitMix64.derived(from: input)
                let bounds = [1 << 20, 1 << 20, 1 << 20, 4096, 256, 64, 7, 1]
                let maxLineBytes = bounds[rng.below(bounds.count)]
                let whole = SSERun(pieces: [input[...]], maxLineBytes: maxLineBytes)
                let first = rng.below(input.count + 1)
                let second = first + rng.below(input.count - first + 1)
                let split = SSERun(
                    pieces: [input[..<first], input[first..<second], input[second...]], maxLineBytes: maxLineBytes)
                let context = "maxLineBytes \(maxLineBytes)"
                try require(
                    split == whole, "whole: \(whole); split at \(first) and \(second): \(split); \(context)")
                if input.count <= 256 {
                    let bytes = SSERun(pieces: input.map { [$0][...] }, maxLineBytes: maxLineBytes)
                    try require(bytes == whole, "whole: \(whole); byte by byte: \(bytes); \(context)")
                }
                switch whole.outcome {
                case .failure(let overflow):
                    try require(whole.sticky, "after \(overflow), the next feed did not throw it again; \(context)")
                    return "overflow: \(overflow.kind)"
                case .success(let events):
                    let lineEnds = input.count(where: { $0 == 0x0A || $0 == 0x0D })
                    try require(events.count <= lineEnds, "\(events.count) events from \(lineEnds) line ends")
                    let limit = SSEParser(maxLineBytes: maxLineBytes).maxEventBytes
                    for event in events {
                        try require(event.data.utf8.count <= limit, "data past \(limit) bytes: \(event); \(context)")
                        try require(event.id?.contains("\u{0}") != true, "an id with NUL: \(event); \(context)")
                    }
                    return events.isEmpty ? "no events" : "events"
                }
            })
    }
}

/// One way of feeding a stream to ``SSEParser``, and what came out.
struct SSERun: Equatable, CustomStringConvertible {
    /// The events of every piece and `finish()`, or the overflow that stopped the stream. Events completed in the
    /// pieces before an overflow are left out: by contract they depend on how the stream was cut.
    var outcome: Result<[SSEEvent], SSEParser.Overflow>
    /// The last `retry:` seen, when no overflow came.
    var retry: Int?
    /// After an overflow, whether the next feed threw the same overflow.
    var sticky: Bool

    init(pieces: [ArraySlice<UInt8>], maxLineBytes: Int) {
        var parser = SSEParser(maxLineBytes: maxLineBytes)
        var events: [SSEEvent] = []
        do {
            for piece in pieces { events += try parser.feed(piece) }
            retry = parser.retry
            events += parser.finish()
            outcome = .success(events)
            sticky = true
        } catch {
            outcome = .failure(error)
            retry = nil
            do {
                _ = try parser.feed(Array("data: x\n\n".utf8))
                sticky = false
            } catch let again {
                sticky = again == error
            }
        }
    }

    var description: String {
        switch outcome {
        case .success(let events): "\(events.count) events \(events), retry \(retry.map(String.init) ?? "none")"
        case .failure(let overflow): "overflow (\(overflow))"
        }
    }
}
