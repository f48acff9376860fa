import Diagnostics
import SourceText

/// `nuance/unused-constant`: a stylesheet `@constant` that no value of its file uses.
struct UnusedConstantRule: Rule {
    let descriptor = RuleDescriptor(
        id: "nuance/unused-constant",
        domain: .workspace,
        defaultSeverity: .information,
        summary: "a stylesheet constant that no value of its file uses",
        rationale: """
            NUI substitutes a `@constant` only in the file that defines it. A constant that no declaration \
            and no other definition of its file uses has no effect: it is left over from an earlier \
            version of the theme, or it was meant to be used and is misspelt where it should be.
            """,
        fix: "Remove the definition (quick fix), or use it where it was meant to be.",
        triggering: [
            RuleExample("↓@accent: #0A6ED1;\n@brand: #FF0000;\nButton {\n    font-color: @brand;\n}"),
            RuleExample("@unit: 4;\n↓@double: @unit;\nLabel {\n    font-size: @unit;\n}", note: "used only by definitions that are unused themselves counts as used"),
        ],
        nonTriggering: [
            RuleExample("@brand: #FF0000;\n@accent: @brand;\nButton {\n    font-color: @accent;\n}"),
            RuleExample("@tintColor: #FF0000;\nButton {\n    font-color: red;\n}", note: "a palette override is read by FioriThemeManager, not by values"),
            RuleExample(
                "@accent: #0A6ED1;\nButton {\n    font-color: red !important;\n}",
                note: "a syntax error makes NUI drop the whole sheet: that error is the finding to act on first"),
        ])

    func findings(in path: String, of index: WorkspaceIndex) -> [Finding] {
        guard let file = index.stylesheets.file(path), file.isNUIContent, file.syntax.problems.isEmpty else { return [] }
        let isUsed = file.definitionUseTest()
        var result: [Finding] = []
        for (position, definition) in file.syntax.definitions.enumerated() where !definition.isInsideRuleSet && file.overrideKeys[position] == nil {
            guard !isUsed(position) else { continue }
            let name = file.definitionNames[position]
            guard !index.configuration.externalConsumers.uses(name) else { continue }
            result.append(
                finding(
                    "`@\(name)` is never used in its file", at: Location(path: path, range: definition.name),
                    fixes: [file.removalFix(ofDefinition: position)], tags: [.unnecessary]))
        }
        return result
    }
}
