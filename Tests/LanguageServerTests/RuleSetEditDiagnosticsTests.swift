import Analysis
import Foundation
import JSON
import JSONRPC
import SourceText
import TestSupport
import Testing

@testable import LanguageServer

/// After each edit of an open sheet, mostly inside one rule set's braces, the diagnostics a run
/// publishes from the previous run (the rule set–local findings kept and checked again in the edited
/// rule set only) are the ones a fresh session publishes for the final text: for every corpus sheet
/// and for all of them one after the other, under the server's limit and above it.
@Suite struct RuleSetEditDiagnosticsTests {
    typealias Outbox = DiagnosticsRunHarness.Outbox

    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let insertions = [
        "x", ";", " ", "\n", "}", "@v", "#fff", "12", "font-color: red;", "font-colour: red;", "text-align: centre;", "primary1",
        "tint-color: #000;", "@tintColor: #000;",
    ]
    static let path = "/w/Real.nss"

    @Test(arguments: [150, 1000]) func incrementalRunsOfAnOpenSheetPublishWhatAFreshRunPublishes(limit: Int) throws {
        let folder = RuleSetEditDiagnosticsTests.repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/nss")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path).filter({ $0.hasSuffix(".nss") }).sorted(), !names.isEmpty
        else { try Test.cancel("../shared/corpus/nss is not present") }
        var sheets = try names.map { name in (name, try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))) }
        sheets.append(("all sheets", sheets.flatMap { $0.1 + [UInt8(ascii: "\n")] }))
        var random = SeededGenerator(seed: 1527)
        let uri = "file://" + RuleSetEditDiagnosticsTests.path
        let uris = [RuleSetEditDiagnosticsTests.path: DocumentURI(uri)]
        var keptLocalFindings = 0
        for (name, original) in sheets {
            var bytes = original
            let outbox = Outbox()
            var published: [DocumentURI: Int] = [:]
            var previous: DiagnosticsRun?
            for step in 0..<(name == "all sheets" ? 12 : 4) {
                if step > 0 {
                    let position =
                        DiagnosticsRunHarness.positionInsideARuleSet(of: previous?.findings.index, path: Self.path, random: &random)
                        ?? Int.random(in: 0...bytes.count, using: &random)
                    let deleted = min(Int.random(in: 0...2, using: &random), bytes.count - position)
                    bytes.replaceSubrange(
                        position..<position + deleted, with: Array(RuleSetEditDiagnosticsTests.insertions.randomElement(using: &random)!.utf8))
                }
                let snapshot = Snapshot(files: [SnapshotFile(path: RuleSetEditDiagnosticsTests.path, kind: .stylesheet, text: SourceText(bytes: bytes))])
                (previous, published) = DiagnosticsRunHarness.run(snapshot, uris: uris, limit: limit, previous: previous, published: published, outbox: outbox)
                if previous?.localFindings.isEmpty == false { keptLocalFindings += 1 }
                let fresh = Outbox()
                _ = DiagnosticsRunHarness.run(snapshot, uris: uris, limit: limit, previous: nil, published: [:], outbox: fresh)
                #expect(outbox.diagnostics(of: uri) == fresh.diagnostics(of: uri), "\(name), step \(step)")
            }
        }
        // Every edited step but the ones whose edit went to no run's kept findings.
        #expect(keptLocalFindings > sheets.count * 2)
    }

}
