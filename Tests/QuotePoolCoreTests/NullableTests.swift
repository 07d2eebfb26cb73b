import Foundation
import QuotePoolCore
import Testing

@Suite struct NullableTests {
    struct Row: Codable, Equatable {
        @Nullable var seed: UInt64?
        @Nullable var message: String?
        var count: Int
    }

    func json(_ row: Row) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(row), as: UTF8.self)
    }

    @Test func aNilValueIsWrittenAsNullAndItsKeyKept() throws {
        #expect(try json(Row(seed: nil, message: nil, count: 2)) == #"{"count":2,"message":null,"seed":null}"#)
        #expect(try json(Row(seed: 7, message: "ok", count: 0)) == #"{"count":0,"message":"ok","seed":7}"#)
    }

    @Test func aMissingKeyOrANullReadsAsNil() throws {
        let decoder = JSONDecoder()
        let missing = try decoder.decode(Row.self, from: Data(#"{"count":1}"#.utf8))
        #expect(missing == Row(seed: nil, message: nil, count: 1))
        let null = try decoder.decode(Row.self, from: Data(#"{"count":1,"seed":null,"message":"m"}"#.utf8))
        #expect(null == Row(seed: nil, message: "m", count: 1))
        // A value of the wrong type is still an error, as for a plain optional.
        #expect(throws: DecodingError.self) {
            try decoder.decode(Row.self, from: Data(#"{"count":1,"seed":"x"}"#.utf8))
        }
    }

    @Test func aRoundTripKeepsEveryValue() throws {
        let row = Row(seed: UInt64.max, message: nil, count: -3)
        let encoded = try JSONEncoder().encode(row)
        #expect(try JSONDecoder().decode(Row.self, from: encoded) == row)
    }
}
