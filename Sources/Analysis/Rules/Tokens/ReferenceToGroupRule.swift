import Diagnostics
import SourceText

/// `tokens/reference-to-group`: a reference that names a group instead of a token.
struct ReferenceToGroupRule: Rule {
    let descriptor = RuleDescriptor(
        id: "tokens/reference-to-group",
        domain: .tokens,
        defaultSeverity: .error,
        summary: "a reference that names a group, not a token",
        rationale: """
            References may only target tokens. A group has no value, so `{color.accent}` is invalid even when the \
            group has a `$root` token: that token's path is `color.accent.$root`.
            """,
        fix: "Reference one of the group's tokens; for a group with a `$root` token, reference `group.$root`.",
        triggering: [
            RuleExample(##"{ "color": { "$type": "color", "accent": { "$root": { "$value": "#0A6ED1" }, "hover": { "$value": "#085CAF" } } }, "link": { "$value": "{↓color.accent}" } }"##),
            RuleExample(##"{ "grey": { "$type": "color", "94": { "$value": "#F0F0F0" } }, "background": { "$value": "{↓grey}" } }"##),
        ],
        nonTriggering: [
            RuleExample(##"{ "color": { "$type": "color", "accent": { "$root": { "$value": "#0A6ED1" } } }, "link": { "$value": "{color.accent.$root}" } }"##),
        ])

    func findings(in path: String, of index: WorkspaceIndex) -> [Finding] {
        let graph = index.tokens.graph(for: path)
        var result: [Finding] = []
        for (token, reference) in index.tokens.references(in: path) where graph.isGroup(reference.path) {
            var message = "`\(token.name)` references `\(reference.path)`, which is a group, not a token"
            var fixes: [Fix] = []
            let root = reference.path + ".$root"
            if graph.definitions[root] != nil, !reference.isPointer {
                message += "; did you mean `\(root)`?"
                fixes.append(Fix(title: "Reference `\(root)`", path: path, edits: [TextEdit(range: reference.range, replacement: root)]))
            }
            result.append(finding(message, at: Location(path: path, range: reference.range), fixes: fixes))
        }
        return result
    }
}
