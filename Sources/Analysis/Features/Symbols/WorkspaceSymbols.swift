import Diagnostics
import SourceText

/// Constants, style classes, tokens and components of the whole workspace, found by a fuzzy query.
package enum WorkspaceSymbols {
    /// The symbols whose name matches `query` (its characters in order, case-insensitively), best
    /// matches first; at most `limit`.
    package static func search(_ query: String, in index: WorkspaceIndex, limit: Int = 500) -> [WorkspaceSymbol] {
        let scored = all(in: index).compactMap { symbol in FuzzyMatch.score(query, symbol.name).map { (symbol, $0) } }
        return scored.sorted { lhs, rhs in
            if lhs.1 != rhs.1 { return lhs.1 > rhs.1 }
            if lhs.0.name != rhs.0.name { return lhs.0.name < rhs.0.name }
            return lhs.0.location < rhs.0.location
        }.prefix(limit).map(\.0)
    }

    static func all(in index: WorkspaceIndex) -> [WorkspaceSymbol] {
        var result: [WorkspaceSymbol] = []
        for path in index.stylesheets.paths {
            guard let file = index.stylesheets.file(path) else { continue }
            let fileName = String(path.split(separator: "/").last ?? Substring(path))
            for (name, definitions) in file.definitionsByName {
                guard let first = definitions.first else { continue }
                let location = Location(path: path, range: file.syntax.definitions[first].name)
                result.append(WorkspaceSymbol(name: "@" + name, kind: .constant, location: location, containerName: fileName))
            }
            for (name, merged) in file.classes where index.models.styleClass(named: name) == nil {
                guard let ruleSet = merged.ruleSets.first,
                    let selector = file.syntax.ruleSets[ruleSet].selectors.first(where: { file.selectorNames[$0] == name })
                else { continue }
                let location = Location(path: path, range: file.syntax.selectors[selector].name)
                result.append(WorkspaceSymbol(name: name, kind: .styleClass, location: location, containerName: fileName))
            }
        }
        for styleClass in index.models.styleClasses {
            result.append(WorkspaceSymbol(name: styleClass.name, kind: .styleClass, location: styleClass.declaration, containerName: styleClass.component))
        }
        for name in index.tokens.names {
            guard let definition = index.tokens.definitions(of: name).first(where: { $0.inheritedFrom == nil }),
                let file = index.tokens.files[definition.path]
            else { continue }
            let location = Location(path: definition.path, range: definition.token.keyRange.insideQuotes(of: file.document.text))
            result.append(WorkspaceSymbol(name: name, kind: .token, location: location, containerName: definition.path.split(separator: "/").last.map(String.init)))
        }
        for component in index.models.components {
            result.append(WorkspaceSymbol(name: component.name, kind: .protocolType, location: component.declaration, containerName: component.protocolName))
            // Generated names lead back to the protocol that generates them.
            for generated in component.generatedIdentifiers {
                result.append(WorkspaceSymbol(name: generated.name, kind: .other, location: component.declaration, containerName: component.name))
            }
        }
        return result
    }
}

/// Subsequence matching with a score: consecutive characters, word starts and a prefix score higher.
package enum FuzzyMatch {
    /// Nil when `query`'s characters do not all appear in `candidate` in order.
    package static func score(_ query: String, _ candidate: String) -> Int? {
        let needle = Array(query.lowercased().filter { !$0.isWhitespace })
        guard !needle.isEmpty else { return 0 }
        let original = Array(candidate)
        let haystack = Array(candidate.lowercased())
        guard haystack.count == original.count else { return nil }
        var score = 0
        var position = 0
        var previous = -2
        for character in needle {
            guard let found = haystack[position...].firstIndex(of: character) else { return nil }
            score += 1
            if found == previous + 1 { score += 5 }
            if found == 0 { score += 8 }
            if found > 0, isWordStart(original, found) { score += 4 }
            previous = found
            position = found + 1
        }
        return score * 100 / max(haystack.count, 1) + score * 10
    }

    private static func isWordStart(_ characters: [Character], _ index: Int) -> Bool {
        let before = characters[index - 1]
        return "._-@ ".contains(before) || (characters[index].isUppercase && !before.isUppercase)
    }
}
