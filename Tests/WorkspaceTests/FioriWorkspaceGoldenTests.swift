import Analysis
import Diagnostics
import Foundation
import SourceText
import Testing
import TestSupport
import Workspace

/// SAP's cloud-sdk-ios-fiori as its maintainers check it out (`../shared/wild/fiori`), checked with zero
/// configuration: every finding of the whole run, reviewed, in `Golden/fiori.txt` (re-record with
/// `NUANCE_RECORD=1` after reviewing the difference), and each sub-folder checked alone gets exactly
/// its share of them.
struct FioriWorkspaceGoldenTests {
    static var fioriFolder: String? {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = repository.deletingLastPathComponent().appendingPathComponent("shared/wild/fiori").standardizedFileURL.path
        return FileManager.default.fileExists(atPath: folder + "/Package.swift") ? folder : nil
    }

    static let goldenPath = GoldenFile.directory() + "/Golden/fiori.txt"

    /// `path:line:column: severity: message [rule]`, paths relative to the root, in path and offset order.
    static func check(_ path: String) -> (root: String, lines: [String]) {
        let workspace = WorkspaceLoader.load(containing: path, scope: [path])
        let index = WorkspaceIndex(snapshot: workspace.snapshot)
        let inScope = workspace.snapshot.paths.filter { WorkspaceLoader.path($0, isUnder: path) }
        let findings = Analyzer.findings(of: index, paths: inScope).sorted {
            ($0.location.path, $0.location.range.start, $0.ruleID, $0.message) < ($1.location.path, $1.location.range.start, $1.ruleID, $1.message)
        }
        let lines = findings.map { finding -> String in
            let text = workspace.snapshot.text(of: finding.location.path)
            let position = text?.position(of: finding.location.range.start, encoding: .utf8)
            let relative = Snapshot.relativePath(finding.location.path, to: workspace.root)
            return "\(relative):\((position?.line ?? 0) + 1):\((position?.character ?? 0) + 1): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]"
        }
        return (workspace.root, lines)
    }

    @Test func wholeRunMatchesTheReviewedGolden() throws {
        guard let folder = Self.fioriFolder else {
            try Test.cancel("../shared/wild/fiori is not present")
        }
        let whole = Self.check(folder)
        #expect(whole.root == folder)
        #expect(!whole.lines.contains { $0.contains(folder) }, "no absolute path in a message")
        let rendered = whole.lines.joined(separator: "\n") + "\n"
        if let difference = GoldenFile.check(rendered, against: Self.goldenPath) { Issue.record(Comment(rawValue: difference)) }
    }

    @Test(arguments: [
        "Sources/FioriSwiftUICore/_ComponentProtocols", "Sources/FioriSwiftUICore/_ComponentProtocols/BaseComponentProtocols.swift",
        "Sources/FioriSwiftUICore/Models", "Sources/FioriSwiftUICore", "Sources", "sourcery",
    ])
    func aSubFolderGetsItsShareOfTheWholeRun(_ folder: String) throws {
        guard let root = Self.fioriFolder else {
            try Test.cancel("../shared/wild/fiori is not present")
        }
        let golden = try String(contentsOfFile: Self.goldenPath, encoding: .utf8).split(separator: "\n").map(String.init)
        let part = Self.check(root + "/" + folder)
        #expect(part.root == root)
        let separator = folder.hasSuffix(".swift") ? ":" : "/"
        #expect(part.lines == golden.filter { $0.hasPrefix(folder + separator) })
    }
}
