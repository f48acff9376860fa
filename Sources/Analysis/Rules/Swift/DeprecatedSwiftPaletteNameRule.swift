import Diagnostics
import SourceText

/// `swift/deprecated-palette-name`: a renamed palette style named in Swift code, with the same hint
/// as `nss/deprecated-palette-name` gives in stylesheets.
struct DeprecatedSwiftPaletteNameRule: Rule {
    let descriptor = RuleDescriptor(
        id: "swift/deprecated-palette-name",
        domain: .swift,
        defaultSeverity: .hint,
        summary: "a palette colour name in Swift code that SAP has renamed",
        rationale: """
            Palette versions rename styles (`primary3` became `tertiaryLabel`). The old case of `ColorStyle` \
            still compiles, with a deprecation warning, but it may map to a different role than its new \
            name suggests, and a stylesheet overriding the new name does not change it.
            """,
        fix: "Use the new name (quick fix).",
        triggering: [
            RuleExample("Text(title).foregroundColor(Color.preferredColor(.↓primary3))"),
            RuleExample("let color = UIColor.preferredFioriColor(forStyle: .↓primary1, background: .darkBackground)"),
        ],
        nonTriggering: [
            RuleExample("Text(title).foregroundColor(Color.preferredColor(.tertiaryLabel))"),
            RuleExample("/// color = Color.preferredColor(.primary3)", note: "in a comment"),
        ])

    func findings(in path: String, of index: WorkspaceIndex) -> [Finding] {
        guard let uses = index.swiftCode.uses[path] else { return [] }
        let palette = index.swiftCode.palette
        var result: [Finding] = []
        for use in uses where use.kind == .color {
            guard let replacement = palette[use.name]?.replacement, replacement != use.name else { continue }
            result.append(
                finding(
                    "`\(use.name)` is a deprecated palette name; use `\(replacement)`", at: Location(path: path, range: use.range),
                    fixes: [Fix(title: "Replace with `\(replacement)`", path: path, edits: [TextEdit(range: use.range, replacement: replacement)])],
                    tags: [.deprecated]))
        }
        return result
    }
}
