import Analysis
import Diagnostics
import Foundation

/// `nuance explain` output: human text or JSON.
package struct ExplanationRenderer {
    /// Shows paths relative to this root.
    var root: String
    /// One-based line of a location, for display.
    var lineOf: (Diagnostics.Location) -> Int

    package init(root: String, lineOf: @escaping (Diagnostics.Location) -> Int) {
        self.root = root
        self.lineOf = lineOf
    }

    package func human(_ explanations: [Explanation]) -> String {
        var output = ""
        for explanation in explanations {
            output += "\(explanation.name) (\(explanation.kind))\n  \(explanation.summary)\n"
            if !explanation.values.isEmpty {
                output += "  values:\n"
                let width = explanation.values.map(\.mode.count).max() ?? 0
                for value in explanation.values {
                    let mode = value.mode.isEmpty ? "" : value.mode.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                    let chain = value.chain.count > 1 ? "   (" + value.chain.joined(separator: " → ") + ")" : ""
                    let source = value.source.map { "   from \(display($0.path)):\(lineOf($0))" } ?? ""
                    output += "    \(mode)\(value.resolved ? value.value : "unresolved: " + value.value)\(chain)\(source)\n"
                }
            }
            if !explanation.definitions.isEmpty {
                output += "  definitions:\n"
                for definition in explanation.definitions {
                    let place = definition.location.map { "\(display($0.path)):\(lineOf($0))" } ?? "built in"
                    output += "    \(definition.isEffective ? "✓" : "✗") \(definition.text)   \(place) — \(definition.verdict)\n"
                }
            }
        }
        return output
    }

    package func json(_ explanations: [Explanation]) -> String {
        let document = explanations.map { explanation in
            JSONExplanation(
                name: explanation.name, kind: explanation.kind, summary: explanation.summary,
                values: explanation.values.map {
                    JSONValue(
                        mode: $0.mode, value: $0.value, resolved: $0.resolved, chain: $0.chain, source: $0.source.map { display($0.path) },
                        sourceLine: $0.source.map(lineOf))
                },
                definitions: explanation.definitions.map {
                    JSONDefinition(
                        path: $0.location.map { display($0.path) }, line: $0.location.map(lineOf), text: $0.text,
                        verdict: $0.verdict, effective: $0.isEffective)
                })
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(document)) ?? Data(), as: UTF8.self) + "\n"
    }

    private func display(_ path: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    struct JSONExplanation: Encodable {
        var name, kind, summary: String
        var values: [JSONValue]
        var definitions: [JSONDefinition]
    }

    struct JSONValue: Encodable {
        var mode, value: String
        var resolved: Bool
        var chain: [String]
        /// The file and line of the definition that wins in this mode or context.
        var source: String?
        var sourceLine: Int?
    }

    struct JSONDefinition: Encodable {
        var path: String?
        var line: Int?
        var text, verdict: String
        var effective: Bool
    }
}
