import DesignTokens
import Diagnostics

/// `tokens/tier-violation`: a reference against the control → alias → global direction.
struct TierViolationRule: Rule {
    let descriptor = RuleDescriptor(
        id: "tokens/tier-violation",
        domain: .tokens,
        defaultSeverity: .warning,
        summary: "a reference against the control → alias → global direction",
        rationale: """
            Global tokens name raw values, alias tokens give them meaning per mode, control tokens say how one \
            control draws itself. A global token that references anything, an alias that references a control \
            token, or a control token that skips the alias tier defeats theming: a dark mode or a rebrand then \
            misses that control. Types listed in `tokens.directGlobalTypes` (dimensions and numbers by default) \
            may skip the alias tier, since many systems have no alias tier for them.
            """,
        fix: "Reference a token of the next tier down: control → alias, alias → global; give global tokens literal values.",
        triggering: [
            RuleExample(##"""
                //- tokens/global.tokens.json
                { "grey": { "$type": "color", "98": { "$value": "#FAFAFA" }, "94": { "$value": "{↓grey.98}" } } }
                """##),
            RuleExample(##"""
                //- tokens/global.tokens.json
                { "grey": { "$type": "color", "98": { "$value": "#FAFAFA" } } }
                //- tokens/alias.tokens.json
                { "background": { "$type": "color", "$value": "{grey.98}" } }
                //- tokens/control.tokens.json
                { "button": { "$type": "color", "background": { "$value": "{↓grey.98}" }, "fill": { "$value": "{background}" } } }
                """##),
        ],
        nonTriggering: [
            RuleExample(##"""
                //- tokens/global.tokens.json
                { "grey": { "$type": "color", "98": { "$value": "#FAFAFA" } }, "radius": { "$type": "dimension", "20": { "$value": "2px" } } }
                //- tokens/alias.tokens.json
                { "background": { "$type": "color", "$value": "{grey.98}" } }
                //- tokens/control.tokens.json
                { "button": { "background": { "$type": "color", "$value": "{background}" }, "radius": { "$type": "dimension", "$value": "{radius.20}" } } }
                """##),
        ])

    func findings(in path: String, of index: WorkspaceIndex) -> [Finding] {
        let tokens = index.tokens
        let graph = tokens.graph(for: path)
        var result: [Finding] = []
        for (token, reference) in tokens.references(in: path) {
            guard let source = graph.definitions[token.name]?.first(where: { $0.path == path && $0.inheritedFrom == nil }),
                let sourceTier = source.tier,
                let target = graph.definitions[reference.path]?.last, let targetTier = target.tier
            else { continue }
            let message: String
            switch (sourceTier, targetTier) {
            case (.global, _):
                message = "global token `\(token.name)` references `\(reference.path)`: global tokens hold values, never references"
            case (.alias, .control):
                message = "alias token `\(token.name)` references control token `\(reference.path)`: references go control → alias → global"
            case (.control, .global):
                let type = graph.anyResolution(token.name)?.type ?? ""
                if tokens.settings.directGlobalTypes.contains(type) { continue }
                message = "control token `\(token.name)` references global token `\(reference.path)` directly: reference an alias token"
            default:
                continue
            }
            result.append(finding(
                message, at: Location(path: path, range: reference.range),
                related: [RelatedInformation(location: target.location, message: "`\(reference.path)` is a \(targetTier.rawValue) token")]))
        }
        return result
    }
}
