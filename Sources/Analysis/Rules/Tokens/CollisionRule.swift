import Diagnostics

/// `tokens/collision`: the same token path defined twice for the same mode.
struct CollisionRule: Rule {
    let descriptor = RuleDescriptor(
        id: "tokens/collision",
        domain: .tokens,
        defaultSeverity: .warning,
        summary: "the same token defined twice in one set, or two names equal but for case",
        rationale: """
            When two files of one set (or one file twice) define the same path, the later definition silently \
            wins and the earlier one is dead. Style Dictionary reports this as "Token collisions detected"; it \
            is usually a copy-paste mistake or a file included twice. Names are case-sensitive, but two names \
            equal but for case (`color.Primary`, `color.primary`) are almost always a typo and break on \
            case-insensitive file systems and generators.
            """,
        fix: "Remove one of the definitions, or move the override into a file of its own mode.",
        triggering: [
            RuleExample(##"""
                //- tokens/brand.tokens.json
                { "color": { "primary": { "$type": "color", "$value": "#0A6ED1" } } }
                //- tokens/brand2.tokens.json
                { "color": { ↓"primary": { "$type": "color", "$value": "#0854A0" } } }
                """##),
            RuleExample(##"{ "color": { "$type": "color", "primary": { "$value": "#0A6ED1" }, ↓"Primary": { "$value": "#0854A0" } } }"##),
        ],
        nonTriggering: [
            RuleExample(##"""
                //- tokens/light.tokens.json
                { "background": { "$type": "color", "$value": "#FFFFFF" } }
                //- tokens/dark.tokens.json
                { "background": { "$type": "color", "$value": "#1D232A" } }
                """##),
            RuleExample(##"""
                //- a/tokens/color.json
                { "color": { "primary": { "value": "#0A6ED1" } } }
                //- b/tokens/color.json
                { "color": { "primary": { "value": "#0854A0" } } }
                """##),
            RuleExample(##"""
                //- tokens/brands/one/color.json
                { "brand": { "primary": { "value": "#0A6ED1" } } }
                //- tokens/brands/two/color.json
                { "brand": { "primary": { "value": "#0854A0" } } }
                """##),
            RuleExample(##"""
                //- app.resolver.json
                { "version": "2025.10", "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }, { "$ref": "brand.tokens.json" }] } } }
                //- base.tokens.json
                { "accent": { "$type": "color", "$value": "#0A6ED1" } }
                //- brand.tokens.json
                { "accent": { "$type": "color", "$value": "#0854A0" } }
                """##),
        ])

    func findings(in path: String, of index: WorkspaceIndex) -> [Finding] {
        let graph = index.tokens.graph(for: path)
        guard let file = index.tokens.files[path] else { return [] }
        var result: [Finding] = []
        var seen: Set<String> = []
        for token in file.tokens where seen.insert(token.name).inserted {
            if let twin = graph.caseTwins[token.name], let other = graph.definitions[twin]?.first {
                result.append(finding(
                    "`\(token.name)` differs from `\(twin)` only in case",
                    at: Location(path: path, range: token.keyRange),
                    related: [RelatedInformation(location: other.location, message: "`\(twin)` is defined here")]))
            }
            let list = (graph.definitions[token.name] ?? []).filter { $0.inheritedFrom == nil }
            guard list.count > 1 else { continue }
            for (position, definition) in list.enumerated() where definition.path == path {
                guard let earlier = list[..<position].last(where: { $0.fileMode == definition.fileMode && $0.layer == definition.layer })
                else { continue }
                let old = earlier.token.value.map { TokenGraph.format($0.node, type: nil) } ?? "…"
                let new = definition.token.value.map { TokenGraph.format($0.node, type: nil) } ?? "…"
                let message = "`\(token.name)` is defined again: this value `\(new)` replaces `\(old)`"
                result.append(finding(
                    message, at: definition.location,
                    related: [RelatedInformation(location: earlier.location, message: "the earlier definition of `\(token.name)`")]))
            }
        }
        return result
    }
}
