import JSON
import SourceText
import Testing
import TestSupport

/// Random damage to valid documents: the parser never crashes, every range lies inside the text and
/// inside its parent, and members appear in source order.
struct SyntaxMutationTests {
    static let seeds: [String] = [
        #"{ "color": { "$type": "color", "accent": { "$value": "{color.base}", "$description": "é ✓" } }, "list": [1, -2.5e3, true, false, null] }"#,
        "{\n  // comment\n  \"a\": [ { \"b\": \"c\\u00e9\" }, /* x */ 3, ],\n}\n",
        #"[ "\ud83d\ude00", {"k": [[[]]]}, 0.1 ]"#,
    ]

    static let pieces: [String] = ["{", "}", "[", "]", ",", ":", "\"", "'", "\\", "/", "*", "//", "/*", "*/", "\n", "\r", "1", "-", "e", "true", "nul", "😀", "é", "\u{FEFF}"]

    @Test(arguments: 0..<3)
    func mutatedDocumentsStayWellFormed(seedIndex: Int) {
        var random = SeededGenerator(seed: UInt64(seedIndex + 1) * 7919)
        let seed = Array(SyntaxMutationTests.seeds[seedIndex].utf8)
        for _ in 0..<400 {
            var bytes = seed
            for _ in 0..<Int(random.next() % 6 + 1) {
                let position = Int(random.next() % UInt64(bytes.count + 1))
                switch random.next() % 3 {
                case 0 where position < bytes.count:
                    bytes.remove(at: position)
                case 1:
                    let piece = SyntaxMutationTests.pieces[Int(random.next() % UInt64(SyntaxMutationTests.pieces.count))]
                    bytes.insert(contentsOf: Array(piece.utf8), at: position)
                default:
                    if position < bytes.count { bytes[position] = UInt8(truncatingIfNeeded: random.next()) }
                }
            }
            let text = SourceText(bytes: bytes)
            let document = JSONSyntax.parse(text)
            let whole = text.fullRange
            for problem in document.problems {
                #expect(whole.contains(problem.range), "problem \(problem) outside \(whole)")
                #expect(!problem.message.isEmpty && !problem.message.hasSuffix("."))
            }
            for comment in document.comments { #expect(whole.contains(comment)) }
            if let root = document.root { check(root, inside: whole) }
        }
    }

    private func check(_ node: JSONNode, inside parent: TextRange) {
        #expect(parent.contains(node.range), "\(node.range) outside \(parent)")
        var previousEnd = node.range.start
        for member in node.members {
            #expect(node.range.contains(member.range))
            #expect(member.range.contains(member.keyRange))
            #expect(member.keyRange.start >= previousEnd)
            previousEnd = member.range.end
            check(member.value, inside: member.range)
        }
        for element in node.elements {
            #expect(element.range.start >= previousEnd)
            previousEnd = element.range.end
            check(element, inside: node.range)
        }
    }
}
