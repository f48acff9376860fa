import Colors
import NSS
import SourceText

extension WorkspaceIndex {
    func stylesheetHover(path: String, offset: Int, cache: HoverCache?) -> HoverContent? {
        guard let file = stylesheets.files[path] else { return nil }
        let word = TypedWord(in: file.text, at: offset, isWordByte: TypedWord.isNSSWordByte)
        guard !word.range.isEmpty, !StylesheetCompletionContext.isInComment(tokens: file.syntax.tokens, offset: word.range.start + 1) else {
            return nil
        }
        let name = file.text[word.range]
        if name.hasPrefix("@") {
            // Variables are scoped to their file: the hover explains this file's definitions.
            let declaration = file.syntax.declaration(touching: offset).flatMap {
                file.syntax.declarations[$0].value.range.touches(offset) ? $0 : nil
            }
            let key = HoverCache.Key(name: name, path: path, declaration: declaration)
            if let cached = cache?.cached(key) { return cached.map { HoverContent(range: word.range, blocks: $0) } }
            var blocks: [HoverBlock]?
            if let explanation = stylesheets.explain(name, in: path).map({ $0.scoped(to: path) }) {
                blocks = constantHover(file, explanation: explanation, extra: constantBlocks(file, name: String(name.dropFirst()), in: declaration))
            }
            cache?.store(blocks, for: key)
            return blocks.map { HoverContent(range: word.range, blocks: $0) }
        }
        if let selector = file.syntax.selector(touching: offset).map({ file.syntax.selectors[$0] }) {
            let className = file.text[selector.name]
            return stylesheets.explain(className).map { classHover(className, summary: $0.summary, from: path, range: selector.name) }
        }
        if let declaration = file.syntax.declaration(touching: offset).map({ file.syntax.declarations[$0] }),
            declaration.property.touches(offset)
        {
            return propertyHover(file.text[declaration.property], range: declaration.property)
        }
        return valueHover(file, name: name, range: word.range, offset: offset)
    }

    private func propertyHover(_ name: String, range: TextRange) -> HoverContent? {
        if let custom = nuiExtensions.properties[name] {
            var blocks: [HoverBlock] = [.title(name, kind: "app property"), .paragraph("Not a NUI property: the app adds it.")]
            if let type = custom.type { blocks.append(.paragraph("Type: \(type.displayName).")) }
            if custom.declared { blocks.append(.paragraph("Declared under `nuiExtensions` in `nuance.json`.")) }
            if !custom.reads.isEmpty {
                blocks.append(.paragraph("Read by the app's code: " + custom.reads.prefix(5).map { "`\($0.path):\($0.line + 1)`" }.joined(separator: ", ")
                    + (custom.reads.count > 5 ? " and \(custom.reads.count - 5) more" : "") + "."))
            }
            return HoverContent(range: range, blocks: blocks)
        }
        guard let info = NSSCatalog.property(name) else { return nil }
        var blocks: [HoverBlock] = [.title(name, kind: "property"), .paragraph(info.summary), .paragraph("Type: \(info.type.displayName).")]
        switch info.type {
        case .fontStyle: blocks.append(.paragraph("Values: " + NSSCatalog.fontStyles.map { "`\($0)`" }.joined(separator: ", ")))
        case .fontName: blocks.append(.paragraph("Values: a PostScript font name, or " + NSSCatalog.systemFontNames.sorted().map { "`\($0)`" }.joined(separator: ", ")))
        case .color: blocks.append(.paragraph("Values: `#RRGGBB`, `rgb(r,g,b)`, `rgba(r,g,b,a)` (integers are divided by 255), a named colour, a palette name or a `@constant`"))
        case .boolean: blocks.append(.paragraph("Values: `true`, `false`"))
        default: break
        }
        let classes = NSSCatalog.classNames.filter { NSSCatalog.classReads($0, name) }
        blocks.append(.paragraph("Read by: " + (classes.isEmpty ? "no built-in class" : classes.map { "`\($0)`" }.joined(separator: ", "))
            + "; custom and model-derived classes read it when their view supports it."))
        return HoverContent(range: range, blocks: blocks)
    }

    private func valueHover(_ file: StylesheetFile, name: String, range: TextRange, offset: Int) -> HoverContent? {
        if let digits = NSSColorLiteral.hexDigits(name), digits.allSatisfy(\.isHexDigit) {
            return hexHover(file, name: name, digits: digits, range: range)
        }
        if stylesheets.palette[name] != nil || name.contains("_"), let hover = paletteNameHover(name, from: file.path, range: range) {
            return hover
        }
        if let named = NSSCatalog.nuiNamedColors[name] {
            let color = named.map { RGBA(red: $0.0, green: $0.1, blue: $0.2, alpha: $0.3) }
            let text = color.map { "`\($0.hexString)`" } ?? "depends on the appearance (a UIKit system colour)"
            return HoverContent(range: range, blocks: [
                .title(name, kind: "named colour"), .paragraph("`UIColor.\(name)Color`, read by NUI by name (case-sensitive)."),
                .values(heading: "Values", [HoverLine(label: "value", text: text, color: color)]),
            ])
        }
        if NSSColorLiteral.functions[name.lowercased()] != nil,
            let declaration = file.syntax.declaration(touching: offset)
        {
            let parts = file.syntax.parts(of: file.syntax.declarations[declaration].value)
            let reading = file.readColor(parts)
            var lines: [HoverLine] = []
            if let color = reading.resolution?.values[.lightBackground] {
                lines.append(HoverLine(label: "NUI", text: "`\(color.hexString)`", color: color))
            }
            var blocks: [HoverBlock] = [.title(file.syntax.nuiText(ofParts: parts), kind: "colour function")]
            blocks.append(.values(heading: "Values", lines))
            if let note = reading.failure ?? reading.warning { blocks.append(.paragraph(note)) }
            return HoverContent(range: range, blocks: blocks)
        }
        if NSSCatalog.styleClass(name) != nil || stylesheets.derivedClasses[name] != nil {
            return stylesheets.explain(name).map { classHover(name, summary: $0.summary, from: file.path, range: range) }
        }
        return nil
    }

    /// A constant's hover: first the value in effect and what decides it, then `extra`, then every
    /// definition in this file as a link (variables are scoped to their file).
    private func constantHover(_ file: StylesheetFile, explanation: Explanation, extra: [HoverBlock]) -> [HoverBlock] {
        let winner = explanation.definitions.first { $0.isEffective }
        let value = explanation.values.first.map { "`\($0.value)`" + ($0.mode.isEmpty ? "" : " on the \($0.mode) background") }
        var headline = value ?? "no value"
        if let winner, let location = winner.location {
            let line = file.lineNumber(location.range.start)
            headline += " — the definition at line \(line) \(winner.verdict)"
            if explanation.definitions.count > 1, explanation.kind == "constant" { headline += " (NUI keeps a file's last definition)" }
        } else if let first = explanation.definitions.first {
            headline += " — \(first.verdict)"
        }
        var blocks: [HoverBlock] = [.headline(name: explanation.name, text: headline)]
        blocks += extra
        blocks.append(.paragraph(explanation.summary.prefix(1).uppercased() + explanation.summary.dropFirst() + "."))
        let links = explanation.definitions.compactMap { definition in
            definition.location.map { link(to: $0, from: file.path, note: "`\(definition.text)` — \(definition.verdict)") }
        }
        if !links.isEmpty { blocks.append(.links(heading: "Defined", links)) }
        return blocks
    }

    /// What NUI substitutes where the constant is used as a value, and, for a palette override, the
    /// palette colour on every background with this file's overrides applied.
    private func constantBlocks(_ file: StylesheetFile, name: String, in declaration: Int?) -> [HoverBlock] {
        var blocks: [HoverBlock] = []
        if let declaration = declaration.map({ file.syntax.declarations[$0] }),
            case .parts(let parts, let variable) = file.substitute(declaration.value), !parts.isEmpty
        {
            let written = file.syntax.nuiText(ofParts: parts)
            let color = file.readColor(parts, via: variable, explainingFailures: false).resolution.flatMap { $0.isKnown ? $0.values[.lightBackground] : nil }
            blocks.append(.values(heading: "Substituted here", [HoverLine(label: "NUI", text: "`\(written)`", color: color)]))
        }
        if let key = PaletteOverrideKey.parse(name, palette: file.palette),
            let resolution = file.resolvePaletteName(key.style, chain: [key.style])
        {
            let lines = BackgroundScheme.allCases.compactMap { scheme -> HoverLine? in
                guard let color = resolution.values[scheme] else { return nil }
                let source = file.overrideValue(for: key.style, on: scheme).map { "`@\(file.definitionNames[$0.definition])`" } ?? "the palette"
                return HoverLine(label: scheme.displayName, text: "`\(color.hexString)` from \(source)", color: color)
            }
            blocks.append(.values(heading: "Palette `\(key.style)` in this file", lines))
        }
        return blocks
    }

    /// A hex colour; for 8 digits, every reader's reading.
    private func hexHover(_ file: StylesheetFile, name: String, digits: Substring, range: TextRange) -> HoverContent? {
        var lines: [HoverLine] = []
        var notes: [HoverBlock] = []
        switch digits.count {
        case 6:
            guard let color = RGBA(hex: String(digits)) else { return nil }
            lines.append(HoverLine(label: "value", text: "`\(color.hexString)` — rgb(\(color.red8), \(color.green8), \(color.blue8))", color: color))
        case 8:
            let nui = NSSColorLiteral.nuiHex(digits)!
            let documented = NSSColorLiteral.sapDocumentedHex8(digits)
            let rrggbbaa = RGBA(hex: String(digits))!
            lines.append(HoverLine(label: "NUI / SAPFiori", text: "`\(nui.hexString)` (first six digits; the alpha is dropped)", color: nui))
            if let documented {
                let percent = Int(digits.prefix(2), radix: 16) ?? 0
                lines.append(HoverLine(
                    label: "SAP documentation (AARRGGBB)",
                    text: "`\(documented.hexString)` — alpha `\(digits.prefix(2))` read as \(percent) %\(percent > 100 ? " (clamped to 100 %)" : "")",
                    color: documented))
            }
            lines.append(HoverLine(label: "FioriThemeManager (RRGGBBAA)", text: "`\(rrggbbaa.hexString)` — alpha \(Int((rrggbbaa.alpha * 100).rounded())) %", color: rrggbbaa))
            notes.append(.paragraph("An 8-digit hex is ambiguous: the readers disagree. Write `#RRGGBB` for an opaque colour."))
        case 3:
            let expanded = RGBA(hex: String(digits))
            lines.append(HoverLine(label: "FioriThemeManager", text: expanded.map { "`\($0.hexString)`" } ?? "no colour", color: expanded))
            notes.append(.paragraph("NUI and SAPFiori read 3-digit hex as no colour."))
        default:
            return nil
        }
        return HoverContent(range: range, blocks: [.title(name, kind: "hex colour"), .values(heading: "Readings", lines)] + notes)
    }
}

extension Explanation {
    /// Only what `path` defines, when it defines the name (values of other files carry a `path: `
    /// prefix in their mode).
    func scoped(to path: String) -> Explanation {
        guard definitions.contains(where: { $0.location?.path == path }) else { return self }
        var scoped = self
        scoped.definitions = definitions.filter { $0.location?.path == path }
        let prefix = path + ": "
        scoped.values = values.compactMap { value in
            var value = value
            if value.mode == path {
                value.mode = ""
            } else if value.mode.hasPrefix(prefix) {
                value.mode.removeFirst(prefix.count)
            } else if values.contains(where: { $0.mode == path || $0.mode.hasPrefix(prefix) }) {
                return nil
            }
            return value
        }
        return scoped
    }
}
