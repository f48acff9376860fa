import JSON
import Testing

private struct Position: Codable, Equatable {
    var line: Int
    var character: Int
}

private struct Params: Codable, Equatable {
    var uri: String
    var version: Int?
    var positions: [Position]
    var extra: JSONValue?
    var flag: Bool
}

@Suite struct WireCodableTests {
    @Test func encodesInDeclarationOrderAndOmitsNil() throws {
        let params = Params(uri: "file:///a", version: nil, positions: [Position(line: 1, character: 2)], extra: ["k": [1, 2]], flag: true)
        let value = try JSONValueEncoder().encode(params)
        #expect(value.serializedString() == #"{"uri":"file:///a","positions":[{"line":1,"character":2}],"extra":{"k":[1,2]},"flag":true}"#)
        #expect(try JSONValueDecoder().decode(Params.self, from: value) == params)
    }

    @Test func missingFieldIsNamedByItsPath() throws {
        let value = try JSONValue(parsing: #"{"uri":"u","positions":[{"line":1}],"flag":false}"#)
        do {
            _ = try JSONValueDecoder().decode(Params.self, from: value)
            Issue.record("decoded params without a character")
        } catch {
            #expect(describeDecodingError(error) == "missing field `positions[0].character`")
        }
    }

    @Test func wrongTypeIsNamedByItsPath() throws {
        let value = try JSONValue(parsing: #"{"uri":3,"positions":[],"flag":false}"#)
        do {
            _ = try JSONValueDecoder().decode(Params.self, from: value)
            Issue.record("decoded a number as a string")
        } catch {
            #expect(describeDecodingError(error) == "field `uri`: expected a string, found a number")
        }
    }

    @Test func integralDoublesDecodeAsIntegers() throws {
        let value = try JSONValue(parsing: #"{"line":3.0,"character":0}"#)
        #expect(try JSONValueDecoder().decode(Position.self, from: value) == Position(line: 3, character: 0))
        let fractional = try JSONValue(parsing: #"{"line":3.5,"character":0}"#)
        #expect(throws: DecodingError.self) { try JSONValueDecoder().decode(Position.self, from: fractional) }
    }
}
