import JSON
import SourceText
import Testing

struct SyntaxTests {
    @Test func membersKeepOrderAndExactRanges() throws {
        let marked = SyntaxMarkedText(#"1️⃣{ 2️⃣"b"3️⃣: 4️⃣[1, 2.5e1, -3]5️⃣, 6️⃣"a"7️⃣: 8️⃣{"x": true, "y": null}9️⃣ }"#)
        let document = JSONSyntax.parse(marked.text)
        #expect(document.problems.isEmpty)
        #expect(document.isStrictJSON)
        let root = try #require(document.root)
        #expect(root.members.map(\.key) == ["b", "a"])
        #expect(root.members[0].keyRange == marked.range("2️⃣", "3️⃣"))
        #expect(root.members[0].value.range == marked.range("4️⃣", "5️⃣"))
        #expect(root.members[0].range == marked.range("2️⃣", "5️⃣"))
        #expect(root.members[1].keyRange == marked.range("6️⃣", "7️⃣"))
        #expect(root.members[1].value.range == marked.range("8️⃣", "9️⃣"))
        #expect(root["b"]?.elements.map(\.numberValue) == [1, 25, -3])
        #expect(root["a"]?["x"]?.boolValue == true)
        #expect(root["a"]?["y"]?.isNull == true)
        #expect(root["missing"] == nil)
        #expect(root.members[1].keyContentRange == TextRange(start: marked.offset("6️⃣") + 1, end: marked.offset("7️⃣") - 1))
    }

    @Test func stringsAreDecoded() throws {
        let document = JSONSyntax.parse(#"["a\"b\\c\/\n\t", "\u00e9\ud83d\ude00", "plain é"]"#)
        #expect(document.problems.isEmpty)
        let strings = try #require(document.root).elements.map(\.stringValue)
        #expect(strings == ["a\"b\\c/\n\t", "é😀", "plain é"])
    }

    @Test func commentsAndTrailingCommasAreAcceptedAndFlagged() throws {
        let marked = SyntaxMarkedText("""
            {
              // a line comment
              "a": 1, /* a block
              comment */ "b": [1, 2 1️⃣,],
              "c": 3 2️⃣,
            }
            """)
        let document = JSONSyntax.parse(marked.text)
        #expect(document.problems.isEmpty)
        #expect(document.hasComments)
        #expect(document.comments.count == 2)
        #expect(document.trailingCommas.map(\.start) == [marked.offset("1️⃣"), marked.offset("2️⃣")])
        #expect(!document.isStrictJSON)
        #expect(try #require(document.root).members.map(\.key) == ["a", "b", "c"])
    }

    @Test(arguments: [
        // (source, expected message at 1️⃣, keys still read)
        (#"{ "a": 1, "b": 1️⃣, "c": 3 }"#, "expected a value", ["a", "b", "c"]),
        (#"{ "a": 11️⃣ "b": 2 }"#, "expected `,` or `}`", ["a", "b"]),
        (#"{ "a"1️⃣ 1, "b": 2 }"#, "expected `:` after the property name", ["a", "b"]),
        (#"{ 1️⃣a: 1, "b": 2 }"#, "property names must be in double quotes", ["a", "b"]),
        (#"{ "a": 1️⃣tru, "b": 2 }"#, "`tru` is not a JSON value", ["a", "b"]),
        (#"{ "a": 1️⃣12px, "b": 2 }"#, "`12px` is not a valid number", ["a", "b"]),
        (#"{ "a": 1️⃣"open"#, "unterminated string", ["a"]),
        (#"1️⃣{ "a": 1, "b": [2, 3] "#, "missing `}` to close this object", ["a", "b"]),
        (#"{ "a": 1, 1️⃣, "b": 2 }"#, "unexpected `,`", ["a", "b"]),
        (#"{ "a": 1 } 1️⃣{ "b": 2 }"#, "unexpected text after the end of the document", ["a"]),
        (#"{ "a": 1️⃣/* open"#, "unterminated comment", ["a"]),
        (#"{ "a": 1️⃣'x', "b": 2 }"#, "strings must be in double quotes", ["a", "b"]),
        (#"{ "a": "1️⃣\q", "b": 2 }"#, "invalid escape sequence", ["a", "b"]),
    ])
    func brokenDocumentsKeepEverythingElse(source: String, message: String, keys: [String]) throws {
        let marked = SyntaxMarkedText(source)
        let document = JSONSyntax.parse(marked.text)
        let problem = try #require(document.problems.first { $0.range.start == marked.offset("1️⃣") }, "\(document.problems)")
        #expect(problem.message == message)
        #expect(try #require(document.root).members.map(\.key) == keys)
    }

    @Test func mismatchedCloserEndsTheInnerContainer() throws {
        let marked = SyntaxMarkedText(#"[ 1️⃣{ "a": 1 ]"#)
        let document = JSONSyntax.parse(marked.text)
        #expect(document.problems.map(\.message) == ["missing `}` to close this object"])
        #expect(document.problems.first?.range.start == marked.offset("1️⃣"))
        let root = try #require(document.root)
        #expect(root.elements.count == 1)
        #expect(root[0]?["a"]?.numberValue == 1)
        #expect(root.range.end == marked.text.utf8.count)
    }

    @Test func emptyDocumentHasNoRoot() {
        let document = JSONSyntax.parse("  // nothing\n")
        #expect(document.root == nil)
        #expect(document.problems.map(\.message) == ["the document is empty"])
    }

    @Test func deepNestingIsCutOffWithoutCrashing() throws {
        let depth = 10_000
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let document = JSONSyntax.parse(text)
        #expect(document.problems.count == 1)
        #expect(document.problems.first?.message.hasPrefix("nesting is too deep") == true)
        #expect(document.root?.range == TextRange(start: 0, end: text.utf8.count))
    }

    @Test func pathAtOffsetFollowsKeys() {
        let marked = SyntaxMarkedText(##"{ "color": { "accent": { "$value": "#F1️⃣00" } } }"##)
        let document = JSONSyntax.parse(marked.text)
        let keys = document.path(at: marked.offset("1️⃣")).map(\.key)
        #expect(keys == [nil, "color", "accent", "$value"])
    }

    @Test func numbersParseExactly() throws {
        let document = JSONSyntax.parse("[0, -0.5, 1e3, 12345678901234567890, 4.2E-2]")
        #expect(document.problems.isEmpty)
        #expect(try #require(document.root).elements.map(\.numberValue) == [0, -0.5, 1000, 12345678901234567890.0, 0.042])
        #expect(JSONSyntax.parse("[01]").problems.map(\.message) == ["`01` is not a valid number"])
        #expect(JSONSyntax.parse("[1.]").problems.map(\.message) == ["`1.` is not a valid number"])
    }
}
