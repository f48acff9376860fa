import DesignTokens
import Diagnostics
import SourceText

/// `tokens/missing-type`: a DTCG token with no type of its own, from an alias, or from a group.
struct MissingTypeRule: Rule {
    let descriptor = RuleDescriptor(
        id: "tokens/missing-type",
        domain: .tokens,
        defaultSeverity: .error,
        summary: "a token whose type cannot be determined",
        rationale: """
            DTCG gives a token its own `$type`, else the type of the token it references, else the nearest \
            group's `$type`; tools must not guess the type from the value. A token with none of these is \
            invalid and is dropped or mistranslated by generators.
            """,
        fix: "Add `$type` to the token or to one of its groups.",
        triggering: [
            RuleExample(##"{ "color": { ↓"systemBrown": { "$value": { "colorSpace": "srgb", "components": [0.64, 0.52, 0.37] } } } }"##),
            RuleExample(##"{ ↓"radius": { "$value": { "value": 4, "unit": "px" } } }"##),
        ],
        nonTriggering: [
            RuleExample(##"{ "color": { "$type": "color", "systemBrown": { "$value": "#A2845E" } } }"##),
            RuleExample(##"{ "base": { "$type": "color", "$value": "#A2845E" }, "alias": { "$value": "{base}" } }"##),
            RuleExample(##"{ "base": { "$type": "color", "primary": { "$value": "#0A6ED1" } }, "brand": { "$extends": "{base}", "accent": { "$value": "#E9730C" } } }"##),
            RuleExample("//- legacy.json\n{ \"color\": { \"base\": { \"value\": \"#A2845E\" } } }", note: "Style Dictionary files have no type requirement"),
        ])

    func findings(in path: String, of index: WorkspaceIndex) -> [Finding] {
        guard let file = index.tokens.files[path], file.format.isDTCG else { return [] }
        let graph = index.tokens.graph(for: path)
        var result: [Finding] = []
        for token in file.tokens where token.declaredType == nil {
            guard !token.allValues.contains(where: \.isAlias) else { continue }
            // A type the token's group takes through `$extends`.
            if graph.definitions[token.name]?.contains(where: { $0.path == path && $0.token.groupType != nil }) == true { continue }
            var fixes: [Fix] = []
            var message = "`\(token.name)` has no type: add `$type` to it or to a group"
            if let value = token.value, case .success = TokenColor.parse(value.node),
                let insertion = index.tokens.objectBodyStart(of: token, in: path)
            {
                message += " (its value looks like a colour)"
                fixes.append(Fix(title: "Add `\"$type\": \"color\"`", path: path, edits: [.insert(" \"$type\": \"color\",", at: insertion)]))
            }
            result.append(finding(message, at: Location(path: path, range: token.keyRange), fixes: fixes))
        }
        return result
    }
}
