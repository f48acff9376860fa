import Diagnostics

/// `tokens/invalid-token`: a token or group the DTCG format does not allow.
struct InvalidTokenRule: Rule {
    let descriptor = RuleDescriptor(
        id: "tokens/invalid-token",
        domain: .tokens,
        defaultSeverity: .error,
        summary: "a malformed token: `$type` without `$value`, `$value` with child tokens, or an invalid name",
        rationale: """
            In the DTCG format an object with `$value` is a token and any other object is a group. An object with \
            `$type` but no `$value` is an incomplete token that tools silently treat as an empty group; an object \
            with both `$value` and children is ambiguous; names containing `{`, `}` or `.` cannot be referenced.
            """,
        fix: "Give the token a `$value`, move child tokens into a group, or rename the token.",
        triggering: [
            RuleExample(##"{ "color": { "black": { ↓"50": { "$type": "color" } } } }"##),
            RuleExample(##"{ ↓"accent": { "$value": "#0A6ED1", "$type": "color", "hover": { "$value": "#085CAF" } } }"##),
            RuleExample(##"{ ↓"grey.94": { "$value": "#F0F0F0", "$type": "color" } }"##),
        ],
        nonTriggering: [
            RuleExample(##"{ "color": { "$type": "color", "black": { "50": { "$value": "#0C0C0D" } } } }"##),
            RuleExample(##"{ "accent": { "$type": "color", "$root": { "$value": "#0A6ED1" }, "hover": { "$value": "#085CAF" } } }"##),
        ])

    func findings(in path: String, of index: WorkspaceIndex) -> [Finding] {
        index.tokens.problems(in: path, kind: .invalidToken).map { problem in
            finding(problem.message, at: Location(path: path, range: problem.range))
        }
    }
}
