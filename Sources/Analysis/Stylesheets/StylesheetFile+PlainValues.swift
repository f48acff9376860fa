import Foundation
import NSS

extension StylesheetFile {
    /// True when declaration `index` certainly has no value issue: it has no value to check (no
    /// colon, an unknown property, a variable NUI cannot substitute), or its value is in a common
    /// form its property's type accepts (`#RRGGBB`, `12`, `true`, `4 8 4 8`, a listed keyword…),
    /// decided on bytes. A false answer means only that ``valueIssues(ofDeclaration:)`` has to look
    /// closer.
    @inline(__always)
    package func passesQuickValueCheck(ofDeclaration index: Int) -> Bool {
        let declaration = syntax.declarations[index]
        let propertyID = Int(propertyInfos.ids[index])
        guard declaration.colon != nil, !declaration.value.isEmpty, let kind = propertyValueKinds[propertyID] else { return true }
        let value: NSSValue
        switch declarationSubstitutions[index] {
        case .literal: value = declaration.value
        case .definition(let definition): value = syntax.definitions[Int(definition)].value
        case .undefined, .unresolvable: return true
        }
        guard let token = syntax.singlePart(of: value) else {
            switch kind {
            case .box: return isSpacedNumbers(value)
            case .offset: return isOffset(value)
            case .classList: return isClassList(value)
            default: return false
            }
        }
        guard case .identifier = token.kind else { return false }
        switch kind {
        case .color:
            if isSixDigitHex(token) { return true }
            return text.bytes.withUnsafeBufferPointer { bytes in
                let name = UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)])
                return NSSCatalog.isNUINamedColor(name) || palette.hasStyle(named: name) || namesPaletteStyleOnScheme(name)
            }
        case .number, .box: return hasNumericPrefix(token)
        case .integer: return isWholeNumber(token)
        case .boolean: return StylesheetFile.booleanWords.contains { tokenEquals(token, $0) }
        case .fontName, .image, .classList: return true
        // `fill` is a value of `text-align` for some classes only: the full check decides it.
        case .keyword:
            guard case .keyword(let values) = propertyInfos.values[propertyID]?.type else { return false }
            return !tokenEquals(token, "fill") && values.contains { tokenEquals(token, $0) }
        case .fontStyle: return NSSCatalog.fontStyles.contains { tokenEquals(token, $0) }
        case .offset: return false
        }
    }

    /// `style_scheme`: a palette style on one background. It reads as that colour, or as none on a
    /// background the style lacks, which the value check reports nothing for either.
    private func namesPaletteStyleOnScheme(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let underscore = name.lastIndex(of: UInt8(ascii: "_")), underscore > 0 else { return false }
        guard BackgroundScheme(rawValueBytes: UnsafeBufferPointer(rebasing: name[(underscore + 1)...])) != nil else { return false }
        return palette.hasStyle(named: UnsafeBufferPointer(rebasing: name[..<underscore]))
    }

    /// One to four numbers separated by spaces only: insets NUI reads as written.
    private func isSpacedNumbers(_ value: NSSValue) -> Bool {
        var count = 0
        return allParts(of: value) { token in
            count += 1
            return count <= 4 && isNumber(token)
        }
    }

    /// `x,y`: two numbers around a comma.
    private func isOffset(_ value: NSSValue) -> Bool {
        var count = 0
        let shaped = allParts(of: value) { token in
            count += 1
            return count == 2 ? token.kind == .comma : count <= 3 && isNumber(token)
        }
        return shaped && count == 3
    }

    /// Class names separated by commas.
    private func isClassList(_ value: NSSValue) -> Bool {
        allParts(of: value) { $0.kind == .identifier || $0.kind == .comma }
    }

    private func isNumber(_ token: NSSToken) -> Bool {
        token.kind == .identifier && hasNumericPrefix(token)
    }

    /// True when every significant token of `value` satisfies `body`, asked in order, stopping at the
    /// first that does not (``NSSStylesheet/parts(of:)`` without the array it may make).
    private func allParts(of value: NSSValue, _ body: (NSSToken) -> Bool) -> Bool {
        syntax.tokens.withUnsafeBufferPointer { tokens in
            for position in Int(value.firstToken)..<Int(value.endToken) where !tokens[position].kind.isTrivia {
                if !body(tokens[position]) { return false }
            }
            return true
        }
    }

    static let booleanWords = ["true", "false", "yes", "no", "YES", "NO", "1", "0"]

    /// True when the token's bytes are exactly `string`'s.
    func tokenEquals(_ token: NSSToken, _ string: String) -> Bool {
        var string = string
        return string.utf8.count == token.length
            && string.withUTF8 { expected in
                text.bytes.withUnsafeBufferPointer { memcmp($0.baseAddress! + Int(token.start), expected.baseAddress!, expected.count) == 0 }
            }
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
