import Diagnostics
import Dispatch

/// The findings of every file of one index, kept so that the next index (after an edit) needs to
/// compute only the files whose findings can have changed.
package struct FindingsByFile: Sendable {
    package let index: WorkspaceIndex
    /// Every file's findings; empty in a record made with ``init(index:recomputed:rules:)``.
    package let byPath: [String: [Finding]]
    /// The paths whose findings were computed for this index (the others were kept from the previous one).
    package let recomputed: Set<String>
    let ruleIDs: [String]

    init(index: WorkspaceIndex, byPath: [String: [Finding]], recomputed: Set<String>, ruleIDs: [String]) {
        self.index = index
        self.byPath = byPath
        self.recomputed = recomputed
        self.ruleIDs = ruleIDs
    }

    /// A record of a run whose findings the caller computed and consumed itself (with
    /// ``Analyzer/pendingPaths(of:rules:reusing:)`` and ``Analyzer/findingsPerFile(of:paths:rules:)``):
    /// as `previous` of the next run it still tells which files are unchanged.
    package init(index: WorkspaceIndex, recomputed: Set<String>, rules: [any Rule]) {
        self.init(index: index, byPath: [:], recomputed: recomputed, ruleIDs: rules.map(\.descriptor.id))
    }

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
        let pending = pendingPaths(of: index, rules: rules, reusing: previous)
        let recomputed = Set(pending)
        var kept: [String: [Finding]] = [:]
        for path in index.snapshot.paths where !recomputed.contains(path) { kept[path] = previous?.byPath[path] }
        let computed = ConcurrentSlots<[Finding]>(count: pending.count)
        let toCompute = pending
        DispatchQueue.concurrentPerform(iterations: toCompute.count) { position in
            computed.store(findings(in: toCompute[position], of: index, rules: rules), at: position)
        }
        for (path, findings) in zip(pending, computed.values) { kept[path] = findings }
        return FindingsByFile(index: index, byPath: kept, recomputed: recomputed, ruleIDs: rules.map(\.descriptor.id))
    }

    /// The paths of `index` whose findings cannot be kept from `previous` (every path without one), in
    /// path order.
    package static func pendingPaths(of index: WorkspaceIndex, rules: [any Rule], reusing previous: FindingsByFile?) -> [String] {
        let snapshot = index.snapshot
        guard let previous else { return snapshot.paths }
        let reusable = FindingsReuse(previous: previous, next: index, ruleIDs: rules.map(\.descriptor.id))
        return snapshot.paths.filter { path in
            guard let file = snapshot.files[path] else { return true }
            return !reusable.isUnchanged(file)
        }
    }
}

/// Decides which files keep their findings from a previous run.
private struct FindingsReuse {
    private let previous: FindingsByFile
    let tokensUnchanged: Bool
    let modelsUnchanged: Bool
    let stylesheetsUnchanged: Bool
    /// With a palette token file, `nuance/unused-token` reads every stylesheet and the palette colours
    /// Swift code names.
    let paletteConsumersUnchanged: Bool
    /// The Swift files that name palette colours in calls.
    private let namingPalette: Set<String>

    init(previous: FindingsByFile, next: WorkspaceIndex, ruleIDs: [String]) {
        self.previous = previous
        self.namingPalette = Set(next.swiftCode.uses.keys)
        let before = previous.index
        guard previous.ruleIDs == ruleIDs, before.configuration == next.configuration else {
            (tokensUnchanged, modelsUnchanged, stylesheetsUnchanged, paletteConsumersUnchanged) = (false, false, false, false)
            return
        }
        let reuse = IndexReuse(previous: before.snapshot, next: next.snapshot)
        if case .tokenFile = next.configuration.stylesheets.palette {
            paletteConsumersUnchanged =
                next.snapshot.sameFiles(as: before.snapshot) { $0.kind == .stylesheet } && next.swiftCode.uses == before.swiftCode.uses
                && next.models.declaredTypeNames == before.models.declaredTypeNames
        } else {
            paletteConsumersUnchanged = true
        }
        tokensUnchanged = reuse.tokensUnchanged
        modelsUnchanged = reuse.modelsUnchanged
        // `nuance/unused-palette-override` reads the palette colours Swift code names.
        stylesheetsUnchanged =
            tokensUnchanged && modelsUnchanged && reuse.stylesheetSettingsUnchanged && next.swiftCode.uses == before.swiftCode.uses
            && next.stylesheets.definesSameVariables(as: before.stylesheets)
            && next.snapshot.definedVariables == before.snapshot.definedVariables
    }

    func isUnchanged(_ file: SnapshotFile) -> Bool {
        guard let earlier = previous.index.snapshot.files[file.path], earlier.text == file.text, earlier.kind == file.kind else {
            return false
        }
        switch file.kind {
        case .stylesheet: return stylesheetsUnchanged
        case .tokens: return tokensUnchanged && paletteConsumersUnchanged
        // A model that names palette colours in calls reads the palette too.
        case .swiftModel: return modelsUnchanged && (tokensUnchanged || !namingPalette.contains(file.path))
        // Its findings read the palette only, which the stylesheets read too.
        case .swiftCode: return stylesheetsUnchanged
        case .configuration: return false
        }
    }
}
