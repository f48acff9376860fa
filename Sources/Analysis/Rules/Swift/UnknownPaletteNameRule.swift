import Diagnostics
import SourceText
import SourceryModels

/// `swift/unknown-palette-name`: a palette colour named in Swift that the palette does not have.
struct UnknownPaletteNameRule: Rule {
    let descriptor = RuleDescriptor(
        id: "swift/unknown-palette-name",
        domain: .swift,
        defaultSeverity: .warning,
        summary: "a palette colour named in Swift code that the palette does not have",
        rationale: """
            `Color.preferredColor(.name)` and `UIColor.preferredFioriColor(forStyle: .name)` take a style of \
            the SAP Fiori palette. A name the palette does not have does not compile against the SDK, or \
            names an extension of the app that no stylesheet override and no palette token can reach.
            """,
        fix: "Use the palette's name (quick fix for the closest one).",
        triggering: [
            RuleExample("Text(title).foregroundColor(Color.preferredColor(.↓primaryLable))"),
            RuleExample("let color = UIColor.preferredFioriColor(forStyle: .↓tintColr, background: .darkBackground)"),
            RuleExample("Text(title).foregroundStyle(.preferredColor(isEnabled ? .tintColor : .↓tintColr))"),
        ],
        nonTriggering: [
            RuleExample("Text(title).foregroundColor(Color.preferredColor(.primaryLabel, background: .darkConstant))"),
            RuleExample("let color = Color.preferredColor(style)", note: "a style held in a variable is not checked"),
            RuleExample("Text(title).font(.fiori(forTextStyle: .headline))"),
            RuleExample("// Color.preferredColor(.primaryLable)", note: "commented out"),
            RuleExample("let color = Color.preferredColor(.primary1)", note: "a deprecated name is `swift/deprecated-palette-name`'s"),
        ])

    func findings(in path: String, of index: WorkspaceIndex) -> [Finding] {
        guard let uses = index.swiftCode.uses[path] else { return [] }
        let palette = index.swiftCode.palette
        guard !palette.styles.isEmpty else { return [] }
        var result: [Finding] = []
        for use in uses where use.kind == .color {
            let location = Location(path: path, range: use.range)
            guard palette[use.name] == nil else { continue }
            var message = "`\(use.name)` is not a colour of the \(palette.name) palette"
            var fixes: [Fix] = []
            if let suggestion = index.swiftCode.paletteNameSuggestions.closest(to: use.name) {
                message += "; did you mean `\(suggestion)`?"
                fixes.append(Fix(title: "Replace with `\(suggestion)`", path: path, edits: [TextEdit(range: use.range, replacement: suggestion)], isPreferred: false))
            }
            result.append(finding(message, at: location, fixes: fixes))
        }
        return result
    }
}
