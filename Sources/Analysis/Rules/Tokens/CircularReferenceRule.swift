import Diagnostics

/// `tokens/circular-reference`: tokens that reference each other in a loop.
struct CircularReferenceRule: Rule {
    let descriptor = RuleDescriptor(
        id: "tokens/circular-reference",
        domain: .tokens,
        defaultSeverity: .error,
        summary: "a token whose references lead back to itself",
        rationale: """
            A cycle of references has no value. Every token on the cycle is reported, so the loop shows \
            wherever one of its members is edited, and the message lists the whole loop.
            """,
        fix: "Break the loop: give one of the tokens a literal value or point it at a token outside the loop.",
        triggering: [
            RuleExample(##"{ "a": { "$type": "color", "$value": "{↓b}" }, "b": { "$type": "color", "$value": "{↓c}" }, "c": { "$type": "color", "$value": "{↓a}" } }"##),
            RuleExample("""
                //- light.tokens.json
                { "surface": { "$type": "color", "$value": "{↓background}" } }
                //- base.tokens.json
                { "background": { "$type": "color", "$value": "{↓surface}" } }
                """),
            RuleExample(##"{ "self": { "$type": "color", "$value": "{↓self}" } }"##),
        ],
        nonTriggering: [
            RuleExample(##"{ "a": { "$type": "color", "$value": "{b}" }, "b": { "$type": "color", "$value": "{c}" }, "c": { "$type": "color", "$value": "#FFFFFF" } }"##),
        ])

    func findings(in path: String, of index: WorkspaceIndex) -> [Finding] {
        let graph = index.tokens.graph(for: path)
        var result: [Finding] = []
        for (token, reference) in index.tokens.references(in: path) {
            guard let cycle = graph.cycles[token.name], reference.path == cycle.next else { continue }
            // Bounded whatever the cycle's length: the next few members, and a message that counts the rest.
            let related = cycle.otherMembers.compactMap { member -> RelatedInformation? in
                guard let definition = graph.definitions[member]?.last else { return nil }
                return RelatedInformation(location: definition.location, message: "`\(member)` is on the cycle")
            }
            let message = "circular reference: " + cycle.path
            result.append(finding(message, at: Location(path: path, range: reference.range), related: related))
        }
        for problem in graph.extendsProblems where problem.path == path {
            guard case .circular = problem.kind else { continue }
            result.append(finding(problem.message, at: Location(path: path, range: problem.range)))
        }
        return result
    }
}
