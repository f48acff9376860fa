import JSON
import TestSupport
import Testing

/// Values built straight as json-c values (`JSONWireValue`) serialize exactly as the same values
/// built as a `JSONValue` tree.
@Suite struct WireBuilderTests {
    private static let keys: [StaticString] = ["label", "kind", "a", "é", "with \"quote\"", "", "z"]

    /// A random value of depth at most `depth`, built both ways. Objects use keys from ``keys``, each
    /// at most once.
    private static func randomValue(_ generator: inout SeededGenerator, depth: Int) -> (tree: JSONValue, wire: JSONWireValue) {
        switch Int.random(in: 0..<(depth > 0 ? 7 : 5), using: &generator) {
        case 0:
            return (.null, .null)
        case 1:
            let value = Bool.random(using: &generator)
            return (.bool(value), JSONWireValue(value))
        case 2:
            let value = [0, 1, -1, Int.max, Int.min, Int.random(in: -100_000...100_000, using: &generator)].randomElement(using: &generator)!
            return (.integer(Int64(value)), JSONWireValue(value))
        case 3, 4:
            let value = randomString(&generator)
            return (.string(value), JSONWireValue(value))
        case 5:
            let count = Int.random(in: 0...4, using: &generator)
            var elements: [JSONValue] = []
            var array = JSONWireArray(capacity: count)
            for _ in 0..<count {
                let (tree, wire) = randomValue(&generator, depth: depth - 1)
                elements.append(tree)
                array.append(wire)
            }
            return (.array(elements), array.value())
        default:
            var members = JSONObject()
            var object = JSONWireObject()
            for key in keys where Bool.random(using: &generator) {
                let (tree, wire) = randomValue(&generator, depth: depth - 1)
                members.appendNew(key: key.description, value: tree)
                object.add(key, wire)
            }
            return (.object(members), object.value())
        }
    }

    private static func randomString(_ generator: inout SeededGenerator) -> String {
        let pieces = ["a", "Z", "@brand", "#0A6ED1", " ", "\"", "\\", "/", "\n", "\t", "\u{01}", "\u{7F}", "é", "😀", "中", "—"]
        let count = Int.random(in: 0...6, using: &generator)
        return (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
    }

    @Test func randomValuesSerializeAsTheirTrees() {
        var generator = SeededGenerator(seed: 0x5EED_0009)
        for _ in 0..<2000 {
            let (tree, wire) = Self.randomValue(&generator, depth: 3)
            #expect(wire.serializedString() == tree.serializedString())
        }
    }

    @Test func sharedValuesAreWrittenAtEveryPlace() {
        let shared = JSONWireValue("shared \"value\"")
        var array = JSONWireArray(capacity: 3)
        var inner = JSONWireObject()
        inner.add("a", shared.shared())
        array.append(inner.value())
        array.append(shared.shared())
        array.append(shared.shared())
        let expected: JSONValue = [["a": "shared \"value\""], "shared \"value\"", "shared \"value\""]
        #expect(array.value().serializedString() == expected.serializedString())
        // The handle that made the copies still holds its own reference.
        #expect(shared.serializedString() == "\"shared \\\"value\\\"\"")
    }

    @Test func treesConvertToWireValues() throws {
        for text in [#"{"path":"/a/b.nss","kind":"color","n":[1,2.5,null,true]}"#, "null", #""x""#, "[]", "{}"] {
            let tree = try JSONValue(parsing: text)
            #expect(JSONWireValue(tree).serializedString() == tree.serializedString())
        }
    }
}
