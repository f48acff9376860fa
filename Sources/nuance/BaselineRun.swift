import Analysis
import Diagnostics
import Foundation
import Reporting
import Workspace

/// `check --write-baseline FILE` and `check --baseline FILE` (or `"baseline"` in `nuance.json`): the
/// file's reading and writing, and the list of entries that no longer occur.
struct BaselineRun {
    /// The workspace root, which baseline paths are relative to.
    var root: String
    /// The checked files and folders (absolute): entries outside them are neither stale nor dropped.
    var checked: [String]

    /// The baseline file to compare with: `--baseline` (relative to the current folder), else the
    /// configuration's `baseline` (relative to the `nuance.json` that names it).
    static func path(option: String?, configuration: Configuration) -> String? {
        if let option { return URL(fileURLWithPath: option).standardizedFileURL.path }
        guard let setting = configuration.baseline else { return nil }
        let folder = configuration.path.map { URL(fileURLWithPath: $0).deletingLastPathComponent() }
            ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        return URL(fileURLWithPath: setting, relativeTo: folder).standardizedFileURL.path
    }

    static func read(_ path: String) throws -> Baseline {
        guard let bytes = try? FileReader.readBytes(path).get() else { throw CheckFailure.usage("cannot read the baseline \(path)") }
        do {
            return try Baseline(json: Data(bytes))
        } catch {
            throw CheckFailure.usage("\(path): \(error)")
        }
    }

    /// True when a baseline path (relative to the root) lies in the checked files or folders.
    func isChecked(_ relativePath: String) -> Bool {
        let absolute = relativePath.hasPrefix("/") ? relativePath : (root.hasSuffix("/") ? root : root + "/") + relativePath
        return checked.contains { absolute == $0 || absolute.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
    }

    /// Records `findings` in `path`; entries of an earlier baseline there for files outside the
    /// checked paths are kept, so checking part of the workspace does not forget the rest.
    func write(_ findings: [Finding], of report: Report, to path: String) throws {
        var entries = Baseline(findings: findings, of: report).entries
        if FileManager.default.fileExists(atPath: path), let earlier = try? Self.read(path) {
            entries += earlier.entries.filter { !isChecked($0.path) }
        }
        do {
            try Baseline(entries: entries).json.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CheckFailure.usage("cannot write \(path): \(error.localizedDescription)")
        }
        printError("recorded \(findings.count) \(findings.count == 1 ? "finding" : "findings") in \(path)")
    }

    /// Says on standard error how many findings the baseline held back, and lists its entries that no
    /// finding matched.
    func reportStale(_ filter: BaselineFilter, baselinePath: String) {
        if filter.matchedCount > 0 {
            printError("\(filter.matchedCount) \(filter.matchedCount == 1 ? "finding" : "findings") in \(baselinePath) not reported")
        }
        let stale = filter.staleEntries(isChecked: isChecked)
        guard !stale.isEmpty else { return }
        printError(
            "\(stale.count) \(stale.count == 1 ? "entry" : "entries") of \(baselinePath) no longer \(stale.count == 1 ? "occurs" : "occur") "
                + "(run --write-baseline again to remove them):")
        for entry in stale {
            StandardStreams.writeError("  \(entry.path): \(entry.rule): \(entry.message)\n")
        }
    }
}
