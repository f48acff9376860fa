import Diagnostics
import NSS
import SourceText
import SourceryModels

extension Navigation {
    /// Every place `symbol` is written in the workspace, definitions and references, in a stable order.
    package static func occurrences(of symbol: NavigationSymbol, in index: WorkspaceIndex) -> [SymbolOccurrence] {
        var result: [SymbolOccurrence]
        switch symbol {
        case .constant(let path, let name):
            result = constantOccurrences(name, in: path, of: index)
        case .styleClass(let name):
            result = styleClassOccurrences(name, of: index)
        case .paletteName(let style):
            if let token = paletteToken(of: style, in: index) {
                result = tokenOccurrences(token, of: index)
            } else {
                result = paletteNameOccurrences(style, of: index)
            }
        case .token(let name):
            result = tokenOccurrences(name, of: index)
        case .swiftType(let name):
            result = swiftTypeOccurrences(name, of: index)
        case .swiftProperty(let location):
            result = [SymbolOccurrence(location: location, isDefinition: true, spelling: .name)]
                + selectorOccurrences(ofClassesDeclaredAt: location, of: index)
        }
        var seen = Set<Location>()
        return result.filter { seen.insert($0.location).inserted }.sorted { $0.location < $1.location }
    }

    // MARK: Stylesheets

    static func constantOccurrences(_ name: String, in path: String, of index: WorkspaceIndex) -> [SymbolOccurrence] {
        guard let file = index.stylesheets.file(path) else { return [] }
        let definitionNames = Set(file.syntax.definitions.map(\.name))
        var result: [SymbolOccurrence] = []
        for token in file.syntax.tokens where token.kind == .variable && token.length == name.utf8.count + 1 {
            guard file.variableName(token) == name else { continue }
            result.append(SymbolOccurrence(
                location: Location(path: path, range: token.range), isDefinition: definitionNames.contains(token.range), spelling: .variable))
        }
        return result
    }

    static func styleClassOccurrences(_ name: String, of index: WorkspaceIndex) -> [SymbolOccurrence] {
        var result: [SymbolOccurrence] = []
        if let derived = index.models.styleClass(named: name) {
            result.append(SymbolOccurrence(location: derived.declaration, isDefinition: true, spelling: .name))
        }
        for path in (index.stylesheets.selectorClasses[name] ?? []).sorted() {
            guard let file = index.stylesheets.file(path) else { continue }
            for (position, selector) in file.syntax.selectors.enumerated() where file.selectorNames[position] == name {
                result.append(SymbolOccurrence(location: Location(path: path, range: selector.name), isDefinition: false, spelling: .name))
            }
        }
        return result
    }

    /// Selectors of the style classes a model declaration yields.
    static func selectorOccurrences(ofClassesDeclaredAt location: Location, of index: WorkspaceIndex) -> [SymbolOccurrence] {
        index.models.styleClasses.filter { $0.declaration == location }.flatMap { styleClass in
            styleClassOccurrences(styleClass.name, of: index).filter { !$0.isDefinition }
        }
    }

    /// Uses of a palette style in stylesheets: values (`tintColor`, `tintColor_darkBackground`) and
    /// override definitions (`@tintColor_darkBackground`).
    static func paletteNameOccurrences(_ style: String, of index: WorkspaceIndex) -> [SymbolOccurrence] {
        var result: [SymbolOccurrence] = []
        for path in index.stylesheets.paths {
            guard let file = index.stylesheets.file(path), file.palette[style] != nil else { continue }
            for (position, definition) in file.syntax.definitions.enumerated() {
                guard let key = file.overrideKeys[position], key.style == style else { continue }
                switch key.role {
                case .plain, .scheme:
                    let start = definition.name.start + 1
                    result.append(SymbolOccurrence(
                        location: Location(path: path, range: TextRange(start: start, end: start + style.utf8.count)),
                        isDefinition: false, spelling: .paletteStyle))
                case .legacy:
                    break
                }
            }
            for value in file.valueRanges {
                for token in file.syntax.tokens[value] where token.kind == .identifier {
                    guard let base = file.paletteStyleBase(of: token.range), file.text[base] == style else { continue }
                    result.append(SymbolOccurrence(location: Location(path: path, range: base), isDefinition: false, spelling: .paletteStyle))
                }
            }
        }
        for (path, use) in index.swiftCode.uses(of: style, kind: .color) {
            result.append(SymbolOccurrence(location: Location(path: path, range: use.range), isDefinition: false, spelling: .paletteStyle))
        }
        return result
    }

    /// The stylesheet definitions that decide palette style `style` on `schemes`: in each stylesheet,
    /// the first key of each scheme's lookup order that the file defines (the name after `@`).
    static func winningPaletteOverrides(of style: String, on schemes: [BackgroundScheme], in index: WorkspaceIndex) -> [Location] {
        var result: [Location] = []
        for path in index.stylesheets.paths {
            guard let file = index.stylesheets.file(path), file.palette[style] != nil else { continue }
            var seen = Set<Int>()
            for scheme in schemes {
                guard let definition = file.overrideDefinition(for: style, on: scheme), seen.insert(definition).inserted else { continue }
                let name = file.syntax.definitions[definition].name
                result.append(Location(path: path, range: TextRange(start: name.start + 1, end: name.end)))
            }
        }
        return result
    }

    /// The token a palette style comes from, when the palette was read from the workspace's tokens.
    static func paletteToken(of style: String, in index: WorkspaceIndex) -> String? {
        guard let location = index.stylesheets.palette[style]?.location else { return nil }
        return index.tokens.names.first { name in index.tokens.definitions(of: name).contains { $0.location == location } }
    }

    /// The palette style a token defines, when the stylesheets' palette comes from it.
    static func paletteStyle(ofToken name: String, in index: WorkspaceIndex) -> String? {
        let locations = Set(index.tokens.definitions(of: name).map(\.location))
        guard !locations.isEmpty else { return nil }
        return index.stylesheets.palette.styles.values.first { $0.location.map(locations.contains) == true }?.name
    }

    // MARK: Tokens

    static func tokenOccurrences(_ name: String, of index: WorkspaceIndex) -> [SymbolOccurrence] {
        var result: [SymbolOccurrence] = []
        for definition in index.tokens.definitions(of: name) where definition.inheritedFrom == nil {
            guard let file = index.tokens.files[definition.path], let key = definition.token.keyContentRange(in: file) else { continue }
            result.append(SymbolOccurrence(location: Location(path: definition.path, range: key), isDefinition: true, spelling: .tokenKey))
        }
        for (path, reference, _) in index.tokens.references(to: name) {
            guard let file = index.tokens.files[path] else { continue }
            let range = reference.isPointer ? reference.range.insideQuotes(of: file.document.text) : reference.range
            result.append(SymbolOccurrence(
                location: Location(path: path, range: range), isDefinition: false, spelling: reference.isPointer ? .tokenPointer : .tokenPath))
        }
        if let style = paletteStyle(ofToken: name, in: index) {
            result += paletteNameOccurrences(style, of: index)
        }
        return result
    }

    // MARK: Swift models

    static func swiftTypeOccurrences(_ name: String, of index: WorkspaceIndex) -> [SymbolOccurrence] {
        var result: [SymbolOccurrence] = []
        for path in index.models.files.keys.sorted() {
            guard let file = index.models.file(path), file.sourcery.skipped == nil else { continue }
            for declaration in file.sourcery.declarations {
                if declaration.kind.isTypeLike, declaration.name == name, !declaration.nameRange.isEmpty {
                    let location = Location(path: path, range: declaration.nameRange)
                    result.append(SymbolOccurrence(location: location, isDefinition: declaration.kind != .extension, spelling: .name))
                    if declaration.kind != .extension { result += selectorOccurrences(ofClassesDeclaredAt: location, of: index) }
                }
                for inherited in declaration.inheritedTypes where inherited.name == name {
                    result.append(SymbolOccurrence(location: Location(path: path, range: inherited.range), isDefinition: false, spelling: .name))
                }
            }
            for reference in typeNameAnnotations(in: file, of: index) where reference.name == name {
                result.append(SymbolOccurrence(location: Location(path: path, range: reference.range), isDefinition: false, spelling: .name))
            }
        }
        return result
    }
}

extension StylesheetFile {
    /// Token index ranges of every declaration and definition value.
    var valueRanges: [Range<Int>] {
        syntax.declarations.map { Int($0.value.firstToken)..<Int($0.value.endToken) }
            + syntax.definitions.map { Int($0.value.firstToken)..<Int($0.value.endToken) }
    }
}
