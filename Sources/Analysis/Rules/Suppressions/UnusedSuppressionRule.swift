import Diagnostics

/// Reported by the ``Analyzer`` (only it knows what the other rules found), so `findings` is empty.
struct UnusedSuppressionRule: Rule {
    let descriptor = RuleDescriptor(
        id: "suppression/unused",
        domain: .suppression,
        defaultSeverity: .warning,
        summary: "a suppression comment that suppresses nothing",
        rationale: """
            A `nuance-disable` comment that no longer covers a finding hides the next real problem of \
            that rule on its line, and tells readers about a problem that is gone. It also catches a \
            misspelt rule id, which suppresses nothing at all.
            """,
        fix: "Remove the comment, or correct the rule id it names.",
        triggering: [
            RuleExample("↓/* nuance-disable-next-line nss/unknown-property -- legacy key read by the app */\nButton {\n    font-color: red;\n}"),
            RuleExample("↓/* nuance-disable-next-line nss/no-such-rule -- typo in the id */\nButton {\n    font-color: red;\n}"),
        ],
        nonTriggering: [
            RuleExample("Button {\n    font-color: red;\n}"),
        ])

    func findings(in path: String, of index: WorkspaceIndex) -> [Finding] { [] }
}
