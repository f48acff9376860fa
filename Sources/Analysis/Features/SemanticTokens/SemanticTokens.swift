import NSS
import SourceText

/// A highlighted name: what it is, and how (declared here, from the built-in catalog, deprecated).
package struct SemanticToken: Sendable, Hashable {
    /// The legend's token types, in legend order.
    package enum Kind: Int, Sendable, Hashable, CaseIterable {
        case variable, styleClass, property, enumMember

        package var legendName: String {
            switch self {
            case .variable: return "variable"
            case .styleClass: return "class"
            case .property: return "property"
            case .enumMember: return "enumMember"
            }
        }
    }

    /// The legend's modifiers; their raw values are bit positions.
    package enum Modifier: Int, Sendable, Hashable, CaseIterable {
        case declaration, defaultLibrary, deprecated, readonly

        package var legendName: String {
            switch self {
            case .declaration: return "declaration"
            case .defaultLibrary: return "defaultLibrary"
            case .deprecated: return "deprecated"
            case .readonly: return "readonly"
            }
        }
    }

    package var range: TextRange
    package var kind: Kind
    package var modifiers: Set<Modifier>

    package var modifierBits: Int { modifiers.reduce(0) { $0 | 1 << $1.rawValue } }
}

/// Semantic tokens: constants (declared or used), style classes (built-in, model-derived or the
/// project's own), properties, palette names in stylesheets; token names and references in token files.
package enum SemanticTokens {
    package static func tokens(of path: String, in index: WorkspaceIndex) -> [SemanticToken] {
        guard let kind = index.snapshot.files[path]?.kind else { return [] }
        switch kind {
        case .stylesheet: return index.stylesheets.file(path).map { stylesheetTokens($0, index: index) } ?? []
        case .tokens: return tokenFileTokens(path, index: index)
        case .swiftModel, .swiftCode, .configuration: return []
        }
    }

    static func stylesheetTokens(_ file: StylesheetFile, index: WorkspaceIndex) -> [SemanticToken] {
        let syntax = file.syntax
        var result: [SemanticToken] = []
        let definitionNames = Set(syntax.definitions.map(\.name))
        for token in syntax.tokens where token.kind == .variable {
            let isDefinition = definitionNames.contains(token.range)
            result.append(SemanticToken(range: token.range, kind: .variable, modifiers: isDefinition ? [.declaration, .readonly] : [.readonly]))
        }
        for (position, selector) in syntax.selectors.enumerated() {
            let name = file.selectorNames[position]
            let modifiers: Set<SemanticToken.Modifier> = NSSCatalog.styleClass(name) != nil ? [.defaultLibrary] : []
            result.append(SemanticToken(range: selector.name, kind: .styleClass, modifiers: modifiers))
        }
        for (position, declaration) in syntax.declarations.enumerated() {
            let known = NSSCatalog.property(file.propertyNames[position]) != nil
            result.append(SemanticToken(range: declaration.property, kind: .property, modifiers: known ? [.defaultLibrary] : []))
        }
        for value in file.valueRanges {
            for token in syntax.tokens[value] where token.kind == .identifier {
                guard let base = file.paletteStyleBase(of: token.range) else { continue }
                let style = file.palette[file.text[base]]
                var modifiers: Set<SemanticToken.Modifier> = [.defaultLibrary]
                if style?.replacement != nil { modifiers.insert(.deprecated) }
                result.append(SemanticToken(range: token.range, kind: .enumMember, modifiers: modifiers))
            }
        }
        return result.sorted { $0.range < $1.range }
    }

    static func tokenFileTokens(_ path: String, index: WorkspaceIndex) -> [SemanticToken] {
        guard let file = index.tokens.files[path] else { return [] }
        var result: [SemanticToken] = []
        for token in file.tokens {
            guard let key = token.keyContentRange(in: file) else { continue }
            var modifiers: Set<SemanticToken.Modifier> = [.declaration]
            if token.deprecation != nil { modifiers.insert(.deprecated) }
            result.append(SemanticToken(range: key, kind: .variable, modifiers: modifiers))
            for value in token.allValues {
                for reference in value.references where !reference.isPointer {
                    let deprecated = index.tokens.definitions(of: reference.path).last?.token.deprecation != nil
                    result.append(SemanticToken(range: reference.range, kind: .variable, modifiers: deprecated ? [.deprecated] : []))
                }
            }
        }
        var seen = Set<TextRange>()
        return result.sorted { $0.range < $1.range }.filter { seen.insert($0.range).inserted }
    }
}
