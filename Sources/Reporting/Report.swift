import Analysis
import Diagnostics
import SourceText
import Workspace

/// What a `check` run produced, ready to be rendered in any output format.
package struct Report: Sendable {
    package var findings: [Finding]
    /// Texts of the files findings point into, by path.
    package var texts: [String: SourceText]
    /// The workspace root: paths are shown relative to it.
    package var root: String
    package var filesChecked: Int
    /// Wall time of the run; nil leaves it out (golden tests).
    package var duration: Double?
    /// The rules that ran, for SARIF's rule table.
    package var rules: [RuleDescriptor]
    /// The published rule pages (`documentationURL` in `nuance.json`): SARIF links to them only then.
    package var documentationBaseURL: String?
    /// Files and folders that were not read, and why.
    package var skipped: [SkippedFile] = []

    package init(
        findings: [Finding], texts: [String: SourceText], root: String, filesChecked: Int, duration: Double?,
        rules: [RuleDescriptor] = RuleRegistry.all.map(\.descriptor)
    ) {
        let inOrder = zip(findings, findings.dropFirst()).allSatisfy { !Finding.presentationOrder($1, $0) }
        self.findings = inOrder ? findings : findings.sorted(by: Finding.presentationOrder)
        self.texts = texts
        self.root = root
        self.filesChecked = filesChecked
        self.duration = duration
        self.rules = rules
    }

    /// A path relative to the root when it lies inside it.
    package func displayPath(_ path: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// One-based line and UTF-16 column of both ends of a location.
    package func lineColumns(of location: Location) -> (start: LineColumn, end: LineColumn) {
        Self.lineColumns(of: location.range, in: texts[location.path])
    }

    /// One-based line and UTF-16 column of both ends of a range of `text` (1:1 when the text is unknown).
    static func lineColumns(of range: TextRange, in text: SourceText?) -> (start: LineColumn, end: LineColumn) {
        guard let text else { return (LineColumn(line: 1, column: 1), LineColumn(line: 1, column: 1)) }
        let (start, end) = text.positions(of: range, encoding: .utf16)
        return (LineColumn(line: start.line + 1, column: start.character + 1), LineColumn(line: end.line + 1, column: end.character + 1))
    }
}

/// A one-based line and column, as terminals, SARIF and GitHub count them.
package struct LineColumn: Hashable, Sendable {
    package var line: Int
    package var column: Int
}

/// The output formats of `nuance check`.
package enum OutputFormat: String, Sendable, CaseIterable {
    case human, json, sarif, github

    package func render(_ report: Report, color: Bool = false) -> String {
        ReportOutput.collect { write(report, color: color, to: $0) }
    }

    /// Writes the report to `output` as it is rendered, and flushes it.
    package func write(_ report: Report, color: Bool = false, to output: ReportOutput) {
        renderer(color: color, rules: report.rules).write(report, to: output)
        output.flush()
    }

    /// The renderer that writes this format file by file; `rules` is the table SARIF results refer to.
    package func renderer(color: Bool, rules: [RuleDescriptor]) -> any StreamingRenderer {
        switch self {
        case .human: return HumanRenderer(color: color)
        case .json: return JSONRenderer()
        case .sarif: return SARIFRenderer(rules: rules)
        case .github: return GitHubRenderer()
        }
    }
}
