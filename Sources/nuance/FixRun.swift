import Analysis
import ArgumentParser
import Foundation
import Reporting
import Workspace

/// `check --fix`: applies every safe fix (the editor's "fix all"), writes each changed file at once
/// (`AtomicFileWriter`), or with `--dry-run` prints the changes as a unified diff, and says on standard
/// error what it fixed. The check then reports what remains.
struct FixRun {
    var dryRun: Bool
    var root: String

    /// The index with the fixes applied, for the report of what remains.
    func apply(to index: WorkspaceIndex, paths: [String], beforeFirstOutput: () -> Void) throws -> WorkspaceIndex {
        let result = FixAllPasses.apply(to: index, paths: paths)
        beforeFirstOutput()
        var failures: [String] = []
        var total = 0
        for path in result.changedPaths {
            guard let before = result.originalTexts[path], let after = result.index.snapshot.files[path]?.text else { continue }
            let shown = Snapshot.relativePath(path, to: root)
            let count = result.fixed[path]?.count ?? 0
            total += count
            if dryRun {
                let diff = UnifiedDiff.render(
                    old: String(decoding: before.bytes, as: UTF8.self), new: String(decoding: after.bytes, as: UTF8.self), path: shown)
                StandardStreams.writeReport(Array(diff.utf8))
                printError("would fix \(Self.problems(count)) in \(shown)")
            } else {
                do {
                    try AtomicFileWriter.replace(path, expected: before.bytes, with: after.bytes)
                    printError("fixed \(Self.problems(count)) in \(shown)")
                } catch {
                    failures.append("\(error)")
                }
            }
        }
        for failure in failures { printError(failure) }
        if !failures.isEmpty { throw ExitCode(2) }
        let files = result.changedPaths.count
        if files == 0 {
            printError("nothing to fix")
        } else {
            printError("\(dryRun ? "would fix" : "fixed") \(Self.problems(total)) in \(files) \(files == 1 ? "file" : "files")")
        }
        return result.index
    }

    private static func problems(_ count: Int) -> String { count == 1 ? "1 problem" : "\(count) problems" }
}
