import SourceText

/// The file of the path a renderer last asked for, with its display path and text: a file's
/// findings, their fixes and their related locations almost always name that file, so the report's
/// dictionary of texts is searched once per file rather than once per range.
struct CurrentFile {
    private(set) var path: String?
    private(set) var display = ""
    private(set) var text: SourceText?
    /// A line (from 0) near which the next ranges lie, looked at first: the line of the finding being
    /// written, whose fixes and related locations are most often on it or just after it.
    var nearLine = 0

    /// Makes `path` the current file; true when it was not.
    @discardableResult
    mutating func select(_ path: String, in report: Report) -> Bool {
        guard path != self.path else { return false }
        self.path = path
        nearLine = 0
        display = report.displayPath(path)
        text = report.texts[path]
        return true
    }

    /// One-based line and UTF-16 column of both ends of a range of this file.
    func lineColumns(of range: TextRange) -> (start: LineColumn, end: LineColumn) {
        guard let text else { return Report.lineColumns(of: range, in: nil) }
        let (start, end) = text.positions(of: range, encoding: .utf16, near: nearLine)
        return (LineColumn(line: start.line + 1, column: start.character + 1), LineColumn(line: end.line + 1, column: end.character + 1))
    }
}
