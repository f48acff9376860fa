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
        let overrides = file.variables.filter { $0.overrideKey != nil }
        for variable in overrides.sorted(by: { $0.nuiWinner < $1.nuiWinner }) {
            let winner = variable.nuiWinner
            guard let key = variable.overrideKey, key.role == .plain, file.paletteShadow(of: winner, key: key) == nil,
                let style = file.palette[key.style], file.overrideDefinition(for: key.style, on: .darkBackground) == nil
            else { continue }
            if overrides.count == 1, file.usesVariable(definedAt: winner) { continue }
            let keeping = file.backgroundsKeepingPaletteValue(of: key.style)
            let dark = style.values[.darkBackground].map { " `\($0.hexString)`" } ?? ""
            let others = keeping.filter { $0 != .darkBackground }.map(\.displayName)
            let also = others.isEmpty ? "" : " (as do \(others.joined(separator: ", ")))"
            result.append(
                finding(
                    "`@\(key.style)` overrides `\(key.style)` on the light background only; the dark background keeps the palette value\(dark)\(also)",
                    at: file.location(file.syntax.definitions[winner].name)))
        }
        return result
    }
}
