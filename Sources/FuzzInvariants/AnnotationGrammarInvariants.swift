import SourceText
import SourceryModels

/// Sourcery's key/value grammar on its own (no Swift parse): the whole input is read as the text after
/// one `sourcery:`. Annotations lie inside it in order, each key and value inside its annotation, every
/// trap inside the text.
enum AnnotationGrammarInvariants {
    static func violations(_ bytes: [UInt8]) -> [String] {
        let text = SourceText(bytes: bytes)
        var list = ViolationList()
        let whole = text.fullRange
        let grammar = AnnotationGrammar.parse(text.bytes, in: whole, version: .v2_1_7)
        check(grammar.annotations, grammar.traps, inside: whole, comment: whole, &list)
        return list.messages
    }

    /// Annotations lie in the content after `sourcery:`; a trap may underline the whole comment.
    static func check(
        _ annotations: [Annotation], _ traps: [ParseTrap], inside content: TextRange, comment: TextRange, _ list: inout ViolationList
    ) {
        var previousEnd = content.start
        for annotation in annotations {
            list.expect(content.contains(annotation.range), "annotation \(annotation.range) outside its content \(content)")
            list.expect(annotation.range.start >= previousEnd, "annotation \(annotation.range) overlaps the one before")
            list.expect(annotation.range.contains(annotation.keyRange), "key outside annotation \(annotation.range)")
            if let value = annotation.valueRange {
                list.expect(annotation.range.contains(value), "value outside annotation \(annotation.range)")
            }
            previousEnd = max(previousEnd, annotation.range.end)
        }
        for trap in traps {
            list.expect(comment.contains(trap.range), "trap \(trap.kind) \(trap.range) outside its comment \(comment)")
        }
    }
}
