import SourceText
import SourceryModels
import Testing

/// Reading never fails and every range stays inside the text (and a name inside its declaration),
/// whatever the input.
struct RobustnessTests {
    static let sample = """
        import SwiftUI
        // sourcery:begin: skip
        /// Doc. sourcery: not at the start
        // sourcery: BaseComponent, importFrameworks = ["Combine", "SwiftUI"]
        @available(iOS 15, *)
        public protocol _SampleComponent: _A, _B {
            /* sourcery: @ViewBuilder */ var title: (any View)? { get } // sourcery: x = "a, b", y = [1, 2
            /*
             * sourcery: defaultValue = Foo(a: 1), z = 'q, r'
             */
            func f(
                a: Int, // sourcery: p = "unclosed
                b: Int /* sourcery: q */
            ) -> Int
            case one, two // sourcery: c
        }
        // sourcery:end
        // sourcery:inline:Sample.Generated
        var generated = "// sourcery: inside a string"
        // sourcery:end
        // sourcery:file: fileWide
        // sourcery:
        """

    static func checkBounds(_ source: String) {
        let text = SourceText(source)
        let file = SourceryFile.read(text)
        for comment in file.comments {
            #expect(comment.range.end <= text.count && comment.contentRange.end <= text.count)
            for annotation in comment.annotations {
                #expect(annotation.range.end <= text.count && annotation.keyRange.end <= text.count)
            }
            for trap in comment.traps { #expect(trap.range.end <= text.count) }
        }
        for declaration in file.declarations {
            #expect(declaration.range.end <= text.count)
            #expect(declaration.range.contains(declaration.nameRange), "the name of \(declaration.kind) lies outside it")
        }
    }

    @Test func everyTruncationOfASample() {
        var prefix = ""
        for character in RobustnessTests.sample {
            prefix.append(character)
            RobustnessTests.checkBounds(prefix)
        }
    }

    @Test(arguments: [
        "sourcery:", "// sourcery:", "/* sourcery:", "/* sourcery: */", "* sourcery: x */", "// sourcery: ,,,", "// sourcery: =",
        "// sourcery: a = ", "// sourcery: :", "// sourcery: a:b:c:", "// sourcery: \"", "// sourcery: '", "// sourcery: ((((",
        "// sourcery: ))))", "// sourcery: a = [[[[[[[[[[[[", "// sourcery:begin:", "// sourcery:inline:", "// sourcery:file",
        "// sourcery: a\r\nvar b: Int\r\n", "// sourcery: a\rvar b: Int", "\u{FEFF}// sourcery: a\nvar b: Int",
        "// sourcery: a\nclass C {\n  func :(\n", "// sourcery: a\nprotocol \n", "// sourcery: a\nextension \n",
        "// sourcery: key = \"\\u12\"", "let s = \"\"\"\n// sourcery: a\n", "/*\n// sourcery: a", "@ // sourcery: a\nvar",
        String(repeating: "// sourcery: a\n", count: 200) + "var x: Int",
        String(repeating: "{", count: 2000) + " // sourcery: a",
    ])
    func trickyInputs(_ source: String) {
        RobustnessTests.checkBounds(source)
    }

    @Test func invalidUTF8IsRepairedNotFatal() {
        let bytes: [UInt8] = Array("// sourcery: a = \"".utf8) + [0xFF, 0xFE] + Array("\"\nvar b: Int".utf8)
        let file = SourceryFile.read(SourceText(bytes: bytes))
        #expect(file.declarations.first?.annotations["a"] == .string("\u{FFFD}\u{FFFD}"))
    }
}
