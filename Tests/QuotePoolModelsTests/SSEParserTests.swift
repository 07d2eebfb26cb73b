import Testing

@testable import QuotePoolModels

/// The SSE parser as a pure state machine: fed whole, split at every byte, byte by byte, with every line ending,
/// and with hostile input.
@Suite struct SSEParserTests {
    /// A chat completion stream as OpenAI-compatible servers send it (llama.cpp adds the keep-alive comment).
    static let openAIStream = """
        data: {"id":"chatcmpl-1","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"role":"assistant","content":""},"finish_reason":null}]}

        data: {"id":"chatcmpl-1","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"content":"Rain keeps"},"finish_reason":null}]}

        : keep-alive

        data: {"id":"chatcmpl-1","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"content":" the bridge — café"},"finish_reason":null}]}

        data: {"id":"chatcmpl-1","object":"chat.completion.chunk","choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}

        data: [DONE]


        """

    static let openAIEvents: [SSEEvent] = [
        SSEEvent(
            data:
                #"{"id":"chatcmpl-1","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"role":"assistant","content":""},"finish_reason":null}]}"#
        ),
        SSEEvent(
            data:
                #"{"id":"chatcmpl-1","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"content":"Rain keeps"},"finish_reason":null}]}"#
        ),
        SSEEvent(
            data:
                #"{"id":"chatcmpl-1","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"content":" the bridge — café"},"finish_reason":null}]}"#
        ),
        SSEEvent(
            data:
                #"{"id":"chatcmpl-1","object":"chat.completion.chunk","choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}"#
        ),
        SSEEvent(data: "[DONE]"),
    ]

    /// Feeds the chunks in order, then finishes.
    static func parse(_ chunks: [[UInt8]], maxLineBytes: Int = 1 << 20) throws -> [SSEEvent] {
        var parser = SSEParser(maxLineBytes: maxLineBytes)
        var events: [SSEEvent] = []
        for chunk in chunks { events += try parser.feed(chunk) }
        return events + parser.finish()
    }

    static func parse(_ text: String) throws -> [SSEEvent] {
        try parse([Array(text.utf8)])
    }

    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    // MARK: Chunking

    @Test func parsesARealisticOpenAIStreamFedWhole() throws {
        #expect(try Self.parse(Self.openAIStream) == Self.openAIEvents)
    }

    @Test func parsesTheSameEventsWhenSplitAtEveryBytePosition() throws {
        let bytes = Self.bytes(Self.openAIStream)
        for split in 0...bytes.count {
            let events = try Self.parse([Array(bytes[..<split]), Array(bytes[split...])])
            #expect(events == Self.openAIEvents, "split at byte \(split)")
        }
    }

    @Test func parsesTheSameEventsFedOneByteAtATime() throws {
        let chunks = Self.bytes(Self.openAIStream).map { [$0] }
        #expect(try Self.parse(chunks) == Self.openAIEvents)
    }

    /// Every way to cut a stream with every tricky feature into three pieces gives the same events.
    @Test func parsesTheSameEventsForEveryThreeWaySplitOfATrickyStream() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Self.bytes("event: a\rdata: x\r\ndata:  é\r\r:c\nid: 9\ndata\n\n")
        let expected = [
            SSEEvent(event: "a", data: "x\n é"),
            SSEEvent(data: "", id: "9"),
        ]
        #expect(try Self.parse([bytes]) == expected)
        for first in 0...bytes.count {
            for second in first...bytes.count {
                let chunks = [Array(bytes[..<first]), Array(bytes[first..<second]), Array(bytes[second...])]
                #expect(try Self.parse(chunks) == expected, "split at \(first) and \(second)")
            }
        }
    }

    // MARK: Line endings

    @Test(arguments: ["\r\n", "\r", "\n"])
    func acceptsEveryLineEnding(_ end: String) throws {
        let text = Self.openAIStream.replacingOccurrences(of: "\n", with: end)
        #expect(try Self.parse(text) == Self.openAIEvents)
    }

    @Test func treatsCRAtAChunkEndAndLFAtTheNextStartAsOneLineEnd() throws {
        // Were the LF a second line end, it would make an empty line and dispatch "a" on its own.
        let events = try Self.parse([Self.bytes("data: a\r"), Self.bytes("\ndata: b\r"), Self.bytes("\n\r\n")])
        #expect(events == [SSEEvent(data: "a\nb")])
    }

    @Test func treatsTwoCRsAsTwoLineEnds() throws {
        #expect(try Self.parse([Self.bytes("data: a\r"), Self.bytes("\r")]) == [SSEEvent(data: "a")])
    }

    // MARK: Fields

    @Test func ignoresComments() throws {
        #expect(try Self.parse(": ping\n\n:\n\n").isEmpty)
        #expect(try Self.parse(":comment\ndata: x\n: another\n\n") == [SSEEvent(data: "x")])
    }

    @Test func joinsMultiLineDataWithLineFeedsAndStripsOneSpace() throws {
        let events = try Self.parse("data: first\ndata:second\ndata:  third\n\n")
        #expect(events == [SSEEvent(data: "first\nsecond\n third")])
    }

    @Test func keepsTheLastEventIDAcrossEventsAndResetsTheEventType() throws {
        let events = try Self.parse("event: delta\nid: 7\ndata: x\n\ndata: y\n\nid\ndata: z\n\n")
        #expect(
            events == [
                SSEEvent(event: "delta", data: "x", id: "7"),
                SSEEvent(data: "y", id: "7"),
                SSEEvent(data: "z", id: nil),
            ])
    }

    @Test func ignoresAnIDHoldingNUL() throws {
        #expect(try Self.parse("id: 1\n\nid: a\u{0}b\ndata: x\n\n") == [SSEEvent(data: "x", id: "1")])
    }

    @Test func readsRetryOnlyWhenAllDigits() throws {
        var parser = SSEParser()
        _ = try parser.feed(Self.bytes("retry: 1500\n"))
        #expect(parser.retry == 1500)
        _ = try parser.feed(Self.bytes("retry: 1.5\nretry: -3\nretry:\n"))
        #expect(parser.retry == 1500)
    }

    @Test func ignoresUnknownFieldsAndFieldsWithoutColonButData() throws {
        #expect(try Self.parse("foo: bar\nevent\n\n").isEmpty)
        // A bare `data` line is a data line with an empty value: per the spec it dispatches an empty event.
        #expect(try Self.parse("data\n\n") == [SSEEvent(data: "")])
    }

    @Test func dispatchesNothingWithoutDataAndForgetsTheEventType() throws {
        #expect(try Self.parse("event: x\n\ndata: y\n\n") == [SSEEvent(data: "y")])
        #expect(try Self.parse("\n\n\n").isEmpty)
    }

    // MARK: BOM

    @Test func skipsABOMAtTheVeryStartOnly() throws {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        #expect(try Self.parse([bom + Self.bytes("data: a\n\n")]) == [SSEEvent(data: "a")])
        // A second BOM is text: it makes the field name "\u{FEFF}data", which is unknown.
        #expect(try Self.parse([bom + bom + Self.bytes("data: a\n\n")]).isEmpty)
        // Inside a value it is kept.
        #expect(try Self.parse([Self.bytes("data: ") + bom + Self.bytes("b\n\n")]) == [SSEEvent(data: "\u{FEFF}b")])
    }

    @Test func skipsABOMSplitAcrossChunks() throws {
        let chunks: [[UInt8]] = [[0xEF], [0xBB], [0xBF, 0x64], Self.bytes("ata: a\n\n")]
        #expect(try Self.parse(chunks) == [SSEEvent(data: "a")])
    }

    @Test func keepsTheBytesOfAnIncompleteBOM() throws {
        // EF BB then "data": not a BOM, so the bytes belong to the first line, whose field is then unknown.
        let events = try Self.parse([[0xEF, 0xBB], Self.bytes("data: a\n\ndata: b\n\n")])
        #expect(events == [SSEEvent(data: "b")])
    }

    // MARK: End of stream

    /// Per the spec, an event not closed by an empty line is discarded at the end of the stream, even when its
    /// last line was complete: a cut-off stream never passes for a complete event.
    @Test func finishDiscardsAnIncompleteEvent() throws {
        #expect(try Self.parse("data: a\n\ndata: b\n") == [SSEEvent(data: "a")])
        #expect(try Self.parse("data: a\n\ndata: b") == [SSEEvent(data: "a")])
        #expect(try Self.parse("data: a\n\nda") == [SSEEvent(data: "a")])
    }

    @Test func finishResetsTheParserForReuse() throws {
        var parser = SSEParser()
        _ = try parser.feed(Self.bytes("id: 3\ndata: half"))
        #expect(parser.finish().isEmpty)
        #expect(try parser.feed(Self.bytes("data: b\n\n")) == [SSEEvent(data: "b")])
    }

    // MARK: Hostile input

    @Test func replacesInvalidUTF8() throws {
        let events = try Self.parse([
            Self.bytes("data: caf") + [0xC3] + Self.bytes("\ndata: ") + [0xFF, 0xFE] + Self.bytes("ok\n\n")
        ])
        #expect(events == [SSEEvent(data: "caf\u{FFFD}\n\u{FFFD}\u{FFFD}ok")])
        let inName = try Self.parse([[0x80] + Self.bytes("event: x\ndata: y\n\n")])
        #expect(inName == [SSEEvent(data: "y")])
    }

    @Test func decodesACharacterSplitAcrossChunks() throws {
        let bytes = Self.bytes("data: é\n\n")
        let split = bytes.firstIndex(of: 0xC3)! + 1
        #expect(try Self.parse([Array(bytes[..<split]), Array(bytes[split...])]) == [SSEEvent(data: "é")])
    }

    @Test func throwsOnAnEndlessLineWithoutGrowingPastTheBound() throws {
        var parser = SSEParser(maxLineBytes: 4096)
        let block = [UInt8](repeating: UInt8(ascii: "a"), count: 1000)
        _ = try parser.feed(Self.bytes("data: "))
        var fed = 6
        #expect(throws: SSEParser.Overflow(kind: .line, limit: 4096)) {
            while fed < 1 << 20 {
                _ = try parser.feed(block)
                fed += block.count
            }
        }
        #expect(fed <= 4096)
        // The parser stays broken.
        #expect(throws: SSEParser.Overflow(kind: .line, limit: 4096)) { try parser.feed(Self.bytes("data: x\n\n")) }
    }

    @Test func acceptsALineOfExactlyTheBound() throws {
        let value = String(repeating: "v", count: 94)
        #expect(try Self.parse([Self.bytes("data: \(value)\n\n")], maxLineBytes: 100) == [SSEEvent(data: value)])
        #expect(throws: SSEParser.Overflow.self) {
            try Self.parse([Self.bytes("data: \(value)v\n\n")], maxLineBytes: 100)
        }
    }

    @Test func throwsWhenOneEventsDataPassesFourLines() throws {
        var parser = SSEParser(maxLineBytes: 100)
        let line = Self.bytes("data: " + String(repeating: "d", count: 90) + "\n")
        #expect(throws: SSEParser.Overflow(kind: .event, limit: 400)) {
            for _ in 0..<10 { _ = try parser.feed(line) }
        }
    }

    @Test func countsCommentsAgainstTheLineBound() throws {
        var parser = SSEParser(maxLineBytes: 64)
        #expect(throws: SSEParser.Overflow.self) {
            _ = try parser.feed(Self.bytes(":" + String(repeating: "c", count: 100)))
        }
    }
}
