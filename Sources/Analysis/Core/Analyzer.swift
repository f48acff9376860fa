import Diagnostics
import Foundation

/// Runs the rules over files of an index and applies the configured severities.
package enum Analyzer {
    /// The findings located in one file, in presentation order.
    package static func findings(in path: String, of index: WorkspaceIndex, rules: [any Rule] = RuleRegistry.all) -> [Finding] {
        let levels = index.configuration.rules
        var result: [Finding] = []
        for rule in rules {
            let configured = levels[rule.descriptor.id]
            if case .off = configured { continue }
            // A rule may raise one finding above its default severity (a value that crashes the app); a
            // configured level applies to all of its findings.
            for var finding in rule.findings(in: path, of: index) {
                if case .on(let severity) = configured { finding.severity = severity }
                result.append(finding)
            }
        }
        return result.sorted(by: Finding.presentationOrder)
    }

    /// The findings of every file in the snapshot, computed on every core, in presentation order.
    package static func findings(of index: WorkspaceIndex, rules: [any Rule] = RuleRegistry.all) -> [Finding] {
        let paths = index.snapshot.paths
        let results = FindingSlots(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { position in
            results.store(findings(in: paths[position], of: index, rules: rules), at: position)
        }
        return results.all.sorted(by: Finding.presentationOrder)
    }
}

/// Per-file results written from concurrent workers, each to its own slot.
private final class FindingSlots: @unchecked Sendable {
    private var slots: [[Finding]]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: [], count: count) }

    func store(_ findings: [Finding], at position: Int) {
        lock.withLock { slots[position] = findings }
    }

    var all: [Finding] { lock.withLock { slots.flatMap { $0 } } }
}
