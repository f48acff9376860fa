import Diagnostics
import SourceText

/// The result of applying "fix all" to files until nothing is left to fix.
package struct FixedWorkspace: Sendable {
    /// The index of the snapshot with every fix applied (the one it started from when nothing changed).
    package var index: WorkspaceIndex
    /// The files whose text changed, with their text before the first fix, by path.
    package var originalTexts: [String: SourceText]
    /// The findings the fixes resolved, by path.
    package var fixed: [String: [Finding]]
    /// How many passes applied at least one fix.
    package var passes: Int

    /// The changed paths, in order.
    package var changedPaths: [String] { originalTexts.keys.sorted() }
}

/// `nuance check --fix`: the editor's "fix all" (``CodeActions/safeFixes(in:findings:)``) applied to
/// every file, then the files analysed again and fixed again, until a pass finds nothing to fix (a
/// fix can uncover another, and fixes that clash in one pass are taken in the next). Applying the
/// result a second time changes nothing.
package enum FixAllPasses {
    /// A fix that keeps producing fixable findings stops here.
    package static let maximumPasses = 10

    package static func apply(to start: WorkspaceIndex, paths: [String]) -> FixedWorkspace {
        var index = start
        var originals: [String: SourceText] = [:]
        var fixed: [String: [Finding]] = [:]
        var passes = 0
        let sortedPaths = paths.sorted()
        while passes < maximumPasses {
            var snapshot = index.snapshot
            var changed = false
            for (path, findings) in zip(sortedPaths, Analyzer.findingsPerFile(of: index, paths: sortedPaths)) {
                let safe = CodeActions.safeFixes(in: path, findings: findings)
                // A file whose invalid UTF-8 was repaired on reading is left alone: writing it would
                // change bytes no fix touched.
                guard !safe.edits.isEmpty, let file = snapshot.files[path], !file.text.repairedInvalidUTF8, let text = try? file.text.applying(safe.edits),
                    text.bytes != file.text.bytes
                else { continue }
                if originals[path] == nil { originals[path] = file.text }
                fixed[path, default: []] += safe.fixed
                snapshot.files[path] = SnapshotFile(path: path, kind: file.kind, text: text)
                changed = true
            }
            guard changed else { break }
            passes += 1
            index = WorkspaceIndex(snapshot: snapshot, reusing: index)
        }
        return FixedWorkspace(index: index, originalTexts: originals, fixed: fixed, passes: passes)
    }
}
