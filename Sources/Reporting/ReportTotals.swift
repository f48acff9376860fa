import Diagnostics

/// What a report's summary counts, added up file by file as findings are written.
package struct ReportTotals: Sendable, Equatable {
    private var bySeverity: [Severity: Int] = [:]
    /// Files with at least one finding.
    package private(set) var files = 0

    package init() {}

    package init(_ findings: [Finding]) {
        files = Set(findings.map(\.location.path)).count
        for finding in findings { bySeverity[finding.severity, default: 0] += 1 }
    }

    /// Adds the findings of one file.
    package mutating func add(_ findingsOfFile: [Finding]) {
        guard !findingsOfFile.isEmpty else { return }
        files += 1
        for finding in findingsOfFile { bySeverity[finding.severity, default: 0] += 1 }
    }

    /// Adds the totals of other files.
    package mutating func add(_ other: ReportTotals) {
        files += other.files
        bySeverity.merge(other.bySeverity, uniquingKeysWith: +)
    }

    package func count(of severity: Severity) -> Int { bySeverity[severity] ?? 0 }
}
