import Diagnostics
import Foundation
import Reporting

/// Takes a file's findings to those `check` reports: not held back by the baseline, errors only
/// under `--quiet`. Files are filtered on every core at once; the baseline's entries are taken by
/// path, so files may take theirs in any order, one file at a time.
final class ReportedFindings: @unchecked Sendable {
    private let baseline: BaselineFilter?
    private let errorsOnly: Bool
    private let lock = NSLock()

    init(baseline: BaselineFilter?, errorsOnly: Bool) {
        self.baseline = baseline
        self.errorsOnly = errorsOnly
    }

    func callAsFunction(_ found: [Finding]) -> [Finding] {
        var findings = baseline.map { baseline in lock.withLock { baseline.newFindings(found) } } ?? found
        if errorsOnly { findings.removeAll { $0.severity != .error } }
        return findings
    }
}
