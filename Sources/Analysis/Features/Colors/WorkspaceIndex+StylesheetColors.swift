import Colors
import DesignTokens
import NSS
import SourceText

extension WorkspaceIndex {
    func stylesheetColors(_ file: StylesheetFile) -> [DocumentColor] {
        guard file.isNUIContent else { return [] }
        // A theme repeats its values and constants: each distinct value text and each definition is
        // read once (reading a colour builds its explanation, which a swatch does not show).
        var memo = SwatchMemo()
        var colors: [DocumentColor] = []
        colors.reserveCapacity(file.syntax.declarations.count / 2)
        func add(_ value: NSSValue, isDefinition: Bool) {
            let parts = file.syntax.parts(of: value)
            guard let first = parts.first, let last = parts.last else { return }
            if parts.count == 1, first.kind == .variable {
                let name = file.variableName(first)
                guard let definition = file.nuiDefinition(of: name) else { return }
                let color = memo.color(ofDefinition: definition) {
                    guard case .parts(let resolved, let variable) = file.substitute(value), !resolved.isEmpty else { return nil }
                    return file.readColor(resolved, via: variable, explainingFailures: false, recordingChain: false)
                        .resolution?.values[.lightBackground]
                }
                if let color { colors.append(DocumentColor(range: first.range, color: color)) }
                return
            }
            if parts.count == 1, let digits = NSSColorLiteral.hexDigits(file.text[first.range]), digits.count == 8, digits.allSatisfy(\.isHexDigit) {
                // FioriThemeManager reads definitions as RRGGBBAA; NUI drops the alpha.
                let color = isDefinition && file.dialect == .fiori ? RGBA(hex: String(digits)) : NSSColorLiteral.nuiHex(digits)
                if let color { colors.append(DocumentColor(range: first.range, color: color)) }
                return
            }
            let range = TextRange(start: Int(first.start), end: Int(last.end))
            let color = memo.color(ofText: range, in: file) {
                guard let resolution = file.readColor(parts, explainingFailures: false, recordingChain: false).resolution,
                    resolution.isKnown
                else { return nil }
                return resolution.values[.lightBackground]
            }
            if let color { colors.append(DocumentColor(range: range, color: color)) }
        }
        for definition in file.syntax.definitions where !definition.value.isEmpty {
            add(definition.value, isDefinition: true)
        }
        for (index, declaration) in file.syntax.declarations.enumerated() where !declaration.value.isEmpty {
            let kind = file.propertyInfos[index]?.type
            guard kind == nil || kind == .color else { continue }
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

/// The swatch colour of each distinct value text and each definition of one file, read once.
private struct SwatchMemo {
    private var textColors: [ArraySlice<UInt8>: RGBA?] = [:]
    private var definitionColors: [Int: RGBA?] = [:]

    mutating func color(ofText range: TextRange, in file: StylesheetFile, read: () -> RGBA?) -> RGBA? {
        let text = file.text.bytes[range.start..<range.end]
        if let known = textColors[text] { return known }
        let color = read()
        textColors[text] = color
        return color
    }

    mutating func color(ofDefinition definition: Int, read: () -> RGBA?) -> RGBA? {
        if let known = definitionColors[definition] { return known }
        let color = read()
        definitionColors[definition] = color
        return color
    }
}
