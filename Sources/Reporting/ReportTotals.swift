import Diagnostics

/// What a report's summary counts, added up file by file as findings are written.
package struct ReportTotals: Sendable, Equatable {
    private var errors = 0
    private var warnings = 0
    private var information = 0
    private var hints = 0
    /// Files with at least one finding.
    package private(set) var files = 0

    package init() {}

    package init(_ findings: [Finding]) {
        files = Set(findings.map(\.location.path)).count
        for finding in findings { count(finding.severity) }
    }

    /// Adds the findings of one file.
    package mutating func add(_ findingsOfFile: [Finding]) {
        guard !findingsOfFile.isEmpty else { return }
        files += 1
        for finding in findingsOfFile { count(finding.severity) }
    }

    /// Adds the totals of other files.
    package mutating func add(_ other: ReportTotals) {
        files += other.files
        errors += other.errors
        warnings += other.warnings
        information += other.information
        hints += other.hints
    }

    package func count(of severity: Severity) -> Int {
        switch severity {
        case .error: errors
        case .warning: warnings
        case .information: information
        case .hint: hints
        }
    }

    private mutating func count(_ severity: Severity) {
        switch severity {
        case .error: errors += 1
        case .warning: warnings += 1
        case .information: information += 1
        case .hint: hints += 1
        }
    }
}
