import Diagnostics
import Foundation
import SourceText

/// Runs the rules over files of an index and applies the configured severities.
package enum Analyzer {
    /// The findings located in one file, in presentation order: every enabled rule, then suppression
    /// comments, then the configured severities.
    package static func findings(in path: String, of index: WorkspaceIndex, rules: [any Rule] = RuleRegistry.all) -> [Finding] {
        findings(in: path, of: index, rules: EnabledRules(rules, levels: index.configuration.rules))
    }

    /// At most `limit` of them, the most severe first (see ``mostSevere(_:limit:)``).
    package static func findings(in path: String, of index: WorkspaceIndex, rules: [any Rule] = RuleRegistry.all, limit: Int) -> [Finding] {
        findings(in: path, of: index, rules: EnabledRules(rules, levels: index.configuration.rules), limit: limit)
    }

    /// The same with the rules told apart by the caller, once for all the files of a run.
    package static func findings(in path: String, of index: WorkspaceIndex, rules: EnabledRules, limit: Int = .max) -> [Finding] {
        findings(in: path, of: index, rules: rules, limit: limit, reusing: nil, keepingLocal: false).findings
    }

    /// The findings of one file, and with `keepingLocal` the rule set–local rules' findings of a
    /// stylesheet, for the next run. With `earlier` (that file's local findings of an earlier run),
    /// an edit inside one rule set's braces runs the local rules over that rule set only
    /// (``RuleSetEditReuse``).
    private static func findings(
        in path: String, of index: WorkspaceIndex, rules: EnabledRules, limit: Int, reusing earlier: RuleSetLocalFindings?,
        keepingLocal: Bool, onEveryCore: Bool = false
    ) -> (findings: [Finding], local: RuleSetLocalFindings?) {
        let levels = index.configuration.rules
        let stylesheet = rules.includeStylesheetRules ? index.stylesheets.file(path) : nil
        // A rule may stop after `limit` findings of a kind only when no suppression comment can remove
        // some of them (or miss the ones it did not make).
        let ruleLimit = limit < .max && stylesheet.map({ !SuppressionScanner.mayHoldComments($0.text) }) == true ? limit : .max
        let reuse = stylesheet.flatMap { file in
            earlier.flatMap { RuleSetEditReuse(earlier: $0, file: file, path: path, index: index, ruleIDs: rules.reusableIDs) }
        }
        // Each rule's findings, in rule order; with `onEveryCore` the rules run at once (a large sheet
        // being edited is the only file a run checks).
        let order = rules.order
        let findingsOfRule = { @Sendable (slot: Int) -> [Finding] in
            let found: [Finding]
            let position = order[slot].position
            switch order[slot].kind {
            case .stylesheet:
                found = stylesheet.map { rules.stylesheetRules[position].findings(in: $0, at: path, of: index, limit: ruleLimit) } ?? []
            case .ruleSetLocal:
                found =
                    stylesheet.map { stylesheet in
                        reuse?.findings(ofRuleAt: position, rules.ruleSetLocalRules[position], in: stylesheet, of: index)
                            ?? rules.ruleSetLocalRules[position].findings(in: stylesheet, at: path, of: index, part: .whole)
                    } ?? []
            case .cascade:
                found =
                    stylesheet.map { stylesheet in
                        reuse?.findings(ofCascadeRuleAt: position, rules.cascadeRules[position], in: stylesheet, of: index, limit: ruleLimit)
                            ?? rules.cascadeRules[position].findings(in: stylesheet, at: path, of: index, limit: ruleLimit)
                    } ?? []
            case .other:
                found = stylesheet != nil && !rules.otherRuleReportsInStylesheets[position] ? [] : rules.otherRules[position].findings(in: path, of: index)
            }
            return found
        }
        let lists: [[Finding]]
        if onEveryCore {
            let slots = ConcurrentSlots<[Finding]>(count: order.count)
            DispatchQueue.concurrentPerform(iterations: order.count) { slots.store(findingsOfRule($0), at: $0) }
            lists = slots.values
        } else {
            lists = order.indices.map(findingsOfRule)
        }
        var localLists: [[Finding]] = []
        var cascadeLists: [[Finding]] = []
        for (rule, found) in zip(order, lists) {
            switch rule.kind {
            case .ruleSetLocal: if keepingLocal { localLists.append(found) }
            case .cascade: if keepingLocal { cascadeLists.append(found) }
            case .stylesheet, .other: break
            }
        }
        var result = joined(consume lists)
        let local =
            keepingLocal
            ? stylesheet.map {
                RuleSetLocalFindings(
                    index: index, file: $0, ruleIDs: rules.reusableIDs, lists: localLists, cascadeLists: cascadeLists, cascadeLimit: ruleLimit)
            } : nil
        if let file = index.snapshot.files[path] {
            result = SuppressionFilter.apply(to: result, in: file)
        }
        guard !levels.isEmpty else { return (inPresentationOrder(mostSevere(consume result, limit: limit)), local) }
        let configured = result.compactMap { finding -> Finding? in
            switch levels[finding.ruleID] {
            case .off: return nil
            case .on(let severity): return with(finding, severity: severity)
            case nil: return finding
            }
        }
        return (inPresentationOrder(mostSevere(configured, limit: limit)), local)
    }

    /// At most `limit` findings: the most severe, then the first in the file. Chosen before the
    /// presentation sort, so that a sheet with thousands of findings sorts only the ones kept (an editor
    /// is sent at most 1,000 per file).
    private static func mostSevere(_ findings: consuming [Finding], limit: Int) -> [Finding] {
        guard findings.count > limit else { return findings }
        let all = findings
        // Sorting the keys rather than the findings: comparing findings copies them, and a 1 MB sheet
        // has some 20,000.
        var keys = all.indices.map { SeverityKey(severity: all[$0].severity, range: all[$0].location.range, index: $0) }
        keys.sort()
        return keys.prefix(limit).map { all[$0.index] }
    }

    /// Where a finding goes when the most severe are chosen: severity, then range, then its place.
    private struct SeverityKey: Comparable {
        var severity: Severity
        var start: Int
        var end: Int
        var index: Int

        init(severity: Severity, range: TextRange, index: Int) {
            self.severity = severity
            start = range.start
            end = range.end
            self.index = index
        }

        static func < (a: SeverityKey, b: SeverityKey) -> Bool {
            if a.severity != b.severity { return a.severity < b.severity }
            return (a.start, a.end, a.index) < (b.start, b.end, b.index)
        }
    }

    /// The findings of each of `paths`, parallel to it, computed on every core.
    /// With `limit`, at most that many per file, the most severe first.
    package static func findingsPerFile(of index: WorkspaceIndex, paths: [String], rules: [any Rule] = RuleRegistry.all, limit: Int = .max) -> [[Finding]] {
        let results = ConcurrentSlots<[Finding]>(count: paths.count)
        let enabled = EnabledRules(rules, levels: index.configuration.rules)
        DispatchQueue.concurrentPerform(iterations: paths.count) { position in
            results.store(findings(in: paths[position], of: index, rules: enabled, limit: limit), at: position)
        }
        return results.values
    }

    /// The same, reusing for each file the rule set–local findings `earlier` holds for it (see
    /// ``RuleSetEditReuse``), and keeping those of each stylesheet among `keepingLocalOf` for the next run.
    package static func findingsPerFile(
        of index: WorkspaceIndex, paths: [String], rules: [any Rule] = RuleRegistry.all, limit: Int = .max,
        reusing earlier: [String: RuleSetLocalFindings], keepingLocalOf keeping: Set<String>
    ) -> (findings: [[Finding]], local: [String: RuleSetLocalFindings]) {
        let results = ConcurrentSlots<([Finding], RuleSetLocalFindings?)>(count: paths.count)
        let enabled = EnabledRules(rules, levels: index.configuration.rules)
        DispatchQueue.concurrentPerform(iterations: paths.count) { position in
            let path = paths[position]
            let found = findings(
                in: path, of: index, rules: enabled, limit: limit, reusing: earlier[path], keepingLocal: keeping.contains(path),
                onEveryCore: paths.count == 1)
            results.store((found.findings, found.local), at: position)
        }
        let values = results.values
        var local: [String: RuleSetLocalFindings] = [:]
        for (path, result) in zip(paths, values) where result.1 != nil { local[path] = result.1 }
        return (values.map(\.0), local)
    }

    /// The rules' lists one after the other. The longest is taken over rather than copied (a copy
    /// counts a reference for every string and list of every finding): the others are copied in
    /// around it, its own findings only moved.
    private static func joined(_ lists: consuming [[Finding]]) -> [Finding] {
        guard let longest = lists.indices.max(by: { lists[$0].count < lists[$1].count }) else { return [] }
        var result: [Finding] = []
        swap(&result, &lists[longest])
        result.insert(contentsOf: lists[..<longest].joined(), at: 0)
        for list in lists[(longest + 1)...] { result += list }
        return result
    }

    /// Sorts the list it is given in place: moving findings counts no references, copying them would.
    private static func inPresentationOrder(_ findings: consuming [Finding]) -> [Finding] {
        var sorted = findings
        // Where every finding is in one file, as the findings of a file are, ranges decide before the
        // full comparison, which starts with the paths.
        let path = sorted.first?.location.path
        let onePath = sorted.allSatisfy { $0.location.path == path }
        sorted.sort { first, second in
            let a = first.location.range
            let b = second.location.range
            if onePath, a != b { return (a.start, a.end) < (b.start, b.end) }
            return Finding.presentationOrder(first, second)
        }
        return sorted
    }

    private static func with(_ finding: Finding, severity: Severity) -> Finding {
        var changed = finding
        changed.severity = severity
        return changed
    }

    /// The findings of every file in the snapshot, computed on every core, in presentation order.
    package static func findings(of index: WorkspaceIndex, paths: [String]? = nil, rules: [any Rule] = RuleRegistry.all) -> [Finding] {
        let paths = (paths ?? index.snapshot.paths).sorted()
        let perFile = findingsPerFile(of: index, paths: paths, rules: rules)
        // Each file's findings are in presentation order already; files in path order keep it, unless
        // a file's list holds a finding located elsewhere.
        let locatedInTheirFile = zip(paths, perFile).allSatisfy { path, findings in findings.allSatisfy { $0.location.path == path } }
        guard locatedInTheirFile else { return perFile.flatMap { $0 }.sorted(by: Finding.presentationOrder) }
        return perFile.flatMap { $0 }
    }
}
