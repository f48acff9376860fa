import DesignTokens
import Foundation
import Diagnostics
import SourceText

extension TokenIndex {
    /// How the token `name` (`color.accent` or `{color.accent}`) resolves in every context, and
    /// every place that defines it with whether that definition takes effect: in the system of the
    /// file `path` when one is given, else in the first system that defines it.
    package func explain(_ name: String, in path: String? = nil) -> Explanation? {
        let name = Self.tokenName(name)
        if let path { return explain(name, graph: graph(for: path)) }
        return explain(name, graph: systems.first { $0.graph.definitions[name] != nil }?.graph ?? graph)
    }

    /// One explanation of `name` per token system that defines it.
    package func explanations(of name: String) -> [Explanation] {
        let name = Self.tokenName(name)
        guard systems.count > 1 else { return explain(name, graph: graph).map { [$0] } ?? [] }
        return systems.filter { $0.graph.definitions[name] != nil }.compactMap { system in
            guard var explanation = explain(name, graph: system.graph) else { return nil }
            if let declaring = system.declaringPath?.split(separator: "/").last {
                explanation.summary += ". in the token set that `\(declaring)` declares"
            }
            return explanation
        }
    }

    private static func tokenName(_ name: String) -> String {
        name.hasPrefix("{") && name.hasSuffix("}") ? String(name.dropFirst().dropLast()) : name
    }

    private func explain(_ name: String, graph: TokenGraph) -> Explanation? {
        guard let all = graph.definitions[name], let last = all.last else { return nil }
        // A file that applies in several contexts is read once per context: show each place once.
        var seen: Set<Location> = []
        let list = all.filter { seen.insert($0.location).inserted }
        var values: [Explanation.Value] = []
        var winners: [Int: [String]] = [:]
        for mode in graph.resolutionModes {
            guard let resolution = graph.resolution(name, mode: mode) else { continue }
            let winner = graph.winner(name, mode: mode)
            // The source of a context's value: the definition that wins there for the last name of the chain.
            let source = resolution.chain.last.flatMap { graph.winner($0, mode: mode) } ?? winner
            values.append(Explanation.Value(
                mode: mode, value: resolution.value ?? resolution.failure?.message ?? "unresolved",
                resolved: resolution.isResolved, chain: resolution.chain + (resolution.value.map { [$0] } ?? []),
                source: source?.location))
            if let winner, let position = list.firstIndex(where: { $0.location == winner.location }) {
                winners[position, default: []].append(mode)
            }
        }
        var definitions: [Explanation.Definition] = []
        for (position, definition) in list.enumerated() {
            let text = files[definition.path].map { snippet($0.document.text, definition.token.range) } ?? definition.name
            let modes = winners[position] ?? []
            let verdict: String
            if modes.count == graph.resolutionModes.count {
                verdict = "wins"
            } else if !modes.isEmpty {
                verdict = "wins on " + modes.joined(separator: ", ")
            } else if let overrider = list[(position + 1)...].first(where: { $0.fileMode == definition.fileMode }) {
                verdict = "overridden by the later definition in `\(Snapshot.relativePath(overrider.path, to: root))`"
            } else {
                verdict = "overridden by mode-specific definitions"
            }
            var location = definition.location
            if definition.inheritedFrom != nil { location = Location(path: definition.path, range: definition.token.keyRange) }
            definitions.append(Explanation.Definition(
                location: location, text: text, verdict: verdict + (definition.inheritedFrom.map { definition.isSubValue ? " (part of `\($0)`)" : " (inherited from `\($0)` through `$extends`)" } ?? ""),
                isEffective: !modes.isEmpty))
        }
        let type = graph.anyResolution(name)?.type
        var summary = "token"
        if let type { summary += " of type `\(type)`" }
        summary += list.count > 1 ? ", defined \(list.count) times" : ", defined in `\(Snapshot.relativePath(last.path, to: root))`"
        if let description = last.token.description { summary += ": " + description }
        if let deprecation = last.token.deprecation {
            summary += ". deprecated" + (deprecation.reason.map { ": \($0)" } ?? "")
        }
        // A token that references this one in several modes or places is one referrer.
        var referrers: Set<String> = []
        let users = references(to: name).map(\.holder).filter { referrers.insert($0).inserted }
        if !users.isEmpty {
            summary += ". referenced by " + users.prefix(5).map { "`\($0)`" }.joined(separator: ", ") + (users.count > 5 ? " and \(users.count - 5) more" : "")
        }
        return Explanation(name: name, kind: "token", summary: summary, values: values, definitions: definitions)
    }

    /// The first line of a definition, shortened.
    private func snippet(_ text: SourceText, _ range: TextRange) -> String {
        let raw = text[range]
        let compact = raw.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        return compact.count > 120 ? String(compact.prefix(117)) + "…" : compact
    }
}

