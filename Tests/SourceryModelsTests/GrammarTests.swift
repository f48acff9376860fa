import SourceText
import SourceryModels
import Testing

/// The key/value grammar (§3).
struct GrammarTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var annotation: String
        var expected: String
        var testDescription: String { annotation }
    }

    static let cases: [Case] = [
        Case(annotation: "decoding: smth: key='a', x=0", expected: "decoding={smth: {key: \"a\", x: 0}}"),
        Case(annotation: "defaultValue = Foo(a: 1)", expected: "defaultValue = Foo(a={1): true}"),
        Case(annotation: "a = b == c", expected: "a=\"c\""),
        Case(annotation: "x, f(x = 1)", expected: "x=true; f(x=\"1)\""),
        Case(annotation: "key = true", expected: "key=\"true\""),
        Case(annotation: "key = nil", expected: "key=\"nil\""),
        Case(annotation: "key = \"123\"", expected: "key=\"123\""),
        Case(annotation: "key = 1.5", expected: "key=1.5"),
        Case(annotation: "key =", expected: "key=true"),
        Case(annotation: "key = 'a, b'", expected: "key=\"'a\"; b'=true"),
        Case(annotation: "key = \"a, b\", other", expected: "key=\"a, b\"; other=true"),
        Case(annotation: "key = \"unbalanced, other", expected: "key=\"\"unbalanced, other\""),
        Case(annotation: "key = [1, other", expected: "key=\"[1, other\""),
        Case(annotation: "x, key = {\"a\": [true, null]}", expected: "x=true; key={a: [json-true, null]}"),
        Case(annotation: "key = ' padded '", expected: "key=\"padded\""),
        Case(annotation: "@ViewBuilder, resultBuilder.name = @TagBuilder", expected: "@ViewBuilder=true; resultBuilder.name=\"@TagBuilder\""),
        Case(annotation: "virtualPropIntStateChanged = \"var a: Int = 0\"", expected: "virtualPropIntStateChanged=\"var a: Int = 0\""),
        Case(annotation: "returnType = () -> any View, x", expected: "returnType=\"() -> any View\"; x=true"),
    ]

    @Test(arguments: cases)
    func grammar(_ testCase: Case) {
        let source = "// sourcery: \(testCase.annotation)\nvar p: Int"
        #expect(annotationsByDeclaration(source)["p"] == testCase.expected)
    }

    @Test func numbersUseFloatIn2_1_7() {
        let source = "// sourcery: key = 0.1\nvar p: Int"
        let old = SourceryFile.read(SourceText(source)).declarations[0].annotations["key"]
        let new = SourceryFile.read(SourceText(source), options: SourceryReadOptions(version: .current)).declarations[0].annotations["key"]
        #expect(old == .number(Double(Float(0.1))))
        #expect(new == .number(0.1))
    }

    @Test func keyAndValueRangesAreExact() {
        let source = "    // sourcery: jsonKey = \"json_key\",  skipEquality\nvar p: Int"
        let comment = SourceryFile.read(SourceText(source)).comments[0]
        #expect(slice(source, comment.range) == "// sourcery: jsonKey = \"json_key\",  skipEquality")
        #expect(slice(source, comment.contentRange) == " jsonKey = \"json_key\",  skipEquality")
        #expect(comment.annotations.map { slice(source, $0.keyRange) } == ["jsonKey", "skipEquality"])
        #expect(comment.annotations.map { $0.valueRange.map { slice(source, $0) } } == ["\"json_key\"", nil])
        #expect(comment.annotations.map { slice(source, $0.range) } == ["jsonKey = \"json_key\"", "skipEquality"])
    }

    @Test func rangesCountUTF8Bytes() {
        let source = "// 🎨\n// sourcery: title = \"Größe\", x\nvar p: Int"
        let comment = SourceryFile.read(SourceText(source)).comments[0]
        #expect(comment.annotations.map { slice(source, $0.keyRange) } == ["title", "x"])
        #expect(comment.annotations[0].value == .string("Größe"))
    }

    @Test(arguments: [
        ("defaultValue = Foo(a: 1)", ParseTrap.Kind.colonMakesNamespace, "Foo(a: 1)", "\"Foo(a: 1)\""),
        ("a = b == c", .equalSignInValue, "b == c", "\"b == c\""),
        ("key = \"unbalanced, other", .unbalancedDoubleQuote, "\"unbalanced, other", nil),
        ("key = [1, other", .unclosedBracket, "[1, other", nil),
        ("key = 'a, b'", .singleQuotedComma, "'a, b'", "\"a, b\""),
    ] as [(String, ParseTrap.Kind, String, String?)])
    func traps(_ annotation: String, _ kind: ParseTrap.Kind, _ text: String, _ replacement: String?) {
        let source = "// sourcery: \(annotation)\nvar p: Int"
        let traps = SourceryFile.read(SourceText(source)).comments[0].traps
        #expect(traps.map(\.kind) == [kind])
        #expect(traps.first.map { slice(source, $0.range) } == text)
        #expect(traps.first?.replacement == replacement)
    }

    @Test(arguments: [
        "skipEquality, jsonKey = \"json_key\"", "decoding: smth: key='a', x=0", "placeholder = \"geo:37.33,-122.03?q=1\"",
        "bindingPropertyOptional = .constant(\"\")", "returnType = () -> any View",
    ])
    func noTrapsInWellFormedAnnotations(_ annotation: String) {
        let source = "// sourcery: \(annotation)\nvar p: Int"
        #expect(SourceryFile.read(SourceText(source)).comments[0].traps.isEmpty)
    }
}
