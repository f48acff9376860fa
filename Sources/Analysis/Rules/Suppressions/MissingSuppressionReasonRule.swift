import Diagnostics

/// Reported by the ``Analyzer`` with the other suppression findings, so `findings` is empty.
struct MissingSuppressionReasonRule: Rule {
    let descriptor = RuleDescriptor(
        id: "suppression/missing-reason",
        domain: .suppression,
        defaultSeverity: .warning,
        summary: "a suppression comment without a reason",
        rationale: """
            A suppression is a decision that the finding does not apply here. Without the reason, the \
            next reader cannot tell whether it still holds; `-- reason` keeps it next to the code.
            """,
        fix: "Add the reason after `--`: `/* nuance-disable-next-line nss/unknown-property -- read by the app */`.",
        triggering: [
            RuleExample("↓/* nuance-disable-next-line suppression/unused */\nButton {\n    font-color: red;\n}")
        ],
        nonTriggering: [
            RuleExample("/* nuance-disable-next-line nss/unknown-property -- read by the app through NUISettings */\nButton {\n    font-color: red;\n}")
        ])

    func findings(in path: String, of index: WorkspaceIndex) -> [Finding] { [] }
}
