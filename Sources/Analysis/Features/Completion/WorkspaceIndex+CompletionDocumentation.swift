import NSS

extension WorkspaceIndex {
    /// True when ``completionDocumentation(path:label:kind:)`` reads the path for items of `kind`
    /// (the editor then has to send it back); the others are documented from their label alone.
    package static func completionDocumentationReadsPath(_ kind: CompletionCandidateKind) -> Bool {
        kind == .annotationKey
    }

    /// The documentation of a completion item, computed when the editor resolves it. `path` is read
    /// only for the kinds ``completionDocumentationReadsPath(_:)`` names.
    package func completionDocumentation(path: String, label: String, kind: CompletionCandidateKind) -> [HoverBlock] {
        switch kind {
        case .property:
            guard let info = NSSCatalog.property(label) else { return [] }
            let classes = NSSCatalog.classNames.filter { NSSCatalog.classReads($0, label) }
            return [
                .paragraph(info.summary), .paragraph("Type: \(info.type.displayName)."),
                .paragraph("Read by: " + classes.map { "`\($0)`" }.joined(separator: ", ")),
            ]
        case .styleClass, .constant, .color:
            if let explanation = stylesheets.explain(label) ?? models.explain(label) {
                return Array(explanation.hoverBlocks(lineOf: describe).dropFirst())
            }
            if let named = NSSCatalog.nuiNamedColors[label] {
                return [.paragraph("`UIColor.\(label)Color`" + (named == nil ? ", which depends on the appearance" : ""))]
            }
            return []
        case .token:
            return tokens.explain(label).map { Array($0.hoverBlocks(lineOf: describe).dropFirst()) } ?? []
        case .annotationKey:
            let vocabulary = models.file(path)?.vocabulary ?? Vocabulary.fioriComponents
            guard let entry = vocabulary.entry(for: label) else { return [] }
            return [.paragraph(entry.meaning), .paragraph("Belongs on \(entry.target.description); value: \(entry.shape.description).")]
        case .annotationValue:
            return models.explain(label).map { Array($0.hoverBlocks(lineOf: describe).dropFirst()) } ?? []
        case .value, .tokenKey:
            return []
        }
    }
}
