import Analysis

/// What `check --fix` must keep on any workspace: a fix never produces a finding that was not there
/// before (counted by file and rule), the fixes settle before the last pass, fixing the result again
/// changes nothing, and every changed file names the findings it fixed.
package enum FixInvariants {
    /// The broken invariants, as messages, and the number of files the fixes changed.
    package static func check(_ index: WorkspaceIndex, paths: [String]) -> (problems: [String], changedFiles: Int) {
        var problems: [String] = []
        let before = counts(index, paths: paths)
        let fixed = FixAllPasses.apply(to: index, paths: paths)
        let after = counts(fixed.index, paths: paths)
        // A fix that removes a shadowed declaration can remove the only use of a constant, which then
        // is unused: the unused analysis may grow, since what the fix removed never took effect.
        for (key, count) in after.sorted(by: { $0.key < $1.key }) where count > before[key, default: 0] && !key.contains(" nuance/unused-") {
            problems.append("fixing added a finding (\(key): \(before[key, default: 0]) → \(count))")
        }
        if fixed.passes >= FixAllPasses.maximumPasses { problems.append("the fixes did not settle") }
        let again = FixAllPasses.apply(to: fixed.index, paths: paths)
        if !again.changedPaths.isEmpty { problems.append("fixing twice changed \(again.changedPaths)") }
        for path in fixed.changedPaths where (fixed.fixed[path] ?? []).isEmpty {
            problems.append("\(path) changed without a fixed finding")
        }
        return (problems, fixed.changedPaths.count)
    }

    private static func counts(_ index: WorkspaceIndex, paths: [String]) -> [String: Int] {
        var result: [String: Int] = [:]
        for finding in Analyzer.findings(of: index, paths: paths) {
            result["\(finding.location.path) \(finding.ruleID)", default: 0] += 1
        }
        return result
    }
}
