import Diagnostics
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
        let definitionNameStarts = Set(syntax.definitions.map(\.name.start))
        var result = Set<String>()
        for token in syntax.tokens where token.kind == .variable && token.length > 1 && !definitionNameStarts.contains(Int(token.start)) {
            result.insert(variableName(token))
        }
        return result
    }
}
