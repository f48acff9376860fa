import SourceText
import SourceryModels

/// One Swift file of the workspace as the model rules see it.
package struct ModelFile: Sendable {
    package var path: String
    package var text: SourceText
    package var sourcery: SourceryFile
    /// The vocabulary chosen for the file's folder, nil where none applies (then unknown keys are not
    /// reported).
    package var vocabulary: Vocabulary?
    /// The vocabulary this file's vocabulary replaces, for `sourcery/old-pattern-key`.
    package var predecessor: Vocabulary?

    package init(path: String, text: SourceText, sourcery: SourceryFile, vocabulary: Vocabulary?, predecessor: Vocabulary?) {
        self.path = path
        self.text = text
        self.sourcery = sourcery
        self.vocabulary = vocabulary
        self.predecessor = predecessor
    }

    /// The annotations of comments attached to a declaration, each with the declaration.
    package var boundAnnotations: [(comment: AnnotationComment, annotation: Annotation, declaration: Declaration)] {
        sourcery.comments.flatMap { comment -> [(AnnotationComment, Annotation, Declaration)] in
            guard comment.role == .annotations, let first = comment.boundDeclarations.first else { return [] }
            return comment.annotations.map { (comment, $0, sourcery.declarations[first]) }
        }
    }

    /// Every annotation of an annotation comment (`sourcery:`, `begin`, `file`) with its comment.
    package var allAnnotations: [(comment: AnnotationComment, annotation: Annotation)] {
        sourcery.comments.flatMap { comment in comment.annotations.map { (comment, $0) } }
    }
}

extension SourcerySettings {
    /// The vocabulary for `path`: the first configured assignment whose glob matches, then the defaults.
    /// `root` is the workspace root when known (paths are matched relative to it).
    package func vocabulary(for path: String, root: String?) -> Vocabulary? {
        var relative = path
        if let root, !root.isEmpty {
            let prefix = root.hasSuffix("/") ? root : root + "/"
            if path.hasPrefix(prefix) { relative = String(path.dropFirst(prefix.count)) }
        }
        let assignments = vocabularies + (usesDefaultVocabularies ? VocabularyAssignment.defaults : [])
        for assignment in assignments {
            let glob = PathGlob(assignment.glob)
            let matches = relative.hasPrefix("/") ? glob.matchesAnySuffix(of: relative) : glob.matches(relative)
            guard matches else { continue }
            return assignment.vocabulary == VocabularyAssignment.none ? nil : vocabulary(named: assignment.vocabulary)
        }
        return nil
    }
}
