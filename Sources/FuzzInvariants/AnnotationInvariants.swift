import SourceText
import SourceryModels

/// Annotation comments and the declarations they bind to keep their ranges inside the text, each
/// annotation inside its comment's content, and every index (bound declaration, parent, comment)
/// points at an existing element. (The key/value grammar alone, without the Swift parse that
/// dominates this target's time, is ``AnnotationGrammarInvariants``.)
enum AnnotationInvariants {
    static func violations(_ bytes: [UInt8]) -> [String] {
        let text = SourceText(bytes: bytes)
        var list = ViolationList()
        let file = SourceryFile.read(text, options: SourceryReadOptions(skipsGeneratedFiles: false))
        var previousComment = 0
        for (index, comment) in file.comments.enumerated() {
            list.expect(comment.range.end <= text.count, "comment \(index) \(comment.range) beyond the end \(text.count)")
            list.expect(comment.range.start >= previousComment, "comment \(index) \(comment.range) before the previous one")
            list.expect(comment.range.contains(comment.contentRange), "content \(comment.contentRange) outside comment \(comment.range)")
            list.expect(comment.line == text.line(containing: comment.range.start), "comment \(index) on the wrong line")
            previousComment = comment.range.start
            AnnotationGrammarInvariants.check(comment.annotations, comment.traps, inside: comment.contentRange, comment: comment.range, &list)
            for bound in comment.boundDeclarations {
                list.expect(file.declarations.indices.contains(bound), "comment \(index) bound to missing declaration \(bound)")
            }
            if let intended = comment.detachment?.intendedDeclaration {
                list.expect(file.declarations.indices.contains(intended), "comment \(index) detached from missing declaration \(intended)")
            }
        }
        for (index, declaration) in file.declarations.enumerated() {
            list.expect(declaration.range.end <= text.count, "declaration \(index) \(declaration.range) beyond the end")
            list.expect(declaration.range.contains(declaration.nameRange), "name outside declaration \(index)")
            if let parent = declaration.parent {
                list.expect(parent < index, "declaration \(index) has parent \(parent) that does not come before it")
                if parent < index, file.declarations.indices.contains(parent) {
                    list.expect(file.declarations[parent].range.contains(declaration.range), "declaration \(index) outside its parent")
                }
            }
            for comment in declaration.annotationComments {
                list.expect(file.comments.indices.contains(comment), "declaration \(index) uses missing comment \(comment)")
            }
        }
        return list.messages
    }
}
