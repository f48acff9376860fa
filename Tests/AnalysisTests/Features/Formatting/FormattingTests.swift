import Analysis
import Foundation
import NSS
import SourceText
import Testing

struct FormattingTests {
    static func format(_ source: String, style: FormattingStyle = FormattingStyle()) throws -> String? {
        let workspace = MarkedWorkspace(source)
        guard let edits = Formatting.edits(for: "Theme.nss", in: workspace.index, style: style) else { return nil }
        return try SourceText(source).applying(edits).string
    }

    @Test func layoutIsCanonical() throws {
        let source = """
            /* header */
            @brand:#0A6ED1;
            @other : 12 ;


            Button,Label{font-color:@brand;background-color :  rgba( 0,0,0 , 0.5 ) ;}
            @media (device:ipad) and (orientation:landscape) {
            Button { font-size: 14; /* trailing */
              /* own line */
            border-width: 1; }
            }
            """
        let expected = """
            /* header */
            @brand:#0A6ED1;
            @other : 12 ;

            Button, Label {
                font-color: @brand;
                background-color: rgba( 0,0,0 , 0.5 );
            }

            @media (device:ipad) and (orientation:landscape) {
                Button {
                    font-size: 14; /* trailing */
                    /* own line */
                    border-width: 1;
                }
            }

            """
        #expect(try Self.format(source) == expected)
        #expect(try Self.format(expected) == expected)
    }

    @Test func commentsHeadTheBlockBelowThem() throws {
        let source = "/* buttons */\nButton { font-size: 12;\n/* last */\n}\n/* labels */\nLabel { font-size: 12; }\n"
        let expected = "/* buttons */\nButton {\n    font-size: 12;\n    /* last */\n}\n\n/* labels */\nLabel {\n    font-size: 12;\n}\n"
        #expect(try Self.format(source) == expected)
        #expect(try Self.format(expected) == expected)
    }

    @Test func indentationFollowsTheOptions() throws {
        #expect(try Self.format("Button { font-size: 12; }", style: FormattingStyle(tabSize: 2, insertSpaces: true)) == "Button {\n  font-size: 12;\n}\n")
        #expect(try Self.format("Button { font-size: 12; }", style: FormattingStyle(tabSize: 8, insertSpaces: false)) == "Button {\n\tfont-size: 12;\n}\n")
    }

    @Test func brokenStylesheetsAreLeftAlone() throws {
        #expect(try Self.format("Button { font-size: 12 }\n// comment") == nil)
        #expect(try Self.format("Button { font-size: 12; }").map { _ in true } == true)
    }

    @Test func crlfIsKept() throws {
        #expect(try Self.format("Button {font-size: 12;}\r\nLabel {font-size: 12;}\r\n") == "Button {\r\n    font-size: 12;\r\n}\r\n\r\nLabel {\r\n    font-size: 12;\r\n}\r\n")
    }

    @Test func editsAreMinimal() throws {
        let source = "Button {\n    font-size: 12;\n}\n\nLabel {\n    font-size:12;\n}\n"
        let workspace = MarkedWorkspace(source)
        let edits = try #require(Formatting.edits(for: "Theme.nss", in: workspace.index, style: FormattingStyle()))
        #expect(edits == [TextEdit(range: TextRange(start: 39, end: 57), replacement: "    font-size: 12;\n")])
        let ranged = Formatting.edits(for: "Theme.nss", in: workspace.index, range: TextRange(start: 0, end: 5), style: FormattingStyle())
        #expect(ranged == [])
    }

    /// The real-world corpus: formatting is idempotent and keeps every significant token and comment.
    @Test func corpusFormatsIdempotentlyWithoutChangingTokens() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../../../shared/corpus/nss").standardized
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: root.path) else {
            try Test.cancel("the shared corpus is not at \(root.path)")
        }
        var formatted = 0
        for name in names.sorted() where name.hasSuffix(".nss") {
            let data = try Data(contentsOf: root.appendingPathComponent(name))
            let original = SourceText(bytes: [UInt8](data))
            guard let once = try Self.format(original.string) else { continue }
            formatted += 1
            #expect(try Self.format(once) == once, "not idempotent: \(name)")
            let before = NSSStylesheet(original)
            let after = NSSStylesheet(SourceText(once))
            func significant(_ sheet: NSSStylesheet) -> [String] {
                sheet.tokens.filter { $0.kind != .space && $0.kind != .newline }.map { sheet.text[$0.range] }
            }
            #expect(significant(before) == significant(after), "tokens or comments changed: \(name)")
            #expect(after.problems.isEmpty, "formatting broke \(name)")
        }
        #expect(formatted > 0)
    }
}
