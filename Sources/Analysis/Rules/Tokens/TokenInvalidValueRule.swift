import DesignTokens
import Diagnostics

/// `tokens/invalid-value`: a value that does not fit its type, a malformed reference, or an
/// expression that cannot be evaluated.
struct TokenInvalidValueRule: Rule {
    let descriptor = RuleDescriptor(
        id: "tokens/invalid-value",
        domain: .tokens,
        defaultSeverity: .error,
        summary: "a value that does not match its type, or a malformed reference",
        rationale: """
            A colour token whose value is not a colour, a dimension without a unit, or a reference with a \
            missing brace produce broken output in every generator, usually silently.
            """,
        fix: "Write the value in the form its type requires (`#RRGGBB` or a colour object, `{\"value\": 4, \"unit\": \"px\"}`…).",
        triggering: [
            RuleExample(##"{ "map8": { "$type": "color", "$value": ↓"#D0R774" } }"##),
            RuleExample(##"{ "radius": { "$type": "dimension", "$value": ↓{ "value": 4, "unit": "pt" } } }"##),
            RuleExample(##"{ "a": { "$type": "color", "$value": "#FFFFFF" }, "b": { "$type": "color", "$value": "↓{a" } }"##),
            RuleExample(##"{ "weight": { "$type": "fontWeight", "$value": ↓1200 } }"##),
        ],
        nonTriggering: [
            RuleExample(##"{ "ok": { "$type": "color", "$value": { "colorSpace": "oklch", "components": [0.7, 0.1, 250], "alpha": 1 } }, "hex": { "$type": "color", "$value": "#0A6ED1CC" } }"##),
            RuleExample(##"{ "weight": { "$type": "fontWeight", "$value": "semi-bold" }, "radius": { "$type": "dimension", "$value": { "value": 0.25, "unit": "rem" } } }"##),
        ])

    func findings(in path: String, of index: WorkspaceIndex) -> [Finding] {
        var result = index.tokens.problems(in: path, kind: .invalidValue).map { problem in
            finding(problem.message, at: Location(path: path, range: problem.range))
        }
        let graph = index.tokens.graph(for: path)
        for problem in graph.extendsProblems where problem.path == path {
            guard case .targetIsToken = problem.kind else { continue }
            result.append(finding(problem.message, at: Location(path: path, range: problem.range)))
        }
        for token in index.tokens.files[path]?.tokens ?? [] {
            guard let value = token.value, !value.references.isEmpty, !value.isAlias else { continue }
            for mode in graph.resolutionModes {
                guard let failure = graph.resolution(token.name, mode: mode)?.failure, Self.isAboutTheValue(failure) else { continue }
                result.append(finding("`\(token.name)`: \(failure.message)", at: Location(path: path, range: value.node.range)))
                break
            }
        }
        return result
    }

    /// Failures of the token's own value (other failures belong to the reference rules).
    private static func isAboutTheValue(_ failure: TokenResolutionFailure) -> Bool {
        switch failure {
        case .cannotEvaluate, .notAColour: true
        default: false
        }
    }
}
