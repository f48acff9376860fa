import Diagnostics
import SourceText

/// `nss/not-nui-content`: the `.nss` file is written in another format.
struct NotNUIContentRule: StylesheetRule {
    let descriptor = RuleDescriptor(
        id: "nss/not-nui-content",
        domain: .stylesheet,
        defaultSeverity: .information,
        summary: "the `.nss` file is not a NUI stylesheet",
        rationale: """
            The `.nss` extension is shared by NWScript game scripts, Niagara theme sheets, Nidium and Nilesoft \
            Shell files. Checking them as NUI stylesheets would only produce noise, so Nuance says once what it \
            thinks the file is and reports nothing else for it.
            """,
        fix: "Nothing to do when the file is not a NUI stylesheet; exclude it in `nuance.json` to silence this note.",
        triggering: [
            RuleExample("↓#define accent = #3366cc;\n#define panel = lineargradient(stop(0%, $accent));\nbackground-color: $accent;\nforeground-color: $accent;")
        ],
        nonTriggering: [
            RuleExample("// old comment\n@brand: #0A6ED1;\nButton {\n    font-color: @brand;\n}")
        ])

    func findings(in file: StylesheetFile, at path: String, of index: WorkspaceIndex) -> [Finding] {
        guard !file.isNUIContent else { return [] }
        var line = 0
        while line < file.text.lineCount - 1, file.text.lineRange(line).isEmpty { line += 1 }
        return [
            finding(
                "this file looks like a \(file.content.displayName), not a NUI stylesheet; no other findings are reported for it",
                at: file.location(file.text.lineRange(line)))
        ]
    }
}
