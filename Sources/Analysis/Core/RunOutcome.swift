import Diagnostics

/// Whether a `check` run fails, from its findings and the options that decide it.
package struct RunOutcome: Sendable {
    package var errors: Int
    package var warnings: Int
    package var strict: Bool
    package var maxWarnings: Int?

    package init(findings: [Finding], strict: Bool, maxWarnings: Int?) {
        self.init(
            errors: findings.filter { $0.severity == .error }.count, warnings: findings.filter { $0.severity == .warning }.count,
            strict: strict, maxWarnings: maxWarnings)
    }

    package init(errors: Int, warnings: Int, strict: Bool, maxWarnings: Int?) {
        self.errors = errors
        self.warnings = warnings
        self.strict = strict
        self.maxWarnings = maxWarnings
    }

    package var fails: Bool {
        if errors > 0 { return true }
        if strict && warnings > 0 { return true }
        if let maxWarnings, warnings > maxWarnings { return true }
        return false
    }

    /// 0 clean, 1 failing findings.
    package var exitCode: Int32 { fails ? 1 : 0 }
}
