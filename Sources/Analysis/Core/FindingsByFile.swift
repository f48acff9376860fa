import Diagnostics
import Dispatch

/// The findings of every file of one index, kept so that the next index (after an edit) needs to
/// compute only the files whose findings can have changed.
package struct FindingsByFile: Sendable {
    package let index: WorkspaceIndex
    package let byPath: [String: [Finding]]
    /// The paths whose findings were computed for this index (the others were kept from the previous one).
    package let recomputed: Set<String>
    let ruleIDs: [String]

    /// Every finding in presentation order.
    package var all: [Finding] { byPath.values.flatMap { $0 }.sorted(by: Finding.presentationOrder) }
}

extension Analyzer {
    /// The findings of every file of `index`. A file keeps its findings from `previous` when its text,
    /// the configuration, the rules and everything its rules read from other files are unchanged:
    /// token files depend on every token file, model files on every model file, and stylesheets on the
    /// palette, the derived classes and the variables other stylesheets define.
    package static func findingsByFile(
        of index: WorkspaceIndex, rules: [any Rule] = RuleRegistry.all, reusing previous: FindingsByFile? = nil
    ) -> FindingsByFile {
        let ruleIDs = rules.map(\.descriptor.id)
        let snapshot = index.snapshot
        var kept: [String: [Finding]] = [:]
        var pending: [String] = []
        let reusable = previous.map { FindingsReuse(previous: $0, next: index, ruleIDs: ruleIDs) }
        for path in snapshot.paths {
            if let reusable, let file = snapshot.files[path], let findings = reusable.findings(for: file) {
                kept[path] = findings
            } else {
                pending.append(path)
            }
        }
        let computed = ConcurrentSlots<[Finding]>(count: pending.count)
        let toCompute = pending
        DispatchQueue.concurrentPerform(iterations: toCompute.count) { position in
            computed.store(findings(in: toCompute[position], of: index, rules: rules), at: position)
        }
        for (path, findings) in zip(pending, computed.values) { kept[path] = findings }
        return FindingsByFile(index: index, byPath: kept, recomputed: Set(pending), ruleIDs: ruleIDs)
    }
}

/// Decides which files keep their findings from a previous run.
private struct FindingsReuse {
    let previous: FindingsByFile
    let tokensUnchanged: Bool
    let modelsUnchanged: Bool
    let stylesheetsUnchanged: Bool

    init(previous: FindingsByFile, next: WorkspaceIndex, ruleIDs: [String]) {
        self.previous = previous
        let before = previous.index
        guard previous.ruleIDs == ruleIDs, before.configuration == next.configuration else {
            (tokensUnchanged, modelsUnchanged, stylesheetsUnchanged) = (false, false, false)
            return
        }
        let reuse = IndexReuse(previous: before.snapshot, next: next.snapshot)
        tokensUnchanged = reuse.tokensUnchanged
        modelsUnchanged = reuse.modelsUnchanged
        stylesheetsUnchanged =
            tokensUnchanged && modelsUnchanged && reuse.stylesheetSettingsUnchanged
            && next.stylesheets.definesSameVariables(as: before.stylesheets)
    }

    func findings(for file: SnapshotFile) -> [Finding]? {
        guard let earlier = previous.index.snapshot.files[file.path], earlier.text == file.text, earlier.kind == file.kind else { return nil }
        let unchanged: Bool
        switch file.kind {
        case .stylesheet: unchanged = stylesheetsUnchanged
        case .tokens: unchanged = tokensUnchanged
        case .swiftModel: unchanged = modelsUnchanged
        case .configuration: unchanged = false
        }
        return unchanged ? previous.byPath[file.path] : nil
    }
}
