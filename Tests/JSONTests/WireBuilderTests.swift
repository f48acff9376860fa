import JSON
import TestSupport
import Testing

/// Values built straight as json-c values (`JSONWireValue`) serialize exactly as the same values
/// built as a `JSONValue` tree.
@Suite struct WireBuilderTests {
    private static let keys: [StaticString] = ["label", "kind", "a", "é", "with \"quote\"", "", "z"]

    /// A random value of depth at most `depth`, built both ways: as a tree in `tree`, and returned as
    /// a json-c value. Objects use keys from ``keys``, each at most once.
    private static func randomValue(_ generator: inout SeededGenerator, depth: Int, tree: inout JSONValue) -> JSONWireValue {
        switch Int.random(in: 0..<(depth > 0 ? 7 : 5), using: &generator) {
        case 0:
            tree = .null
            return .null
        case 1:
            let value = Bool.random(using: &generator)
            tree = .bool(value)
            return JSONWireValue(value)
        case 2:
            let value = [0, 1, -1, Int.max, Int.min, Int.random(in: -100_000...100_000, using: &generator)].randomElement(using: &generator)!
            tree = .integer(Int64(value))
            return JSONWireValue(value)
        case 3, 4:
            let value = randomString(&generator)
            tree = .string(value)
            return JSONWireValue(value)
        case 5:
            let count = Int.random(in: 0...4, using: &generator)
            var elements: [JSONValue] = []
            var array = JSONWireArray(capacity: count)
            for _ in 0..<count {
                var element = JSONValue.null
                array.append(randomValue(&generator, depth: depth - 1, tree: &element))
                elements.append(element)
            }
            tree = .array(elements)
            return array.value()
        default:
            var members = JSONObject()
            var object = JSONWireObject()
            for key in keys where Bool.random(using: &generator) {
                var member = JSONValue.null
                object.add(key, randomValue(&generator, depth: depth - 1, tree: &member))
                members.appendNew(key: key.description, value: member)
            }
            tree = .object(members)
            return object.value()
        }
    }

    private static func randomTree(_ generator: inout SeededGenerator, depth: Int) -> JSONValue {
        var tree = JSONValue.null
        _ = randomValue(&generator, depth: depth, tree: &tree)
        return tree
    }

    private static func randomString(_ generator: inout SeededGenerator) -> String {
        let pieces = ["a", "Z", "@brand", "#0A6ED1", " ", "\"", "\\", "/", "\n", "\t", "\u{01}", "\u{7F}", "é", "😀", "中", "—"]
        let count = Int.random(in: 0...6, using: &generator)
        return (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
    }

    @Test func randomValuesSerializeAsTheirTrees() {
        var generator = SeededGenerator(seed: 0x5EED_0009)
        for _ in 0..<2000 {
            var tree = JSONValue.null
            let wire = Self.randomValue(&generator, depth: 3, tree: &tree)
            #expect(wire.serializedString() == tree.serializedString())
        }
    }

    /// The object kept per thread gives the text of a new object, whatever came before it.
    @Test func keptObjectsSerializeAsNewObjects() {
        var generator = SeededGenerator(seed: 0x6E_7E10)
        for round in 0..<600 {
            let values = (0..<3).map { _ in Self.randomTree(&generator, depth: 2) }
            let text: String
            let expected: JSONValue
            // Two shapes, the first more often: the thread's object is reused, and made anew when the keys change.
            if round % 3 > 0 {
                text = JSONWireValue.withSerializedObject(
                    "jsonrpc", JSONWireValue(values[0]), "id", JSONWireValue(values[1]), "result", JSONWireValue(values[2])
                ) { String(decoding: $0, as: UTF8.self) }
                expected = .object(JSONObject([("jsonrpc", values[0]), ("id", values[1]), ("result", values[2])]))
            } else {
                text = JSONWireValue.withSerializedObject("a", JSONWireValue(values[0]), "id", JSONWireValue(values[1]), "z", JSONWireValue(values[2])) {
                    String(decoding: $0, as: UTF8.self)
                }
                expected = .object(JSONObject([("a", values[0]), ("id", values[1]), ("z", values[2])]))
            }
            #expect(text == expected.serializedString())
        }
    }

    @Test func treesConvertToWireValues() throws {
        for text in [#"{"path":"/a/b.nss","kind":"color","n":[1,2.5,null,true]}"#, "null", #""x""#, "[]", "{}"] {
            let tree = try JSONValue(parsing: text)
            #expect(JSONWireValue(tree).serializedString() == tree.serializedString())
        }
    }
}
