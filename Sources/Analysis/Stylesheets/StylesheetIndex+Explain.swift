import Diagnostics
import NSS

extension StylesheetIndex {
    /// How `name` resolves: a `@constant`, a palette colour (optionally with a background suffix), or a
    /// style class. Nil when no stylesheet, palette or model knows the name.
    /// A `@constant` that the stylesheet at `path` defines is explained from that file alone (variables
    /// are scoped to their file); other names as in the whole workspace.
    package func explain(_ name: String, in path: String? = nil) -> Explanation? {
        if name.hasPrefix("@") { return explainConstant(String(name.dropFirst()), in: path) }
        if palette[name] != nil || paletteStyle(ofSuffixed: name) != nil { return explainPaletteName(name) }
        if isKnownClass(name) || selectorClasses[name] != nil { return explainClass(name) }
        return nil
    }

    private func paletteStyle(ofSuffixed name: String) -> (PaletteStyle, BackgroundScheme)? {
        guard let (styleName, scheme) = StylesheetFile.styleAndScheme(name), let style = palette[styleName] else { return nil }
        return (style, scheme)
    }

    // MARK: Constants

    private func explainConstant(_ name: String, in path: String?) -> Explanation? {
        let defining: [StylesheetFile]
        if let path, let file = files[path], file.isDefined(name) {
            defining = [file]
        } else {
            defining = paths.compactMap { files[$0] }.filter { $0.isDefined(name) }
        }
        guard !defining.isEmpty else { return nil }
        let key = PaletteOverrideKey.parse(name, palette: palette)
        var values: [Explanation.Value] = []
        var definitions: [Explanation.Definition] = []
        for file in defining {
            let prefix = defining.count > 1 ? "\(displayPath(file.path)): " : ""
            if let key {
                for scheme in file.schemes(of: key) {
                    if let (definition, color) = file.overrideValue(for: key.style, on: scheme) {
                        let winner = file.definitionNames[definition]
                        values.append(
                            Explanation.Value(
                                mode: prefix + scheme.displayName, value: color?.hexString ?? "no colour",
                                resolved: color != nil, chain: ["@" + winner, file.syntax.nuiText(of: file.syntax.definitions[definition].value)]))
                    }
                }
            } else if let definition = file.nuiDefinition(of: name) {
                let text = file.syntax.nuiText(of: file.syntax.definitions[definition].value)
                let parts = file.syntax.parts(of: file.syntax.definitions[definition].value)
                let color = file.readColor(parts, via: name).resolution
                let shown = color.flatMap { $0.isKnown ? $0.values[.lightBackground]?.hexString : nil } ?? text
                values.append(Explanation.Value(mode: prefix.isEmpty ? "" : String(prefix.dropLast(2)), value: shown, chain: ["@" + name, text]))
            }
            for index in file.definitionsByName[name] ?? [] {
                definitions.append(definitionVerdict(file, index, key: key))
            }
        }
        let summary: String
        if let key {
            let where_ = key.role == .plain ? "the light background" : file(schemesOf: key)
            summary = "palette override of `\(key.style)` on \(where_); variables are scoped to their file"
        } else {
            summary = "stylesheet constant; NUI substitutes it where a value is exactly `@\(name)`, and the last definition in a file wins"
        }
        return Explanation(name: "@" + name, kind: key == nil ? "constant" : "palette override", summary: summary, values: values, definitions: definitions)
    }

    private func file(schemesOf key: PaletteOverrideKey) -> String {
        switch key.role {
        case .scheme(let scheme): return "the \(scheme.displayName) background"
        case .legacy(let scheme): return "the \(scheme.displayName) background, as a last resort"
        case .plain: return "the light background"
        }
    }

    private func definitionVerdict(_ file: StylesheetFile, _ index: Int, key: PaletteOverrideKey?) -> Explanation.Definition {
        let definition = file.syntax.definitions[index]
        let name = file.definitionNames[index]
        let text = "@\(name): \(file.syntax.nuiText(of: definition.value));"
        let location = Location(path: file.path, range: definition.range)
        if let winner = file.nuiDefinition(of: name), winner != index {
            var verdict = "shadowed by the definition at line \(file.text.line(containing: file.syntax.definitions[winner].range.start) + 1) (NUI keeps the last)"
            if file.dialect == .fiori, key != nil, file.variable(named: name)?.fioriThemeManagerWinner == index {
                verdict += "; FioriThemeManager uses this one (it keeps the first)"
            }
            return Explanation.Definition(location: location, text: text, verdict: verdict, isEffective: false)
        }
        if let key, let shadow = file.paletteShadow(of: index, key: key) {
            let winner = file.definitionNames[shadow.winner]
            return Explanation.Definition(
                location: location, text: text,
                verdict: "shadowed by `@\(winner)`: \(PaletteOverrideKey.reason(winner: winner, loser: name, scheme: shadow.scheme))",
                isEffective: false)
        }
        if let key {
            return Explanation.Definition(location: location, text: text, verdict: "wins on the \(file.schemes(of: key).map(\.displayName).joined(separator: ", ")) background", isEffective: true)
        }
        return Explanation.Definition(location: location, text: text, verdict: "wins", isEffective: true)
    }

    // MARK: Palette names

    private func explainPaletteName(_ name: String) -> Explanation {
        var values: [Explanation.Value] = []
        var definitions: [Explanation.Definition] = []
        let (style, only): (PaletteStyle, BackgroundScheme?) = palette[name].map { ($0, nil) } ?? paletteStyle(ofSuffixed: name).map { ($0.0, $0.1) }!
        let schemes = only.map { [$0] } ?? BackgroundScheme.allCases
        for scheme in schemes {
            if let color = style.values[scheme] {
                values.append(Explanation.Value(mode: scheme.displayName, value: color.hexString, chain: [name, "palette \(palette.name)"]))
            }
        }
        for file in paths.compactMap({ files[$0] }) {
            for scheme in schemes {
                if let (definition, color) = file.overrideValue(for: style.name, on: scheme) {
                    values.append(
                        Explanation.Value(
                            mode: "\(scheme.displayName) in \(displayPath(file.path))", value: color?.hexString ?? "no colour", resolved: color != nil,
                            chain: [name, "@" + file.definitionNames[definition]]))
                }
            }
            for (index, key) in file.overrideKeys.enumerated() where key?.style == style.name {
                definitions.append(definitionVerdict(file, index, key: key))
            }
        }
        var summary = "SAP Fiori palette colour"
        if let replacement = style.replacement { summary += "; deprecated, renamed to `\(replacement)`" }
        if name == "tintColorDark" || name == "tintColorLight" {
            summary += ". As a value it is this palette style; as an override key `@\(name)` sets `tintColor` on the \(name == "tintColorDark" ? "light" : "dark") background as a last resort"
        }
        return Explanation(name: name, kind: "palette colour", summary: summary, values: values, definitions: definitions)
    }

    // MARK: Style classes

    private func explainClass(_ name: String) -> Explanation {
        var summary: String
        if let builtIn = NSSCatalog.styleClass(name) {
            summary = "built-in NUI class for `\(builtIn.uikitType)`: \(builtIn.summary)"
        } else if let derived = derivedClasses[name] {
            summary = "class derived from the model `\(derived.component)`" + (derived.property.map { " (property `\($0)`)" } ?? "")
        } else {
            summary = "custom class (any view can carry it with `nuiClass`)"
        }
        var values: [Explanation.Value] = []
        var definitions: [Explanation.Definition] = []
        for file in paths.compactMap({ files[$0] }) {
            guard let merged = file.mergedClass(name) else { continue }
            for property in merged.effective.keys.sorted() {
                let declaration = merged.effective[property]!
                let written = file.syntax.nuiText(of: file.syntax.declarations[declaration].value)
                let color = file.resolvedColors(ofDeclaration: declaration)?[.lightBackground]?.hexString
                values.append(
                    Explanation.Value(
                        mode: property, value: color ?? written,
                        chain: ["\(displayPath(file.path)):\(file.lineNumber(file.syntax.declarations[declaration].range.start))", written]))
            }
            for ruleSet in merged.ruleSets {
                for declaration in file.syntax.ruleSets[ruleSet].declarations {
                    let range = file.syntax.declarations[declaration].range
                    let property = file.propertyNames[declaration]
                    let isEffective = merged.effective[property] == declaration || file.syntax.ruleSets[ruleSet].media != nil
                    var verdict = "wins"
                    if file.syntax.ruleSets[ruleSet].media != nil {
                        verdict = "applies when its `@media` condition holds"
                    } else if let winner = merged.effective[property], winner != declaration {
                        verdict = "shadowed by `\(file.declarationText(winner))` at line \(file.lineNumber(file.syntax.declarations[winner].range.start)) (the last declaration wins)"
                    }
                    definitions.append(
                        Explanation.Definition(
                            location: Location(path: file.path, range: range), text: file.declarationText(declaration) + ";",
                            verdict: verdict, isEffective: isEffective))
                }
            }
        }
        if let derived = derivedClasses[name] {
            definitions.insert(Explanation.Definition(location: derived.declaration, text: derived.component, verdict: "declares the class", isEffective: true), at: 0)
        }
        return Explanation(name: name, kind: "style class", summary: summary, values: values, definitions: definitions)
    }
}

extension StylesheetIndex {
    /// A path relative to the workspace root, as explanations show it.
    func displayPath(_ path: String) -> String {
        Snapshot.relativePath(path, to: root)
    }
}
