import Diagnostics
import SourceText

/// `nuance/unused-palette-override`: a palette override for a style that neither the workspace's Swift
/// code nor its stylesheets name, when the workspace holds the code that uses the palette.
struct UnusedPaletteOverrideRule: Rule {
    let descriptor = RuleDescriptor(
        id: "nuance/unused-palette-override",
        domain: .workspace,
        defaultSeverity: .information,
        summary: "a palette override for a colour that no code and no stylesheet of the workspace uses",
        rationale: """
            `@tintColor_darkBackground` changes what `Color.preferredColor(.tintColor)` returns on the dark \
            background. When the workspace holds the app's Swift code and no call and no stylesheet names \
            the style, the override changes nothing the app shows. Only checked when the workspace's Swift \
            code names palette colours and does not itself declare the palette (`ColorStyle`: the SDK, \
            whose users are elsewhere).
            """,
        fix: "Remove the override (quick fix), or use the colour where it was meant to be.",
        triggering: [
            RuleExample(
                """
                //- Theme.nss
                @tintColor: #FF0000;
                ↓@negativeLabel_darkBackground: #00FF00;
                //- View.swift
                let color = Color.preferredColor(.tintColor)
                """)
        ],
        nonTriggering: [
            RuleExample("@negativeLabel_darkBackground: #00FF00;", note: "no Swift code in the workspace: its users are elsewhere"),
            RuleExample(
                """
                //- Theme.nss
                @negativeLabel: #FF0000;
                Label {
                    font-color: negativeLabel;
                }
                //- View.swift
                let color = Color.preferredColor(.tintColor)
                """,
                note: "a stylesheet value names it"),
        ])

    func findings(in path: String, of index: WorkspaceIndex) -> [Finding] {
        let external = index.configuration.externalConsumers
        guard let file = index.stylesheets.file(path), file.isNUIContent,
            external.checkUnused || index.swiftCode.holdsPaletteConsumers(declaredTypes: index.models.declaredTypeNames)
        else { return [] }
        let used = index.swiftCode.paletteStylesUsed(stylesheets: index.stylesheets)
        var result: [Finding] = []
        for (position, definition) in file.syntax.definitions.enumerated() where !definition.isInsideRuleSet {
            guard let key = file.overrideKeys[position], !used.contains(key.style), !external.uses(key.style) else { continue }
            result.append(
                finding(
                    "`@\(file.definitionNames[position])` overrides `\(key.style)`, which no Swift call and no stylesheet of the workspace uses",
                    at: Location(path: path, range: definition.name), fixes: [file.removalFix(ofDefinition: position)], tags: [.unnecessary]))
        }
        return result
    }
}
