import Diagnostics

/// `nss/syntax`: anything NUI 0.5's tokenizer or parser rejects.
struct StylesheetSyntaxRule: StylesheetRule {
    let descriptor = RuleDescriptor(
        id: "nss/syntax",
        domain: .stylesheet,
        defaultSeverity: .error,
        summary: "the stylesheet does not parse in NUI",
        rationale: """
            NUI 0.5 reads a stylesheet all or nothing: a single tokenizer or parser error makes it drop the \
            **whole** file silently, so the app runs with no styling at all and nothing is logged.

            Common causes are `//` comments, `!important`, quoted strings, `Button:Large {` selectors (accepted \
            only by NUI 0.4 and older), a missing `;` (also after the last declaration), unclosed comments or \
            blocks, at-rules such as `@import`, and names that start with the keywords `and` or `@media`.
            """,
        fix: "Rewrite the construct in NUI's syntax: `/* … */` comments, one class name per selector, a `;` after every declaration, no quotes.",
        triggering: [
            RuleExample("Button {\n    font-size: 14;\n    ↓// primary buttons\n}"),
            RuleExample("Label {\n    font-size: 14 ↓!important;\n}"),
            RuleExample("↓Button:Large {\n    font-size: 20;\n}"),
            RuleExample("Label {\n    font-size: ↓14\n}", note: "the last declaration also needs `;`"),
            RuleExample("@brand: ↓android_green;"),
            RuleExample("Label {\n    font-name: ↓\"Helvetica\";\n}"),
        ],
        nonTriggering: [
            RuleExample("/* primary buttons */\nButton {\n    font-size: 14;\n    background-color: rgba(0, 0, 0, 0.5);\n}"),
            RuleExample("@media (device:ipad) and (orientation:landscape) {\n    @gap: 12;\n    Label { font-size: 20; }\n}"),
            RuleExample("Label\n{\n\tfont-size: 12;\n}\nButton { }"),
        ])

    func findings(in file: StylesheetFile, at path: String, of index: WorkspaceIndex) -> [Finding] {
        guard file.isNUIContent else { return [] }
        return file.syntax.problems.map { problem in
            finding(problem.message, at: file.location(problem.range), fixes: StylesheetSyntaxFixes.fixes(for: problem, in: file))
        }
    }
}
