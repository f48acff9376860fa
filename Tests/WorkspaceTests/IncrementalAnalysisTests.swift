import Analysis
import Diagnostics
import Foundation
import SourceText
import Testing
import Workspace

/// After an edit, an index and findings built from the previous ones (reusing what did not change)
/// equal those built from scratch, for edits of every file of the example workspace.
struct IncrementalAnalysisTests {
    static let example: Snapshot = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return WorkspaceLoader.load(containing: root.appendingPathComponent("Examples/FioriTheme").path).snapshot
    }()

    /// Edits that leave a file's meaning alone, change what other files see, or break the file.
    static func edits(of text: SourceText) -> [(label: String, text: SourceText)] {
        let string = text.string
        let lines = string.split(separator: "\n", omittingEmptySubsequences: false)
        return [
            ("append a blank line", SourceText(string + "\n")),
            ("delete the first line", SourceText(lines.dropFirst().joined(separator: "\n"))),
            ("rename every `@` name", SourceText(string.replacingOccurrences(of: "@", with: "@renamed"))),
            ("rename every `.` path", SourceText(string.replacingOccurrences(of: "color.", with: "colour."))),
            ("keep the first half", SourceText(String(string.prefix(string.count / 2)))),
            ("empty the file", SourceText("")),
        ]
    }

    @Test func everyEditMatchesAnAnalysisFromScratch() throws {
        let base = IncrementalAnalysisTests.example
        try #require(base.files.count > 5, "the example workspace is missing")
        let baseRun = Analyzer.findingsByFile(of: WorkspaceIndex(snapshot: base))
        #expect(baseRun.all == Analyzer.findings(of: WorkspaceIndex(snapshot: base)))
        for path in base.paths {
            let file = try #require(base.files[path])
            for edit in IncrementalAnalysisTests.edits(of: file.text) {
                var edited = base
                edited.files[path] = SnapshotFile(path: path, kind: file.kind, text: edit.text)
                let incremental = Analyzer.findingsByFile(of: WorkspaceIndex(snapshot: edited, reusing: baseRun.index), reusing: baseRun)
                let fresh = Analyzer.findings(of: WorkspaceIndex(snapshot: edited))
                #expect(incremental.all == fresh, "\(edit.label) of \(path)")
                let back = Analyzer.findingsByFile(of: WorkspaceIndex(snapshot: base, reusing: incremental.index), reusing: incremental)
                #expect(back.all == baseRun.all, "undoing \(edit.label) of \(path)")
            }
        }
    }

    @Test func anUnchangedSnapshotRecomputesNothing() {
        let base = IncrementalAnalysisTests.example
        let first = Analyzer.findingsByFile(of: WorkspaceIndex(snapshot: base))
        let second = Analyzer.findingsByFile(of: WorkspaceIndex(snapshot: base, reusing: first.index), reusing: first)
        #expect(second.recomputed.allSatisfy { base.files[$0]?.kind == .configuration })
        #expect(second.all == first.all)
    }
}
