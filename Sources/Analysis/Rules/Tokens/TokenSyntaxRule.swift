import Diagnostics

/// `tokens/syntax`: the file is not valid JSON (comments and trailing commas are accepted).
struct TokenSyntaxRule: Rule {
    let descriptor = RuleDescriptor(
        id: "tokens/syntax",
        domain: .tokens,
        defaultSeverity: .error,
        summary: "a token file that is not valid JSON",
        rationale: """
            Token pipelines (Style Dictionary, Terrazzo, Tokens Studio) stop at the first JSON error, so one \
            missing comma drops every token of the file from the build. Nuance still reads everything around \
            the error so that the rest of the file keeps working in the editor.
            """,
        fix: "Correct the JSON at the reported position: add the missing comma, quote, colon or bracket.",
        triggering: [
            RuleExample(##"{ "color": { "$value": "#FFFFFF", "$type": "color" }↓ "size": { "$value": "4px" } }"##),
            RuleExample(##"{ "color": { "accent": { "$value": ↓} } }"##),
            RuleExample(##"{ ↓color: { "$value": "#FFFFFF", "$type": "color" } }"##, note: "property names need double quotes"),
        ],
        nonTriggering: [
            RuleExample(##"{ "color": { "$value": "#FFFFFF", "$type": "color" } }"##),
            RuleExample("{\n  // comments and trailing commas are accepted\n  \"color\": { \"$value\": \"#FFFFFF\", \"$type\": \"color\", },\n}"),
        ])

    func findings(in path: String, of index: WorkspaceIndex) -> [Finding] {
        index.tokens.problems(in: path, kind: .syntax).map { problem in
            finding(problem.message, at: Location(path: path, range: problem.range))
        }
    }
}
