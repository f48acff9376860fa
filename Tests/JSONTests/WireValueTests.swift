import JSON
import Testing

@Suite struct WireValueTests {
    @Test(arguments: [
        #"null"#, #"true"#, #"false"#, #"0"#, #"-42"#, #"9223372036854775807"#, #"-9223372036854775808"#,
        #"1.5"#, #"-0.25"#, #"1e+100"#, #""""#, #""a/b""#, #"[]"#, #"{}"#, #"[1,"two",[3],{"four":4}]"#,
        #"{"z":1,"a":2,"m":{"y":null,"b":[true,false]}}"#, #""line\nbreak\ttab\"quote\\backslash""#,
        #""é😀中""#, #""\u0000nul""#,
    ])
    func roundTripIsExact(_ text: String) throws {
        let value = try JSONValue(parsing: text)
        #expect(value.serializedString() == text)
        #expect(try JSONValue(parsing: value.serializedString()) == value)
    }

    @Test func objectsKeepKeyOrder() throws {
        let value = try JSONValue(parsing: #"{"zeta":1,"alpha":2,"mid":3}"#)
        #expect(value.objectValue?.keys == ["zeta", "alpha", "mid"])
        var object = value.objectValue!
        object["alpha"] = "replaced"
        object["new"] = true
        object["zeta"] = nil
        #expect(JSONValue.object(object).serializedString() == #"{"alpha":"replaced","mid":3,"new":true}"#)
    }

    @Test func escapesAndSurrogatePairsDecode() throws {
        let value = try JSONValue(parsing: #""\ud83d\ude00 \u00e9 \/ \u4e2d""#)
        #expect(value.stringValue == "😀 é / 中")
        #expect(value.serializedString() == "\"😀 é / 中\"")
    }

    @Test func escapesAreJSONCs() {
        // json-c's plain output: short escapes where JSON has them, `\u00xx` in lower case for the
        // other control characters, and `/` and DEL as they are.
        let value = JSONValue.object(JSONObject([("k\u{01}\"", .string("\u{01}\u{08}\t\n\u{0B}\u{0C}\r\u{1F} \"\\/\u{7F}é"))]))
        #expect(value.serializedString() == "{\"k\\u0001\\\"\":\"\\u0001\\b\\t\\n\\u000b\\f\\r\\u001f \\\"\\\\/\u{7F}é\"}")
    }

    @Test func controlCharactersAreEscaped() throws {
        let value = JSONValue.string("a\u{01}b\u{1F}")
        let text = value.serializedString()
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 })
        #expect(try JSONValue(parsing: text) == value)
    }

    @Test func bigNumbers() throws {
        #expect(try JSONValue(parsing: "9223372036854775807") == .integer(Int64.max))
        let beyondInt64 = try JSONValue(parsing: "18446744073709551615")
        #expect(beyondInt64 == .double(18446744073709551615.0))
        #expect(try JSONValue(parsing: "1e308").doubleValue == 1e308)
        #expect(try JSONValue(parsing: "0.1").serializedString() == "0.1")
        #expect(JSONValue.double(.infinity).serializedString() == "null")
        #expect(JSONValue.double(2.0).serializedString() == "2.0")
    }

    @Test func deepNestingWithinTheLimitParses() throws {
        let depth = 900
        let text = String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
        var value = try JSONValue(parsing: text)
        for _ in 0..<depth { value = value[0]! }
        #expect(value == 1)
    }

    @Test func nestingBeyondTheLimitIsAnError() {
        let depth = 5000
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(throws: JSONWireError.self) { try JSONValue(parsing: text) }
    }

    @Test(arguments: [
        ("", 0), ("{", 1), (#"{"a":}"#, 5), ("[1,2", 4), ("tru", 3), (#"{"a":1} x"#, 8), ("[1,]", 3),
        ("'single'", 0), ("\u{FEFF}[]", 0),
    ])
    func invalidJSONThrowsWithAnOffset(_ text: String, _ offset: Int) {
        do {
            let value = try JSONValue(parsing: text)
            Issue.record("parsed \(text) as \(value)")
        } catch {
            #expect(!error.message.isEmpty)
            #expect(error.offset == offset, "\(error)")
        }
    }

    @Test func invalidUTF8IsRejected() {
        let bytes: [UInt8] = [0x22, 0xFF, 0xFE, 0x22]
        #expect(throws: JSONWireError.self) { try JSONValue(parsing: bytes) }
    }

    @Test func accessors() throws {
        let value = try JSONValue(parsing: #"{"id":7,"name":"n","ok":true,"list":[1.5],"obj":{}}"#)
        #expect(value["id"]?.intValue == 7)
        #expect(value["name"]?.stringValue == "n")
        #expect(value["ok"]?.boolValue == true)
        #expect(value["list"]?[0]?.doubleValue == 1.5)
        #expect(value["list"]?[1] == nil)
        #expect(value["obj"]?.objectValue?.isEmpty == true)
        #expect(value["missing"] == nil)
        #expect(value["name"]?.intValue == nil)
    }
}
