import Diagnostics
import SourceText
import SourceryModels

/// Editor-neutral answers about annotations: hover text, key completion, binding hints, definitions.
extension ModelIndex {
    /// Markdown describing the annotation at `offset`: what the key does, the declaration it attaches
    /// to (or why none), and what the generators derive from that declaration.
    package func annotationHover(in path: String, at offset: Int) -> (markdown: String, range: TextRange)? {
        guard let file = file(path), let comment = file.sourcery.comment(at: offset) else { return nil }
        let annotation = comment.annotations.first { $0.range.touches(offset) } ?? comment.annotations.first
        var lines: [String] = []
        if let annotation {
            lines.append("**`\(annotation.qualifiedKey)`** = \(describe(annotation.value))")
            if let entry = file.vocabulary?.entry(for: annotation.key) ?? file.predecessor?.entry(for: annotation.key) {
                lines.append(entry.meaning.prefix(1).uppercased() + entry.meaning.dropFirst() + ".")
            } else if let vocabulary = file.vocabulary {
                lines.append("Not a key of \(vocabulary.name).")
            }
        } else {
            lines.append("**`\(comment.role.markerName)`**")
        }
        let declarations = file.sourcery.declarations(of: comment)
        if let declaration = declarations.first {
            lines.append("Attaches to \(declaration.displayName)" + (declarations.count > 1 ? " and \(declarations.count - 1) more." : "."))
            lines += generated(by: declaration, in: path)
        } else if let detachment = comment.detachment {
            lines.append("Attaches to nothing: \(ModelIndex.reason(detachment, in: file)).")
        }
        return (lines.joined(separator: "\n\n"), annotation?.range ?? comment.range)
    }

    /// Keys the vocabulary offers for the declaration that follows `offset`.
    package func keyCompletions(in path: String, at offset: Int) -> [VocabularyKey] {
        guard let file = file(path), let vocabulary = file.vocabulary else { return [] }
        let line = file.text.line(containing: offset)
        let next = file.sourcery.declarations.filter { $0.anchorLine >= line }.min { $0.anchor < $1.anchor }
        return vocabulary.keys.filter { key in !key.isDead && key.match == .exact && (next.map { key.target.accepts($0.kind) } ?? true) }
    }

    /// Values worth offering for `key`: type names for backing components, frameworks for imports.
    package func valueCompletions(for key: String, in path: String) -> [String] {
        guard let entry = file(path)?.vocabulary?.entry(for: key) else { return [] }
        switch entry.shape {
        case .typeName: return (components.map(\.name) + declaredTypeNames.sorted()).uniqued()
        case .arrayOfStrings: return ["[\"Combine\"]", "[\"SwiftUI\"]", "[\"FioriThemeManager\"]"]
        case .builderWithAt: return ["@ViewBuilder"]
        default: return []
        }
    }

    /// One hint per annotation comment line: which declaration it binds to (`→ property title`), or
    /// `→ nothing`.
    package func bindingHints(in path: String) -> [(offset: Int, label: String)] {
        guard let file = file(path) else { return [] }
        return file.sourcery.comments.compactMap { comment in
            guard comment.role == .annotations, comment.detachment != .insideInlineRegion else { return nil }
            let label = file.sourcery.declarations(of: comment).first.map { "→ \($0.kind.keyword) \($0.name)" } ?? "→ nothing"
            return (comment.range.end, label)
        }
    }

    /// Where a protocol, component or declared type named `name` is declared.
    package func definitions(of name: String) -> [Location] {
        if let references = protocols[name] { return references.compactMap { location(of: $0) } }
        if let component = component(named: name) { return [component.declaration] }
        return files.values.sorted { $0.path < $1.path }.flatMap { file in
            file.sourcery.declarations.filter { $0.kind.isTypeLike && $0.kind != .extension && $0.name == name }
                .map { Location(path: file.path, range: $0.nameRange) }
        }
    }

    /// Declarations that carry annotations, for document symbols.
    package func annotatedDeclarations(in path: String) -> [Declaration] {
        file(path)?.sourcery.declarations.filter { !$0.annotations.isEmpty } ?? []
    }

    private func generated(by declaration: Declaration, in path: String) -> [String] {
        if let component = components.first(where: { $0.declaration.path == path && $0.declaration.range == declaration.nameRange }) {
            let names = component.generatedNames.prefix(6).map { "`\($0.name)`" }.joined(separator: ", ")
            let classes = styleClasses.filter { $0.component == component.name }.map { "`\($0.name)`" }.joined(separator: ", ")
            return ["Generates \(names).", "Style classes: \(classes)."]
        }
        let classes = styleClasses.filter {
            $0.property != nil && $0.declaration.path == path && $0.declaration.range == declaration.nameRange
        }
        return classes.isEmpty ? [] : ["Style classes: " + classes.map { "`\($0.name)`" }.joined(separator: ", ") + "."]
    }

    private func describe(_ value: AnnotationValue) -> String {
        switch value {
        case .flag: return "flag"
        case .string(let string): return "\"\(string)\""
        default: return "`\(value)`"
        }
    }

    static func reason(_ detachment: Detachment, in file: ModelFile) -> String {
        switch detachment {
        case .blankLines: return "a blank line separates it from the declaration below"
        case .markerLine: return "a marker line separates it from the declaration below"
        case .closingCommentLine: return "current Sourcery releases stop at the `*/` line below"
        case .commentedOutDeclaration: return "the declaration below is commented out"
        case .noDeclaration: return "no declaration follows"
        case .insideInlineRegion: return "it is inside a `sourcery:inline` region"
        }
    }
}

extension Array where Element: Hashable {
    fileprivate func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
