import Diagnostics
import SourceText

/// `tokens/unresolved-reference`: a reference to a token no file defines.
struct UnresolvedReferenceRule: Rule {
    let descriptor = RuleDescriptor(
        id: "tokens/unresolved-reference",
        domain: .tokens,
        defaultSeverity: .error,
        summary: "a reference to a token that is not defined",
        rationale: """
            A reference that resolves to nothing makes Style Dictionary fail the build ("tries to reference …, \
            which is not defined") and leaves the token without a value in every other tool.
            """,
        fix: "Correct the path (Nuance suggests the closest defined name), or define the missing token.",
        triggering: [
            RuleExample(##"{ "grey": { "94": { "$value": "#F0F0F0", "$type": "color" } }, "background": { "$value": "{↓grey.49}", "$type": "color" } }"##),
            RuleExample("""
                //- global.tokens.json
                { "space": { "$type": "dimension", "small": { "$value": { "value": 4, "unit": "px" } } } }
                //- alias.tokens.json
                { "gap": { "$value": "{↓space.smal}" } }
                """),
            RuleExample(##"{ "accent": { "$type": "color", "$value": { "$ref": ↓"#/brand/primary" } } }"##, note: "a JSON pointer that points nowhere"),
        ],
        nonTriggering: [
            RuleExample(##"{ "shadow": { "$type": "shadow", "$value": { "color": "#00000080", "offsetX": "0px", "offsetY": "2px", "blur": "4px", "spread": "0px" } }, "ring": { "$type": "color", "$value": { "$ref": "#/shadow/$value/color" } } }"##),
            RuleExample("""
                //- global.tokens.json
                { "space": { "$type": "dimension", "small": { "$value": { "value": 4, "unit": "px" } } } }
                //- alias.tokens.json
                { "gap": { "$value": "{space.small}" } }
                """),
            RuleExample(##"{ "brand": { "primary": { "$value": "#0A6ED1", "$type": "color" } }, "accent": { "$value": { "$ref": "#/brand/primary" } } }"##),
        ])

    func findings(in path: String, of index: WorkspaceIndex) -> [Finding] {
        let graph = index.tokens.graph(for: path)
        var result: [Finding] = []
        for (token, reference) in index.tokens.references(in: path) {
            guard graph.definitions[reference.path] == nil, !graph.isGroup(reference.path) else { continue }
            var message = "`\(token.name)` references `\(reference.path)`, which is not defined"
            var fixes: [Fix] = []
            if let suggestion = index.tokens.nameSuggestions.closest(to: reference.path), suggestion != token.name {
                message += "; did you mean `\(suggestion)`?"
                let replacement = reference.isPointer ? "\"#/" + suggestion.replacingOccurrences(of: ".", with: "/") + "\"" : suggestion
                fixes.append(Fix(title: "Replace with `\(suggestion)`", path: path, edits: [TextEdit(range: reference.range, replacement: replacement)]))
            }
            result.append(finding(message, at: Location(path: path, range: reference.range), fixes: fixes))
        }
        for problem in index.tokens.graph(for: path).extendsProblems where problem.path == path {
            guard case .targetNotDefined = problem.kind else { continue }
            result.append(finding(problem.message, at: Location(path: path, range: problem.range)))
        }
        return result
    }
}
