import SourceText

/// A short label shown inline after a position.
package struct InlayHintValue: Sendable, Hashable {
    package var offset: Int
    package var label: String
    /// Longer text shown on hover.
    package var tooltip: String?

    package init(offset: Int, label: String, tooltip: String? = nil) {
        self.offset = offset
        self.label = label
        self.tooltip = tooltip
    }
}

extension WorkspaceIndex {
    /// Hints in `range` of the file at `path`: the resolved colour after each `@constant` use in a
    /// stylesheet; which declaration each annotation comment binds to in a Swift model.
    package func inlayHints(path: String, range: TextRange) -> [InlayHintValue] {
        guard let file = snapshot.files[path] else { return [] }
        switch file.kind {
        case .stylesheet: return stylesheets.files[path].map { stylesheetHints($0, range: range) } ?? []
        case .swiftModel: return models.file(path).map { modelHints($0, range: range) } ?? []
        default: return []
        }
    }

    private func stylesheetHints(_ file: StylesheetFile, range: TextRange) -> [InlayHintValue] {
        guard file.isNUIContent else { return [] }
        var hints: [InlayHintValue] = []
        for declaration in file.syntax.declarations where range.touches(declaration.value.range.start) || range.contains(declaration.value.range) {
            let parts = file.syntax.parts(of: declaration.value)
            guard parts.count == 1, parts[0].kind == .variable else { continue }
            guard case .parts(let resolved, let variable) = file.substitute(declaration.value), !resolved.isEmpty,
                let resolution = file.readColor(resolved, via: variable).resolution, resolution.isKnown,
                let light = resolution.values[.lightBackground]
            else { continue }
            var label = light.hexString
            if let dark = resolution.values[.darkBackground], dark != light { label += " / dark " + dark.hexString }
            hints.append(InlayHintValue(
                offset: Int(parts[0].end), label: label,
                tooltip: "`\(file.text[parts[0].range])` → " + resolution.chain.dropFirst().map { "`\($0)`" }.joined(separator: " → ")))
        }
        return hints
    }

    private func modelHints(_ file: ModelFile, range: TextRange) -> [InlayHintValue] {
        var hints: [InlayHintValue] = []
        for comment in file.sourcery.comments where comment.role == .annotations && range.touches(comment.range.start) {
            let label: String
            if let first = comment.boundDeclarations.first {
                let declaration = file.sourcery.declarations[first]
                label = "→ \(declaration.kind.keyword) \(declaration.name)"
            } else {
                label = "→ nothing"
            }
            let tooltip = comment.detachment.map { "attaches to nothing: " + $0.hoverText }
            hints.append(InlayHintValue(offset: file.text.lineContentEnd(comment.line), label: label, tooltip: tooltip))
        }
        return hints
    }
}
