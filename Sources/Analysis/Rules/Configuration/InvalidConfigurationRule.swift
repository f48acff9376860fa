import Diagnostics

/// Problems in `nuance.json`, shown in the editor; `check` and `explain` stop on them with exit code 2.
struct InvalidConfigurationRule: Rule {
    let descriptor = RuleDescriptor(
        id: ConfigurationParser.ruleID,
        domain: .configuration,
        defaultSeverity: .error,
        summary: "a `nuance.json` that cannot be read as written",
        rationale: """
            A setting with the wrong name or shape would otherwise be ignored, and the checks would run \
            with defaults nobody chose. Nuance never guesses: `nuance check` stops with exit code 2 and \
            the editor marks the setting.
            """,
        fix: "Correct the setting the message names; the message lists the accepted values.",
        triggering: [
            RuleExample("{ \"dialect\": ↓\"sap\" }"),
            RuleExample("{ ↓\"rule\": {} }", note: "a misspelt setting"),
            RuleExample("{ \"rules\": { ↓\"nss/no-such-rule\": \"off\" } }"),
            RuleExample("{ \"include\": ↓42 }", note: "globs are strings"),
        ],
        nonTriggering: [
            RuleExample("{\n  // the SAP dialect\n  \"dialect\": \"fiori\",\n  \"include\": [\"Themes/**\"],\n}"),
            RuleExample("{}"),
        ])

    func findings(in path: String, of index: WorkspaceIndex) -> [Finding] {
        guard let file = index.snapshot.files[path], file.kind == .configuration else { return [] }
        return ConfigurationParser.parse(file.text, path: path).1
    }
}
