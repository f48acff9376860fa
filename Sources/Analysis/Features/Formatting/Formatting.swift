import SourceText

/// Document and range formatting of stylesheets, as minimal edits.
package enum Formatting {
    /// The edits that format the whole file; nil when the file cannot be formatted safely (syntax
    /// problems, not a NUI stylesheet, not a stylesheet).
    package static func edits(for path: String, in index: WorkspaceIndex, style: FormattingStyle) -> [TextEdit]? {
        guard let file = index.stylesheets.file(path), let formatted = StylesheetFormatter.format(file, style: style) else { return nil }
        return TextDiff.lineEdits(from: file.text, to: formatted)
    }

    /// The edits of whole-file formatting that touch the lines of `range`.
    package static func edits(for path: String, in index: WorkspaceIndex, range: TextRange, style: FormattingStyle) -> [TextEdit]? {
        guard let all = edits(for: path, in: index, style: style), let text = index.snapshot.text(of: path) else { return nil }
        let lines = text.lineRange(text.line(containing: range.start)).union(text.lineRange(text.line(containing: range.end)))
        return all.filter { $0.range.overlaps(lines) || lines.touches($0.range.start) || $0.range.contains(lines) }
    }
}

/// Line-based differences between two texts, as edits of the first.
package enum TextDiff {
    /// Edits replacing whole lines of `old` so that it becomes `new`: the common first and last lines
    /// are kept, and the middle is compared line by line when it is small enough (else replaced at once).
    package static func lineEdits(from old: SourceText, to newString: String) -> [TextEdit] {
        let new = SourceText(newString)
        if old.bytes == new.bytes { return [] }
        let oldLines = lines(of: old)
        let newLines = lines(of: new)
        var prefix = 0
        while prefix < oldLines.count, prefix < newLines.count, oldLines[prefix].text == newLines[prefix].text { prefix += 1 }
        var suffix = 0
        while suffix < oldLines.count - prefix, suffix < newLines.count - prefix,
            oldLines[oldLines.count - 1 - suffix].text == newLines[newLines.count - 1 - suffix].text
        {
            suffix += 1
        }
        let oldMiddle = Array(oldLines[prefix..<(oldLines.count - suffix)])
        let newMiddle = Array(newLines[prefix..<(newLines.count - suffix)])
        let start = oldMiddle.first?.range.start ?? (prefix < oldLines.count ? oldLines[prefix].range.start : old.count)
        if oldMiddle.count * newMiddle.count > 4_000_000 || oldMiddle.isEmpty || newMiddle.isEmpty {
            let end = oldMiddle.last?.range.end ?? start
            return [TextEdit(range: TextRange(start: start, end: end), replacement: newMiddle.map(\.text).joined())]
        }
        return hunks(oldMiddle, newMiddle)
    }

    private struct Line {
        var text: String
        /// Including the terminator.
        var range: TextRange
    }

    private static func lines(of text: SourceText) -> [Line] {
        guard text.count > 0 else { return [] }
        return (0..<text.lineCount).compactMap { line in
            let start = text.lineStarts[line]
            let end = line + 1 < text.lineCount ? text.lineStarts[line + 1] : text.count
            guard end > start else { return nil }
            let range = TextRange(start: start, end: end)
            return Line(text: text[range], range: range)
        }
    }

    /// Longest-common-subsequence alignment of lines, grouped into replacement hunks.
    private static func hunks(_ old: [Line], _ new: [Line]) -> [TextEdit] {
        let n = old.count
        let m = new.count
        var table = [[Int32]](copies: [Int32](copies: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i][j] = old[i].text == new[j].text ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var edits: [TextEdit] = []
        var i = 0
        var j = 0
        var hunkStart: Int?
        var replacement = ""
        func flush(at offset: Int) {
            if let start = hunkStart {
                edits.append(TextEdit(range: TextRange(start: start, end: offset), replacement: replacement))
            }
            hunkStart = nil
            replacement = ""
        }
        while i < n || j < m {
            if i < n, j < m, old[i].text == new[j].text {
                flush(at: old[i].range.start)
                i += 1
                j += 1
            } else if j < m, i == n || table[i][j + 1] >= table[i + 1][j] {
                if hunkStart == nil { hunkStart = i < n ? old[i].range.start : old[n - 1].range.end }
                replacement += new[j].text
                j += 1
            } else {
                if hunkStart == nil { hunkStart = old[i].range.start }
                i += 1
            }
        }
        flush(at: n > 0 ? old[n - 1].range.end : 0)
        return edits
    }
}
