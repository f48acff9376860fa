import Diagnostics
import DesignTokens
import NSS
import SourceText
import SourceryModels

extension Navigation {
    /// The symbol whose name contains `offset` (or ends at it, as a cursor after a word) in `path`.
    package static func symbol(at offset: Int, in path: String, of index: WorkspaceIndex) -> SymbolAtPosition? {
        guard let kind = index.snapshot.files[path]?.kind else { return nil }
        switch kind {
        case .stylesheet: return stylesheetSymbol(at: offset, in: path, of: index)
        case .tokens: return tokenSymbol(at: offset, in: path, of: index)
        case .swiftModel: return swiftPaletteSymbol(at: offset, in: path, of: index) ?? modelSymbol(at: offset, in: path, of: index)
        case .swiftCode: return swiftPaletteSymbol(at: offset, in: path, of: index)
        case .configuration: return nil
        }
    }

    // MARK: Stylesheets

    static func stylesheetSymbol(at offset: Int, in path: String, of index: WorkspaceIndex) -> SymbolAtPosition? {
        guard let file = index.stylesheets.file(path), let token = file.syntax.significantToken(touching: offset) else { return nil }
        let range = token.range
        switch token.kind {
        case .variable:
            guard range.length > 1 else { return nil }
            return SymbolAtPosition(symbol: .constant(path: path, name: file.variableName(token)), range: range, spelling: .variable)
        case .identifier:
            if let selector = file.syntax.selectors.first(where: { $0.name == range }) {
                return SymbolAtPosition(symbol: .styleClass(file.text[selector.name]), range: range, spelling: .name)
            }
            guard file.isInsideValue(offset: range.start), let base = file.paletteStyleBase(of: range) else { return nil }
            return SymbolAtPosition(symbol: .paletteName(file.text[base]), range: base, spelling: .paletteStyle)
        default:
            return nil
        }
    }

    // MARK: Token files

    static func tokenSymbol(at offset: Int, in path: String, of index: WorkspaceIndex) -> SymbolAtPosition? {
        guard let file = index.tokens.files[path] else { return nil }
        for token in file.tokens {
            if token.keyRange.touches(offset), let key = token.keyContentRange(in: file) {
                return SymbolAtPosition(symbol: .token(token.name), range: key, spelling: .tokenKey)
            }
            guard token.range.touches(offset) else { continue }
            for value in token.allValues {
                for reference in value.references where reference.range.touches(offset) {
                    let spelling: SymbolOccurrence.Spelling = reference.isPointer ? .tokenPointer : .tokenPath
                    let range = reference.isPointer ? reference.range.insideQuotes(of: file.document.text) : reference.range
                    return SymbolAtPosition(symbol: .token(reference.path), range: range, spelling: spelling)
                }
            }
        }
        return nil
    }

    // MARK: Swift code

    /// A palette colour the palette has, named in a Swift call.
    static func swiftPaletteSymbol(at offset: Int, in path: String, of index: WorkspaceIndex) -> SymbolAtPosition? {
        guard let use = index.swiftCode.use(at: offset, in: path), use.kind == .color, index.stylesheets.palette[use.name] != nil else { return nil }
        return SymbolAtPosition(symbol: .paletteName(use.name), range: use.range, spelling: .paletteStyle)
    }

    // MARK: Swift models

    static func modelSymbol(at offset: Int, in path: String, of index: WorkspaceIndex) -> SymbolAtPosition? {
        guard let file = index.models.file(path), file.sourcery.skipped == nil else { return nil }
        for declaration in file.sourcery.declarations {
            if declaration.nameRange.touches(offset), !declaration.nameRange.isEmpty {
                if declaration.kind.isTypeLike {
                    return SymbolAtPosition(symbol: .swiftType(declaration.name), range: declaration.nameRange, spelling: .name)
                }
                let location = Location(path: path, range: declaration.nameRange)
                if index.models.styleClasses.contains(where: { $0.declaration == location }) {
                    return SymbolAtPosition(symbol: .swiftProperty(location), range: declaration.nameRange, spelling: .name)
                }
                return nil
            }
            for inherited in declaration.inheritedTypes where inherited.range.touches(offset) {
                return SymbolAtPosition(symbol: .swiftType(inherited.name), range: inherited.range, spelling: .name)
            }
        }
        for reference in typeNameAnnotations(in: file, of: index) where reference.range.touches(offset) {
            return SymbolAtPosition(symbol: .swiftType(reference.name), range: reference.range, spelling: .name)
        }
        return nil
    }

    /// Type names written as annotation values (`backingComponent = KPIItem`), each resolved to the
    /// declared type it names: the type itself, or the protocol of the component it names.
    static func typeNameAnnotations(in file: ModelFile, of index: WorkspaceIndex) -> [TypeReference] {
        guard let vocabulary = file.vocabulary else { return [] }
        var result: [TypeReference] = []
        for comment in file.sourcery.comments {
            for annotation in comment.annotations where annotation.namespaces.isEmpty {
                guard vocabulary.entry(for: annotation.key)?.shape == .typeName, let valueRange = annotation.valueRange else { continue }
                let written = file.text[valueRange]
                let name = UnknownTypeRule.baseName(written)
                guard !name.isEmpty, let start = written.utf8.firstRange(of: name.utf8)?.lowerBound else { continue }
                let offset = valueRange.start + written.utf8.distance(from: written.utf8.startIndex, to: start)
                let range = TextRange(start: offset, end: offset + name.utf8.count)
                let declared = index.models.declaredTypeNames.contains(name) ? name : index.models.component(named: name)?.protocolName
                guard let declared else { continue }
                result.append(TypeReference(name: declared, range: range))
            }
        }
        return result
    }
}

extension NSSStylesheet {
    /// The index of the significant token that contains `offset`, or that ends at it.
    package func significantTokenIndex(touching offset: Int) -> Int? {
        let low = tokens.partitionPoint { Int($0.end) <= offset }
        // `low` is the first token ending after `offset`; a name ending at `offset` wins over
        // punctuation starting there (`@brand|;`).
        func isName(_ index: Int) -> Bool { tokens[index].kind == .variable || tokens[index].kind == .identifier }
        let containing = low < tokens.count && Int(tokens[low].start) <= offset && !tokens[low].kind.isTrivia ? low : nil
        let before = low > 0 && Int(tokens[low - 1].end) == offset && !tokens[low - 1].kind.isTrivia ? low - 1 : nil
        if let containing, isName(containing) || before.map(isName) != true { return containing }
        return before
    }

    package func significantToken(touching offset: Int) -> NSSToken? {
        significantTokenIndex(touching: offset).map { tokens[$0] }
    }
}

extension StylesheetFile {
    /// True when `offset` lies inside the value of a declaration or definition.
    func isInsideValue(offset: Int) -> Bool {
        syntax.declarations.contains { $0.value.range.contains(offset) } || syntax.definitions.contains { $0.value.range.contains(offset) }
    }

    /// For an identifier naming a palette style (`tintColor`, `tintColor_darkBackground`), the range of
    /// the style name.
    func paletteStyleBase(of range: TextRange) -> TextRange? {
        let value = text[range]
        if palette[value] != nil { return range }
        guard let underscore = value.utf8.lastIndex(of: UInt8(ascii: "_")) else { return nil }
        let base = String(value[..<underscore])
        let suffix = String(value[value.index(after: underscore)...])
        guard BackgroundScheme(rawValue: suffix) != nil, palette[base] != nil else { return nil }
        return TextRange(start: range.start, end: range.start + base.utf8.count)
    }
}

extension DesignToken {
    /// The key without its quotes.
    func keyContentRange(in file: TokenFile) -> TextRange? {
        keyRange.insideQuotes(of: file.document.text)
    }
}

extension TextRange {
    /// The range without a surrounding pair of double quotes, when it has them.
    func insideQuotes(of text: SourceText) -> TextRange {
        guard length >= 2, text.bytes[start] == UInt8(ascii: "\""), text.bytes[end - 1] == UInt8(ascii: "\"") else { return self }
        return TextRange(start: start + 1, end: end - 1)
    }
}
