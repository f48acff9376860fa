import Diagnostics
import SourceText

/// `tokens/deprecated`: a reference to a `$deprecated` token.
struct DeprecatedTokenRule: Rule {
    let descriptor = RuleDescriptor(
        id: "tokens/deprecated",
        domain: .tokens,
        defaultSeverity: .hint,
        summary: "a reference to a deprecated token",
        rationale: """
            `$deprecated` marks tokens that will go away; references to them keep working until they do. \
            When the deprecated token is itself an alias, its target is the replacement.
            """,
        fix: "Reference the replacement the deprecation names.",
        triggering: [
            RuleExample(##"{ "primaryLabel": { "$type": "color", "$value": "#32363A" }, "primary1": { "$type": "color", "$value": "{primaryLabel}", "$deprecated": "renamed to primaryLabel" }, "title": { "$value": "{↓primary1}" } }"##),
        ],
        nonTriggering: [
            RuleExample(##"{ "primaryLabel": { "$type": "color", "$value": "#32363A" }, "primary1": { "$type": "color", "$value": "{primaryLabel}", "$deprecated": false }, "title": { "$value": "{primary1}" } }"##),
            RuleExample(##"{ "old": { "$type": "color", "$value": "#32363A", "$deprecated": true }, "older": { "$type": "color", "$value": "{old}", "$deprecated": "use `new`" } }"##),
        ])

    func findings(in path: String, of index: WorkspaceIndex) -> [Finding] {
        let graph = index.tokens.graph(for: path)
        var result: [Finding] = []
        for (holder, reference) in index.tokens.references(in: path) {
            // A deprecated token that points at another deprecated one is being retired with it.
            guard holder.deprecation == nil else { continue }
            guard let target = graph.definitions[reference.path]?.last, let deprecation = target.token.deprecation else { continue }
            var message = "`\(reference.path)` is deprecated"
            if let reason = deprecation.reason, !reason.isEmpty { message += ": \(reason)" }
            var fixes: [Fix] = []
            if let replacement = target.token.value?.aliasTarget?.path, !reference.isPointer {
                fixes.append(Fix(title: "Reference `\(replacement)`", path: path, edits: [TextEdit(range: reference.range, replacement: replacement)]))
            }
            result.append(finding(
                message, at: Location(path: path, range: reference.range),
                related: [RelatedInformation(location: target.location, message: "`\(reference.path)` is deprecated here")],
                fixes: fixes, tags: [.deprecated]))
        }
        return result
    }
}
