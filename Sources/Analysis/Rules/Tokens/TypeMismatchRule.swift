import DesignTokens
import Diagnostics

/// `tokens/type-mismatch`: an alias whose declared type differs from its target's type.
struct TypeMismatchRule: Rule {
    let descriptor = RuleDescriptor(
        id: "tokens/type-mismatch",
        domain: .tokens,
        defaultSeverity: .error,
        summary: "a reference to a token of another type",
        rationale: """
            An alias takes its target's whole value. When the alias says (or its group says) it is a colour and \
            the target is a dimension, every tool that trusts the type generates broken code.
            """,
        fix: "Reference a token of the declared type, or correct the `$type`.",
        triggering: [
            RuleExample(##"{ "space": { "4": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } } }, "border": { "$type": "color", "$value": "{↓space.4}" } }"##),
            RuleExample(##"{ "size": { "$type": "dimension", "base": { "$value": "16px" } }, "colors": { "$type": "color", "text": { "$value": "{↓size.base}" } } }"##),
        ],
        nonTriggering: [
            RuleExample(##"{ "grey": { "94": { "$type": "color", "$value": "#F0F0F0" } }, "background": { "$type": "color", "$value": "{grey.94}" } }"##),
            RuleExample(##"{ "grey": { "94": { "$type": "color", "$value": "#F0F0F0" } }, "background": { "$value": "{grey.94}" } }"##),
            RuleExample(##"{ "size": { "4": { "value": "16px", "type": "dimension" } }, "heading": { "value": "{size.4}", "type": "fontSize" } }"##),
            RuleExample(##"{ "space": { "value": "8", "type": "sizing" }, "ratio": { "value": "{space}", "type": "number" }, "gap": { "value": "{space}", "type": "spacing" } }"##),
        ])

    func findings(in path: String, of index: WorkspaceIndex) -> [Finding] {
        let graph = index.tokens.graph(for: path)
        var result: [Finding] = []
        for token in index.tokens.files[path]?.tokens ?? [] {
            guard let declared = token.declaredType.map(TokenType.canonical) else { continue }
            for value in token.allValues {
                guard let target = value.aliasTarget, let targetType = graph.anyResolution(target.path)?.type,
                    !TokenType.areCompatible(declared, targetType)
                else { continue }
                let message = "`\(token.name)` has type `\(declared)` but references `\(target.path)` of type `\(targetType)`"
                result.append(finding(message, at: Location(path: path, range: target.range)))
            }
        }
        return result
    }
}
