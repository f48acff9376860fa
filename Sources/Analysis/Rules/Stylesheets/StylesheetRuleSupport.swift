import Diagnostics
import NSS
import SourceText

extension StylesheetFile {
    package func location(_ range: TextRange) -> Location { Location(path: path, range: range) }

    /// 1-based line of an offset, for messages.
    package func lineNumber(_ offset: Int) -> Int { text.line(containing: offset) + 1 }

    /// The range to delete to remove `range` cleanly: the whole line when nothing else is on it,
    /// otherwise the range and the spaces after it.
    package func deletionRange(for range: TextRange) -> TextRange {
        let bytes = text.bytes
        var start = range.start
        while start > 0, bytes[start - 1] == 32 || bytes[start - 1] == 9 { start -= 1 }
        var end = range.end
        while end < bytes.count, bytes[end] == 32 || bytes[end] == 9 { end += 1 }
        let atLineStart = start == 0 || bytes[start - 1] == 10 || bytes[start - 1] == 13
        let atLineEnd = end == bytes.count || bytes[end] == 10 || bytes[end] == 13
        if atLineStart && atLineEnd {
            if end < bytes.count, bytes[end] == 13 { end += 1 }
            if end < bytes.count, bytes[end] == 10 { end += 1 }
            return TextRange(start: start, end: end)
        }
        return TextRange(start: range.start, end: atLineEnd ? range.end : end)
    }

    package func deletionFix(_ title: String, removing range: TextRange) -> Fix {
        Fix(title: title, path: path, edits: [.delete(deletionRange(for: range))])
    }

    package func replacementFix(_ title: MessageText, _ range: TextRange, with replacement: String) -> Fix {
        replacementFix(title.string, range, with: replacement)
    }

    @_disfavoredOverload
    package func replacementFix(_ title: String, _ range: TextRange, with replacement: String) -> Fix {
        Fix(title: title, path: path, edits: [TextEdit(range: range, replacement: replacement)])
    }

    /// The declaration as written, for messages (`font-size: 16`).
    package func declarationText(_ index: Int) -> String {
        let declaration = syntax.declarations[index]
        return propertyNames[index] + ": " + syntax.nuiText(of: declaration.value)
    }
}
