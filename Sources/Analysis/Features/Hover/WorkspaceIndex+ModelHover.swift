import SourceText
import SourceryModels

extension WorkspaceIndex {
    func modelHover(path: String, offset: Int) -> HoverContent? {
        guard let file = models.file(path) else { return nil }
        for comment in file.sourcery.comments where comment.range.touches(offset) {
            for annotation in comment.annotations {
                if annotation.keyRange.touches(offset) {
                    return annotationHover(annotation, comment: comment, file: file)
                }
                if let valueRange = annotation.valueRange, valueRange.touches(offset), let name = annotation.value.stringValue,
                    let explanation = models.explain(name)
                {
                    return explanationHover(explanation, range: valueRange)
                }
            }
        }
        if let declaration = file.sourcery.declarations.first(where: { $0.nameRange.touches(offset) }),
            let explanation = models.explain(declaration.name)
        {
            return explanationHover(explanation, range: declaration.nameRange)
        }
        return nil
    }

    private func annotationHover(_ annotation: Annotation, comment: AnnotationComment, file: ModelFile) -> HoverContent {
        let vocabulary = file.vocabulary
        let entry = (vocabulary ?? Vocabulary.fioriComponents).entry(for: annotation.key)
        var blocks: [HoverBlock] = [.title(annotation.qualifiedKey, kind: "Sourcery annotation")]
        if let entry {
            var meaning = entry.meaning
            if entry.isDead { meaning += " (read by no template that runs)" }
            blocks.append(.paragraph(meaning))
            blocks.append(.paragraph("Belongs on \(entry.target.description); value: \(entry.shape.description)."))
        } else {
            blocks.append(.paragraph("`\(annotation.key)` is not a key of the \(vocabulary.map { "`\($0.name)` vocabulary" } ?? "FioriSwiftUICore vocabularies")"))
        }
        blocks.append(.paragraph("Value: \(annotation.value.hoverText)"))
        if vocabulary == nil {
            blocks.append(.paragraph("No vocabulary is configured for this file's folder, so keys are not checked here."))
        }
        if let first = comment.boundDeclarations.first {
            let declaration = file.sourcery.declarations[first]
            blocks.append(.paragraph("Attaches to \(declaration.displayName) (line \(declaration.anchorLine + 1))."))
            blocks += generatedNames(for: declaration, in: file)
        } else {
            blocks.append(.paragraph("Attaches to nothing: " + (comment.detachment.map(\.hoverText) ?? "no declaration follows") + "."))
        }
        return HoverContent(range: annotation.keyRange, blocks: blocks)
    }

    /// What the generators derive from a component protocol or one of its properties.
    private func generatedNames(for declaration: Declaration, in file: ModelFile) -> [HoverBlock] {
        if declaration.kind.isTypeLike, let component = models.component(named: declaration.name) {
            var lines = component.generatedNames.map { HoverLine(label: $0.role, text: "`\($0.name)`") }
            lines += models.styleClasses.filter { $0.component == component.name }.map { HoverLine(label: "style class", text: "`\($0.name)`") }
            return [.values(heading: "Generates", lines)]
        }
        if declaration.kind == .variable, let parent = declaration.parent,
            let component = models.component(named: file.sourcery.declarations[parent].name)
        {
            let classes = models.styleClasses.filter {
                $0.component == component.name && $0.property == ComponentNaming.propertyName(declaration.name, pattern: component.pattern)
            }
            var lines = [HoverLine(label: "component", text: "`\(component.name)`")]
            lines += classes.map { HoverLine(label: "style class", text: "`\($0.name)`") }
            return [.values(heading: "Generates", lines)]
        }
        return []
    }
}

extension ComponentNaming {
    /// A property's name in generated code: unchanged in the current pattern, without underscores in
    /// the deprecated one.
    static func propertyName(_ name: String, pattern: ModelPattern) -> String {
        pattern == .deprecated ? deprecatedPropertyName(name) : name
    }
}

extension AnnotationValue {
    var hoverText: String {
        switch self {
        case .flag: return "a flag (true)"
        case .number(let number): return "the number `\(number)`"
        case .string(let string): return "the string `\(string)`"
        case .array(let values): return "an array of \(values.count) value\(values.count == 1 ? "" : "s")"
        case .dictionary(let values): return "a dictionary of \(values.count) entr\(values.count == 1 ? "y" : "ies")"
        case .bool(let bool): return "`\(bool)`"
        case .null: return "null"
        }
    }
}

extension Detachment {
    var hoverText: String {
        switch self {
        case .blankLines: return "a blank line separates it from the declaration, so Sourcery drops it"
        case .markerLine: return "a `sourcery:` marker line stands between it and the declaration"
        case .closingCommentLine: return "a lone `*/` line stands between it and the declaration (attached by Sourcery 2.1.7, lost by current releases)"
        case .commentedOutDeclaration: return "the declaration below it is commented out"
        case .noDeclaration: return "no declaration follows"
        case .insideInlineRegion: return "it is inside a `sourcery:inline` region, which Sourcery regenerates"
        }
    }
}
