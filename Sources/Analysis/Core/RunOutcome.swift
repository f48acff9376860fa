/// Whether a `check` run fails, from its error and warning counts and the options that decide it.
package struct RunOutcome: Sendable {
    package var errors: Int
    package var warnings: Int
    package var strict: Bool
    package var maxWarnings: Int?

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
