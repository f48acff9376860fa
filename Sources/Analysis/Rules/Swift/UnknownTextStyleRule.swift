import Diagnostics
import SourceText
import SourceryModels

/// `swift/unknown-text-style`: a Fiori text style named in a font call that the SDK does not have.
struct UnknownTextStyleRule: Rule {
    let descriptor = RuleDescriptor(
        id: "swift/unknown-text-style",
        domain: .swift,
        defaultSeverity: .warning,
        summary: "a Fiori text style named in Swift code that the SAP Fiori SDK does not have",
        rationale: """
            `.font(.fiori(forTextStyle: .name))` takes one of the SDK's `Font.FioriTextStyle` cases and \
            `UIFont.preferredFioriFont(forTextStyle: .name)` a `UIFont.TextStyle`. Any other name does not \
            compile against the SDK, or names an app extension that the 72 font's type scale does not cover.
            """,
        fix: "Use one of the SDK's text styles (quick fix for the closest one).",
        triggering: [
            RuleExample("Text(title).font(.fiori(forTextStyle: .↓headLine))"),
            RuleExample("let font = UIFont.preferredFioriFont(forTextStyle: .↓caption3)"),
        ],
        nonTriggering: [
            RuleExample("Text(title).font(.fiori(forTextStyle: .subheadline, weight: .semibold))"),
            RuleExample("let font = UIFont.preferredFioriFont(forTextStyle: .title1)"),
            RuleExample("Text(value).font(.fiori(forTextStyle: style))", note: "a style held in a variable is not checked"),
        ])

    func findings(in path: String, of index: WorkspaceIndex) -> [Finding] {
        guard let uses = index.swiftCode.uses[path] else { return [] }
        var result: [Finding] = []
        for use in uses where use.kind == .font && !FioriTextStyles.all.contains(use.name) {
            var message = "`\(use.name)` is not a Fiori text style"
            var fixes: [Fix] = []
            if let suggestion = FioriTextStyles.suggestions.closest(to: use.name) {
                message += "; did you mean `\(suggestion)`?"
                fixes.append(Fix(title: "Replace with `\(suggestion)`", path: path, edits: [TextEdit(range: use.range, replacement: suggestion)], isPreferred: false))
            }
            result.append(finding(message, at: Location(path: path, range: use.range), fixes: fixes))
        }
        return result
    }
}
