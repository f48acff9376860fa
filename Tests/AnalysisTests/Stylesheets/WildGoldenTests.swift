import Analysis
import Diagnostics
import Foundation
import SourceText
import Testing

/// Every rule over the real-world stylesheets of `../shared/wild/` (the NUI stylesheets among the
/// 1,525 public `.nss` files of `nss-silos`, and the SAP Fiori SDK's test stylesheets), each file
/// analysed alone, compared with `Golden/wild.txt` (reviewed finding by finding; re-record with
/// `NUANCE_RECORD=1`). Foreign files are left to `ContentDetectionTests`: each gets one note.
struct WildGoldenTests {
    static let goldenURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/wild.txt")

    static func wildFiles() throws -> [(name: String, bytes: [UInt8])] {
        let wild = StylesheetTestSupport.repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/wild")
        guard FileManager.default.fileExists(atPath: wild.path) else {
            try Test.cancel("../shared/wild is not present")
        }
        var files: [(String, [UInt8])] = []
        for folder in ["nss-silos", "fiori/Tests/FioriSwiftUITests/FioriThemeManager/TestResources"] {
            let url = wild.appendingPathComponent(folder)
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).filter { $0.lowercased().hasSuffix(".nss") }.sorted()
            for name in names {
                let bytes = [UInt8](FileManager.default.contents(atPath: url.appendingPathComponent(name).path) ?? Data())
                files.append(("\(folder.split(separator: "/").first!)/\(name)", bytes))
            }
        }
        return files
    }

    @Test func goldenMatches() throws {
        let files = try WildGoldenTests.wildFiles()
        var analysed: [(name: String, text: SourceText, findings: [Finding])] = []
        for (name, bytes) in files {
            let text = SourceText(bytes: bytes)
            let index = WorkspaceIndex(snapshot: Snapshot(files: [SnapshotFile(path: name, kind: .stylesheet, text: text)]))
            let findings = Analyzer.findings(in: name, of: index, rules: StylesheetRules.all)
            if findings.map(\.ruleID) == ["nss/not-nui-content"] { continue }
            analysed.append((name, text, findings))
        }
        let rendered = CorpusGoldenTests.render(analysed)
        if ProcessInfo.processInfo.environment["NUANCE_RECORD"] == "1" {
            try rendered.write(to: WildGoldenTests.goldenURL, atomically: true, encoding: .utf8)
            print("recorded \(WildGoldenTests.goldenURL.path)")
            return
        }
        let golden = try String(contentsOf: WildGoldenTests.goldenURL, encoding: .utf8)
        #expect(rendered == golden, "wild findings differ from Golden/wild.txt; re-record with NUANCE_RECORD=1 after checking")
    }
}
