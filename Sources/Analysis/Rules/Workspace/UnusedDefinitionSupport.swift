import Diagnostics
import NSS
import SourceText

extension StylesheetFile {
    /// A fix that deletes definition `index`: its whole line when nothing else is written on it.
    func removalFix(ofDefinition index: Int) -> Fix {
        let range = syntax.definitions[index].range
        let line = text.line(containing: range.start)
        let lineRange = text.lineRange(line)
        let before = text.bytes[lineRange.start..<range.start]
        let after = text.bytes[min(range.end, lineRange.end)..<lineRange.end]
        var removed = range
        if before.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }), after.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) {
            let nextLine = line + 1 < text.lineCount ? text.lineRange(line + 1).start : text.bytes.count
            removed = TextRange(start: lineRange.start, end: nextLine)
        }
        return Fix(title: "Remove `@\(definitionNames[index])`", path: path, edits: [TextEdit(range: removed, replacement: "")], isPreferred: false)
    }

    /// The names (without `@`) that the file's values use as variables.
    var usedVariableNames: Set<String> {
        var result = Set<String>()
        forEachUsedVariable { token in result.insert(variableName(token)) }
        return result
    }

    /// Whether the file's values use definition `index`'s name as a variable: ``usedVariableNames``,
    /// asked once per definition.
    func definitionUseTest() -> (Int) -> Bool {
        // In an all-ASCII text, names are equal as `String`s exactly when their bytes are, so they
        // compare by name id, without making a `String` of every variable.
        guard text.nonASCIILines.isEmpty else {
            let used = usedVariableNames
            return { [definitionNames] in used.contains(definitionNames[$0]) }
        }
        var used = [Bool](repeating: false, count: names.count)
        forEachUsedVariable { token in
            if let id = names.id(writtenAt: Int(token.start) + 1, Int(token.end)) { used[Int(id)] = true }
        }
        return { [definitionNames, used] in used[Int(definitionNames.ids[$0])] }
    }

    private func forEachUsedVariable(_ body: (NSSToken) -> Void) {
        // Definitions and tokens are both in file order: one cursor finds the definitions' names.
        let definitions = syntax.definitions
        var nextDefinition = 0
        for token in syntax.tokens where token.kind == .variable && token.length > 1 {
            while nextDefinition < definitions.count, definitions[nextDefinition].name.start < Int(token.start) { nextDefinition += 1 }
            if nextDefinition < definitions.count, definitions[nextDefinition].name.start == Int(token.start) { continue }
            body(token)
        }
    }
}
