import Diagnostics
import SourceText

/// A count of uses shown above a definition: a token, a `@constant`, a palette override or a
/// component protocol.
package struct UsesLens: Sendable, Hashable {
    /// The definition's name.
    package var range: TextRange
    /// Where it is used, in a stable order; definitions are not uses.
    package var uses: [Location]

    /// `3 uses`, `1 use`, `no uses`.
    package var title: String {
        switch uses.count {
        case 0: return "no uses"
        case 1: return "1 use"
        default: return "\(uses.count) uses"
        }
    }
}

/// The code lenses of one file. Each kind of file makes its counts in one walk of what can use the
/// definitions, not one search per definition (a token file or a sheet can define thousands).
package enum CodeLenses {
    package static func lenses(in path: String, of index: WorkspaceIndex) -> [UsesLens] {
        switch index.snapshot.files[path]?.kind {
        case .stylesheet?: return stylesheetLenses(in: path, of: index)
        case .tokens?: return tokenLenses(in: path, of: index)
        case .swiftModel?: return componentLenses(in: path, of: index)
        case .swiftCode?, .configuration?, nil: return []
        }
    }

    /// `@constants` (uses in values of the same file) and palette overrides (uses of the colour in
    /// stylesheet values and Swift calls).
    static func stylesheetLenses(in path: String, of index: WorkspaceIndex) -> [UsesLens] {
        guard let file = index.stylesheets.file(path) else { return [] }
        let definitionNames = Set(file.syntax.definitions.map(\.name))
        var constantUses: [String: [Location]] = [:]
        for token in file.syntax.tokens where token.kind == .variable && token.length > 1 && !definitionNames.contains(token.range) {
            constantUses[file.variableName(token), default: []].append(Location(path: path, range: token.range))
        }
        var paletteUses: [String: [Location]] = [:]
        var lenses: [UsesLens] = []
        for (position, definition) in file.syntax.definitions.enumerated() where !definition.isInsideRuleSet {
            if let key = file.overrideKeys[position] {
                if paletteUses[key.style] == nil { paletteUses[key.style] = paletteStyleUses(key.style, of: index) }
                lenses.append(UsesLens(range: definition.name, uses: paletteUses[key.style]!))
            } else {
                lenses.append(UsesLens(range: definition.name, uses: constantUses[file.definitionNames[position]] ?? []))
            }
        }
        return lenses
    }

    /// Tokens: references from every token file, and, for a token the stylesheets' palette comes
    /// from, the uses of its palette colour.
    static func tokenLenses(in path: String, of index: WorkspaceIndex) -> [UsesLens] {
        guard let file = index.tokens.files[path], !file.tokens.isEmpty else { return [] }
        let names = Set(file.tokens.map(\.name))
        var references: [String: [Location]] = [:]
        for otherPath in index.tokens.files.keys.sorted() {
            guard let other = index.tokens.files[otherPath] else { continue }
            for token in other.tokens {
                for value in token.allValues {
                    for reference in value.references where names.contains(reference.path) {
                        let range = reference.isPointer ? reference.range.insideQuotes(of: other.document.text) : reference.range
                        references[reference.path, default: []].append(Location(path: otherPath, range: range))
                    }
                }
            }
        }
        // By the location of the token that defines each colour; a token of another mode's file has
        // the same name, so the same colour.
        var paletteStyleByDefinition: [Location: String] = [:]
        for style in index.stylesheets.palette.styles.values {
            if let location = style.location { paletteStyleByDefinition[location] = style.name }
        }
        return file.tokens.map { token in
            var uses = references[token.name] ?? []
            if !paletteStyleByDefinition.isEmpty,
                let style = index.tokens.definitions(of: token.name).lazy.compactMap({ paletteStyleByDefinition[$0.location] }).first
            {
                uses += paletteStyleUses(style, of: index)
            }
            return UsesLens(range: token.keyRange, uses: uses)
        }
    }

    /// Component protocols: types that adopt, extend or name them, and the stylesheet selectors of
    /// the style classes the component and its properties yield.
    static func componentLenses(in path: String, of index: WorkspaceIndex) -> [UsesLens] {
        let components = index.models.components(declaredIn: path)
        guard !components.isEmpty else { return [] }
        let names = Set(components.map(\.protocolName))
        var typeUses: [String: [Location]] = [:]
        for modelPath in index.models.files.keys.sorted() {
            guard let file = index.models.file(modelPath), file.sourcery.skipped == nil else { continue }
            for declaration in file.sourcery.declarations {
                if declaration.kind == .extension, names.contains(declaration.name), !declaration.nameRange.isEmpty {
                    typeUses[declaration.name, default: []].append(Location(path: modelPath, range: declaration.nameRange))
                }
                for inherited in declaration.inheritedTypes where names.contains(inherited.name) {
                    typeUses[inherited.name, default: []].append(Location(path: modelPath, range: inherited.range))
                }
            }
            for reference in Navigation.typeNameAnnotations(in: file, of: index) where names.contains(reference.name) {
                typeUses[reference.name, default: []].append(Location(path: modelPath, range: reference.range))
            }
        }
        var classesByDeclaration: [Location: [String]] = [:]
        for styleClass in index.models.styleClasses { classesByDeclaration[styleClass.declaration, default: []].append(styleClass.name) }
        return components.map { component in
            var uses = typeUses[component.protocolName] ?? []
            for declaration in [component.declaration] + component.properties.map(\.declaration) {
                for name in classesByDeclaration[declaration] ?? [] {
                    uses += Navigation.styleClassOccurrences(name, of: index).filter { !$0.isDefinition }.map(\.location)
                }
            }
            var seen = Set<Location>()
            return UsesLens(range: component.declaration.range, uses: uses.filter { seen.insert($0).inserted }.sorted())
        }
    }

    /// Uses of palette colour `style`: stylesheet values and Swift calls; not the overrides that
    /// define it (their name follows an `@`).
    static func paletteStyleUses(_ style: String, of index: WorkspaceIndex) -> [Location] {
        Navigation.paletteNameOccurrences(style, of: index).compactMap { occurrence in
            let location = occurrence.location
            guard let bytes = index.snapshot.text(of: location.path)?.bytes else { return nil }
            let isOverrideName = location.range.start > 0 && bytes[location.range.start - 1] == UInt8(ascii: "@")
            return isOverrideName ? nil : location
        }
    }
}
