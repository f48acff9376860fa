import NSS

extension StylesheetFile {
    /// True when declaration `index` certainly has no value issue: it has no value to check (no
    /// colon, an unknown property, a variable NUI cannot substitute), or its value is in a common
    /// form its property's type accepts (`#RRGGBB`, `12`, `true`, `4 8 4 8`, a listed keyword…),
    /// decided on bytes. A false answer means only that ``valueIssues(ofDeclaration:)`` has to look
    /// closer.
    package func passesQuickValueCheck(ofDeclaration index: Int) -> Bool {
        let declaration = syntax.declarations[index]
        guard declaration.colon != nil, !declaration.value.isEmpty,
            let type = propertyInfos.values[Int(propertyInfos.ids[index])]?.type
        else { return true }
        let value: NSSValue
        switch declarationSubstitutions[index] {
        case .literal: value = declaration.value
        case .definition(let definition): value = syntax.definitions[Int(definition)].value
        case .undefined, .unresolvable: return true
        }
        guard let token = syntax.singlePart(of: value) else {
            if case .box = type { return isSpacedNumbers(value) }
            return false
        }
        guard token.kind == .identifier else { return false }
        switch type {
        case .color:
            if isSixDigitHex(token) { return true }
            let name = text[token.range]
            return NSSCatalog.nuiNamedColors[name] != nil || palette[name] != nil
        case .number, .box: return hasNumericPrefix(token)
        case .integer: return isWholeNumber(token)
        case .boolean: return StylesheetFile.booleanWords.contains { tokenEquals(token, $0) }
        case .fontName, .image, .classList: return true
        case .keyword(let values): return !values.contains("fill") && values.contains { tokenEquals(token, $0) }
        case .fontStyle: return NSSCatalog.fontStyles.contains { tokenEquals(token, $0) }
        case .offset: return false
        }
    }

    /// One to four numbers separated by spaces only: insets NUI reads as written.
    private func isSpacedNumbers(_ value: NSSValue) -> Bool {
        var numbers = 0
        for position in Int(value.firstToken)..<Int(value.endToken) {
            let token = syntax.tokens[position]
            if token.kind.isTrivia { continue }
            guard token.kind == .identifier, hasNumericPrefix(token) else { return false }
            numbers += 1
        }
        return numbers <= 4
    }

    static let booleanWords = ["true", "false", "yes", "no", "YES", "NO", "1", "0"]

    /// True when the token's bytes are exactly `string`'s.
    func tokenEquals(_ token: NSSToken, _ string: String) -> Bool {
        string.utf8.count == token.length && string.utf8.elementsEqual(text.bytes[Int(token.start)..<Int(token.end)])
    }

    /// An optional sign and up to 18 digits: what `Int(_:)` reads without overflow.
    private func isWholeNumber(_ token: NSSToken) -> Bool {
        let bytes = text.bytes
        var index = Int(token.start)
        let end = Int(token.end)
        if index < end, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        guard end > index, end - index <= 18 else { return false }
        return bytes[index..<end].allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }
}
