import Diagnostics

/// `nss/partial-override`: `@S` overrides a palette colour on the light background only.
struct PartialOverrideRule: StylesheetRule {
    let descriptor = RuleDescriptor(
        id: "nss/partial-override",
        domain: .stylesheet,
        defaultSeverity: .information,
        summary: "a palette override that leaves the dark background unchanged",
        rationale: """
            A plain `@tintColor` override is looked up only for the light background. On the dark background \
            SAPFiori and FioriThemeManager look up `@tintColor_darkBackground` (and, for the tint colours, \
            `@tintColorLight`) and otherwise keep the palette's value, so the app shows the brand colour in \
            light mode and SAP's default in dark mode.
            """,
        fix: "Add `@S_darkBackground: …;` (and the elevated and contrast variants if the app uses them).",
        triggering: [
            RuleExample("↓@tintColor: #E9730C;")
        ],
        nonTriggering: [
            RuleExample("@tintColor: #E9730C;\n@tintColor_darkBackground: #F5A623;"),
            RuleExample("@brandOrange: #E9730C;"),
        ])

    func findings(in file: StylesheetFile, at path: String, of index: WorkspaceIndex) -> [Finding] {
        guard file.isNUIContent else { return [] }
        var result: [Finding] = []
        // A sheet whose only palette-shaped name is a variable it uses itself (`@grey2` in a plain NUI
        // app) names its own colour, not an override of the palette.
        let overrideNames = Set(file.overrideKeys.indices.filter { file.overrideKeys[$0] != nil }.map { file.definitionNames[$0] })
        for (position, key) in file.overrideKeys.enumerated() {
            guard let key, key.role == .plain, file.nuiDefinition(sharingNameWith: position) == position,
                file.paletteShadow(of: position, key: key) == nil, let style = file.palette[key.style],
                file.overrideDefinition(for: key.style, on: .darkBackground) == nil
            else { continue }
            if overrideNames.count == 1, file.usesVariable(definedAt: position) { continue }
            let keeping = file.backgroundsKeepingPaletteValue(of: key.style)
            let dark = style.values[.darkBackground].map { " `\($0.hexString)`" } ?? ""
            let others = keeping.filter { $0 != .darkBackground }.map(\.displayName)
            let also = others.isEmpty ? "" : " (as do \(others.joined(separator: ", ")))"
            let definition = file.syntax.definitions[position]
            result.append(
                finding(
                    "`@\(key.style)` overrides `\(key.style)` on the light background only; the dark background keeps the palette value\(dark)\(also)",
                    at: file.location(definition.name)))
        }
        return result
    }
}
