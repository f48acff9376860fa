import Colors
import DesignTokens
import NSS
import SourceText

extension WorkspaceIndex {
    func stylesheetColors(_ file: StylesheetFile) -> [DocumentColor] {
        guard file.isNUIContent else { return [] }
        var colors: [DocumentColor] = []
        func add(_ value: NSSValue, isDefinition: Bool) {
            let parts = file.syntax.parts(of: value)
            guard let first = parts.first, let last = parts.last else { return }
            if parts.count == 1, first.kind == .variable {
                guard case .parts(let resolved, let variable) = file.substitute(value), !resolved.isEmpty,
                    let color = file.readColor(resolved, via: variable).resolution?.values[.lightBackground]
                else { return }
                colors.append(DocumentColor(range: first.range, color: color))
                return
            }
            if parts.count == 1, let digits = NSSColorLiteral.hexDigits(file.text[first.range]), digits.count == 8, digits.allSatisfy(\.isHexDigit) {
                // FioriThemeManager reads definitions as RRGGBBAA; NUI drops the alpha.
                let color = isDefinition && file.dialect == .fiori ? RGBA(hex: String(digits)) : NSSColorLiteral.nuiHex(digits)
                if let color { colors.append(DocumentColor(range: first.range, color: color)) }
                return
            }
            guard let resolution = file.readColor(parts).resolution, resolution.isKnown,
                let color = resolution.values[.lightBackground]
            else { return }
            colors.append(DocumentColor(range: TextRange(start: Int(first.start), end: Int(last.end)), color: color))
        }
        for definition in file.syntax.definitions where !definition.value.isEmpty {
            add(definition.value, isDefinition: true)
        }
        for (index, declaration) in file.syntax.declarations.enumerated() where !declaration.value.isEmpty {
            let type = NSSCatalog.property(file.propertyNames[index])?.type
            guard type == nil || type == .color else { continue }
            add(declaration.value, isDefinition: false)
        }
        return colors.sorted { $0.range < $1.range }
    }

    func tokenColors(path: String) -> [DocumentColor] {
        guard let file = tokens.files[path] else { return [] }
        let fileMode = file.tokens.first.flatMap { tokens.graph.definitions[$0.name]?.first { $0.path == path }?.fileMode }
        var colors: [DocumentColor] = []
        for token in file.tokens {
            let resolutionType = tokens.graph.anyResolution(token.name)?.type
            guard (token.declaredType ?? resolutionType).map(TokenTypeName.isColor) ?? false else { continue }
            var values: [(mode: String?, value: TokenValue)] = token.value.map { [(fileMode, $0)] } ?? []
            values += token.modeValues.keys.sorted().map { ($0, token.modeValues[$0]!) }
            for (mode, value) in values {
                if case .success(let color) = TokenColor.parse(value.node) {
                    colors.append(DocumentColor(range: value.node.range, color: color))
                } else if value.isAlias,
                    let color = tokens.graph.resolution(token.name, mode: mode ?? "")?.color ?? tokens.graph.anyResolution(token.name)?.color
                {
                    colors.append(DocumentColor(range: value.node.range, color: color))
                }
            }
        }
        return colors.sorted { $0.range < $1.range }
    }
}

enum TokenTypeName {
    static func isColor(_ type: String) -> Bool { TokenType.canonical(type) == "color" }
}
