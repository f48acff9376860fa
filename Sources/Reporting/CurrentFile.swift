import SourceText

/// The file of the path a renderer last asked for, with its display path and text: a file's
/// findings, their fixes and their related locations almost always name that file, so the report's
/// dictionary of texts is searched once per file rather than once per range.
struct CurrentFile {
    private(set) var path: String?
    private(set) var display = ""
    private(set) var text: SourceText?
    /// The display path as a JSON string, quoted and escaped: kept by the JSON renderer, which writes
    /// it for every finding, fix and related location of the file.
    var quotedDisplay: [UInt8] = []

    /// Makes `path` the current file; true when it was not.
    @discardableResult
    mutating func select(_ path: String, in report: Report) -> Bool {
        guard path != self.path else { return false }
        self.path = path
        display = report.displayPath(path)
        text = report.texts[path]
        quotedDisplay = []
        return true
    }

    /// One-based line and UTF-16 column of both ends of a range of this file.
    func lineColumns(of range: TextRange) -> (start: LineColumn, end: LineColumn) {
        Report.lineColumns(of: range, in: text)
    }
}
