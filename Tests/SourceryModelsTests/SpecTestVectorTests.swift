import SourceText
import SourceryModels
import Testing

/// Every test vector of the Sourcery reference (§3 of the annotation spec): source → annotations.
struct SpecTestVectorTests {
    struct Vector: Sendable, CustomTestStringConvertible {
        var source: String
        /// Declaration name → rendered annotations (see `annotationsByDeclaration`).
        var expected: [String: String]
        var testDescription: String { source.split(separator: "\n").first.map(String.init) ?? source }
    }

    static let vectors: [Vector] = [
        Vector(source: "// sourcery: skipEquality\nvar x: Int", expected: ["x": "skipEquality=true"]),
        Vector(
            source: "// sourcery: skipEquality, jsonKey = \"json_key\"\nvar x: Int",
            expected: ["x": "skipEquality=true; jsonKey=\"json_key\""]),
        Vector(source: "// sourcery: thirdProperty = -3\nvar x: Int", expected: ["x": "thirdProperty=-3"]),
        Vector(
            source: "// sourcery: placeholder = \"geo:37.33,-122.03?q=1 Infinite Loop\"\nvar x: String",
            expected: ["x": "placeholder=\"geo:37.33,-122.03?q=1 Infinite Loop\""]),
        Vector(source: "// sourcery: isSet\n\n// sourcery: n = 2\nvar name: Int", expected: ["name": "n=2"]),
        Vector(source: "// sourcery: a = \"x\"\n@objc var p1: Int\n@objc var p2: Int", expected: ["p1": "a=\"x\"", "p2": "-"]),
        Vector(
            source: "// sourcery: default.value = \"Hello\", default.isStringLiteral\nvar x: String",
            expected: ["x": "default.value=\"Hello\"; default.isStringLiteral=true"]),
        Vector(
            source: "// sourcery: availableAttributeContent = \"iOS 14, *\"\nprotocol XModel {}",
            expected: ["XModel": "availableAttributeContent=\"iOS 14, *\""]),
        Vector(
            source: "// sourcery: importFrameworks = [\"Combine\"]\nprotocol XModel {}",
            expected: ["XModel": "importFrameworks=[\"Combine\"]"]),
        Vector(
            source: "// sourcery: bindingPropertyOptional = .constant(\"\")\nvar x: String",
            expected: ["x": "bindingPropertyOptional=\".constant(\"\")\""]),
        Vector(
            source: """
                // sourcery:begin: skip
                class Foo {
                var p1: Int
                // sourcery: e = 2
                var p2: Int
                // sourcery:end
                var p3: Int
                }
                """,
            expected: ["Foo": "skip=true", "p1": "skip=true", "p2": "e=2; skip=true", "p3": "-"]),
    ]

    @Test(arguments: vectors)
    func vector(_ vector: Vector) {
        let actual = annotationsByDeclaration(vector.source)
        for (name, expected) in vector.expected {
            #expect(actual[name] == expected, "\(name) in:\n\(vector.source)")
        }
    }

    @Test(arguments: vectors)
    func vectorReadsTheSameInCurrentReleases(_ vector: Vector) {
        let actual = annotationsByDeclaration(vector.source, version: .current)
        for (name, expected) in vector.expected {
            #expect(actual[name] == expected, "\(name) in:\n\(vector.source)")
        }
    }
}
