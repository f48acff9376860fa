import Colors
import NSS
import SourceText

/// The hover of a palette name (`tintColor`, `tintColor_darkBackground`) in a stylesheet: first the
/// colour the workspace gives it and what decides that, then one row per background (rows that agree
/// are merged), then the overrides as links.
extension WorkspaceIndex {
    func paletteNameHover(_ name: String, from path: String, range: TextRange) -> HoverContent? {
        let palette = stylesheets.palette
        guard
            let (style, only) = palette[name].map({ ($0, BackgroundScheme?.none) })
                ?? StylesheetFile.styleAndScheme(name).flatMap({ pair in palette[pair.0].map { ($0, BackgroundScheme?.some(pair.1)) } })
        else { return nil }
        let schemes = only.map { [$0] } ?? BackgroundScheme.allCases
        let overrides = paletteOverrides(of: style.name, on: schemes)
        let paletteSource = "palette `\(palette.name)`"

        // One row per background, then rows with the same value and source merged.
        var rows: [(schemes: [BackgroundScheme], color: RGBA?, source: String)] = []
        for scheme in schemes {
            let found = overrides.filter { $0.scheme == scheme }
            let entries: [(RGBA?, String)] =
                found.isEmpty
                ? [(style.values[scheme] ?? style.values[.lightBackground], paletteSource)]
                : found.map { ($0.color, "`@\($0.file.definitionNames[$0.definition])` in \(displayName($0.file.path))") }
            for (color, source) in entries {
                if let index = rows.firstIndex(where: { $0.color == color && $0.source == source }) {
                    rows[index].schemes.append(scheme)
                } else {
                    rows.append(([scheme], color, source))
                }
            }
        }
        let table = HoverBlock.table(
            columns: ["background", "value", "from"],
            rows: rows.map { row in
                HoverRow(
                    cells: [
                        row.schemes.count == BackgroundScheme.allCases.count ? "every background" : row.schemes.map(\.displayName).joined(separator: ", "),
                        row.color.map { "`\($0.hexString)`" } ?? "no colour", row.source,
                    ],
                    color: row.color)
            })

        let first = only ?? .lightBackground
        var blocks: [HoverBlock] = [
            .headline(name: name, text: "palette colour " + headline(style, scheme: first, overrides: overrides, from: path, paletteSource: paletteSource))
        ]
        if rows.count > 1 || only == nil { blocks.append(table) }
        if let replacement = style.replacement { blocks.append(.paragraph("Deprecated: renamed to `\(replacement)`.")) }
        var links = overrides.map { found in
            link(
                to: found.file.location(found.file.syntax.definitions[found.definition].range), from: path,
                note: "`@\(found.file.definitionNames[found.definition])` — \(found.scheme.displayName) background")
        }
        if let location = style.location {
            let token = tokens.files[location.path]?.tokens.first { $0.keyRange == location.range }
            links.append(link(to: location, from: path, note: token.map { "token `\($0.name)` of the palette" } ?? "token of the palette"))
        }
        if !links.isEmpty { blocks.append(.links(heading: "Set at", Array(Set(links)).sorted { $0.label < $1.label })) }
        return HoverContent(range: range, blocks: blocks)
    }

    /// `#1D2D3E` on the light background — `@primaryLabel` in Palette.nss wins over the palette.
    private func headline(
        _ style: PaletteStyle, scheme: BackgroundScheme, overrides: [PaletteOverrideUse], from path: String, paletteSource: String
    ) -> String {
        let paletteColor = style.values[scheme] ?? style.values[.lightBackground]
        let paletteText = paletteColor.map { "`\($0.hexString)`" } ?? "no colour"
        let found = overrides.filter { $0.scheme == scheme }
        let background = "on the \(scheme.displayName) background"
        // The hovered file's own override decides for this file.
        if let own = found.first(where: { $0.file.path == path }) ?? (found.count == 1 ? found.first : nil) {
            let color = own.color.map { "`\($0.hexString)`" } ?? "no colour"
            return "\(color) \(background) — `@\(own.file.definitionNames[own.definition])` in \(displayName(own.file.path)) wins over the palette (\(paletteText))"
        }
        if found.count > 1 {
            let each = found.map { "\($0.color.map { "`\($0.hexString)`" } ?? "no colour") in \(displayName($0.file.path))" }
            return each.joined(separator: ", ") + " \(background) — each stylesheet's override wins over the palette (\(paletteText)) for that stylesheet"
        }
        return "\(paletteText) \(background) — from the \(paletteSource); no stylesheet overrides it"
    }

    /// Every stylesheet's override of palette style `style` on each of `schemes`.
    func paletteOverrides(of style: String, on schemes: [BackgroundScheme]) -> [PaletteOverrideUse] {
        var found: [PaletteOverrideUse] = []
        for file in stylesheets.paths.compactMap({ stylesheets.files[$0] }) where file.isNUIContent {
            for scheme in schemes {
                if let (definition, color) = file.overrideValue(for: style, on: scheme) {
                    found.append(PaletteOverrideUse(file: file, scheme: scheme, definition: definition, color: color))
                }
            }
        }
        return found
    }

    /// A file's name as hovers show it: its path relative to the workspace root.
    func displayName(_ path: String) -> String {
        Snapshot.relativePath(path, to: snapshot.root)
    }
}

/// One stylesheet's override of a palette colour on one background.
struct PaletteOverrideUse {
    var file: StylesheetFile
    var scheme: BackgroundScheme
    var definition: Int
    var color: RGBA?
}
