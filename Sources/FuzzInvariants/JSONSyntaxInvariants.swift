import JSON
import SourceText

/// The JSON(C) syntax tree keeps its text, every range lies inside the text and inside its parent,
/// members and elements come in order without overlapping, and every byte that is not whitespace
/// belongs to the tree, a comment or a reported problem.
enum JSONSyntaxInvariants {
    static func violations(_ bytes: [UInt8]) -> [String] {
        let text = SourceText(bytes: bytes)
        let document = JSONSyntax.parse(text)
        var list = ViolationList()
        list.expect(document.text.bytes == text.bytes, "the document does not keep its text")
        var accounted = [Bool](copies: false, count: text.count)
        func mark(_ range: TextRange) {
            guard range.end <= accounted.count else { return }
            for offset in range.range { accounted[offset] = true }
        }
        func visit(_ node: JSONNode, inside parent: TextRange, depth: Int) {
            list.expect(parent.contains(node.range), "node \(node.range) outside its parent \(parent)")
            guard depth <= JSONSyntax.maximumDepth + 1 else {
                list.expect(false, "tree deeper than \(JSONSyntax.maximumDepth)")
                return
            }
            var previousEnd = node.range.start
            switch node.kind {
            case .object(let members):
                for member in members {
                    list.expect(member.range.start >= previousEnd, "member \(member.range) overlaps the one before")
                    list.expect(node.range.contains(member.range), "member \(member.range) outside its object \(node.range)")
                    list.expect(member.range.contains(member.keyRange), "key outside its member at \(member.range)")
                    list.expect(member.keyRange.contains(member.keyContentRange), "key content outside its key at \(member.keyRange)")
                    previousEnd = max(previousEnd, member.range.end)
                    visit(member.value, inside: member.range, depth: depth + 1)
                }
            case .array(let elements):
                for element in elements {
                    list.expect(element.range.start >= previousEnd, "element \(element.range) overlaps the one before")
                    previousEnd = max(previousEnd, element.range.end)
                    visit(element, inside: node.range, depth: depth + 1)
                }
            default:
                mark(node.range)
            }
        }
        if let root = document.root {
            list.expect(root.range.end <= text.count, "root \(root.range) beyond the end \(text.count)")
            visit(root, inside: text.fullRange, depth: 0)
            mark(root.range)
        }
        var previousComment = 0
        for comment in document.comments {
            list.expect(comment.start >= previousComment && comment.end <= text.count, "comment \(comment) out of order or beyond the end")
            previousComment = comment.end
            mark(comment)
        }
        for comma in document.trailingCommas {
            list.expect(comma.end <= text.count, "trailing comma \(comma) beyond the end")
        }
        for problem in document.problems {
            list.expect(problem.range.end <= text.count, "problem \(problem.range) beyond the end \(text.count)")
            list.expect(!problem.message.isEmpty, "problem without a message at \(problem.range)")
            mark(problem.range)
        }
        let whitespace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
        for (offset, byte) in text.bytes.enumerated() where !accounted[offset] && !whitespace.contains(byte) {
            let nearProblem = document.problems.contains { $0.range.isEmpty && $0.range.start == offset }
            list.expect(nearProblem, "byte \(offset) belongs to no value, comment or problem")
            if !nearProblem { break }
        }
        return list.messages
    }
}
