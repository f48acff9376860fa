import Analysis
import Foundation
import JSON
import JSONRPC
import SourceText
import TestSupport
import Testing

@testable import LanguageServer

/// After each edit of a sheet with more findings than the server publishes, the diagnostics a run
/// publishes from the previous run (the spliced parse, the kept fingerprints) are the ones a fresh
/// session publishes for the final text: the same most severe, in the same order. The sheet is every
/// corpus sheet one after the other; the edits are random, most inside a rule set's braces.
@Suite struct PublishedCapTests {
    typealias Outbox = DiagnosticsRunHarness.Outbox

    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let insertions = ["x", ";", " ", "\n", "}", "@v", "#fff", "12", "font-color: red;", "font-size: 3;", "@tintColor: #000;"]
    static let path = "/w/Real.nss"

    @Test(arguments: [40, 100, 150, 400]) func incrementalRunsPublishWhatAFreshRunPublishes(limit: Int) throws {
        let folder = PublishedCapTests.repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/nss")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path).filter({ $0.hasSuffix(".nss") }).sorted(), !names.isEmpty
        else { try Test.cancel("../shared/corpus/nss is not present") }
        var bytes: [UInt8] = []
        for name in names {
            bytes += try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
            if bytes.last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
        }
        var random = SeededGenerator(seed: 26)
        let outbox = Outbox()
        var published: [DocumentURI: Int] = [:]
        var previous: DiagnosticsRun?
        let uri = "file://" + PublishedCapTests.path
        for step in 0..<12 {
            if step > 0 {
                let position =
                    DiagnosticsRunHarness.positionInsideARuleSet(of: previous?.findings.index, path: Self.path, random: &random) ?? Int.random(in: 0...bytes.count, using: &random)
                let deleted = min(Int.random(in: 0...2, using: &random), bytes.count - position)
                bytes.replaceSubrange(position..<position + deleted, with: Array(PublishedCapTests.insertions.randomElement(using: &random)!.utf8))
            }
            let snapshot = Snapshot(files: [SnapshotFile(path: PublishedCapTests.path, kind: .stylesheet, text: SourceText(bytes: bytes))])
            (previous, published) = DiagnosticsRunHarness.run(snapshot, limit: limit, previous: previous, published: published, outbox: outbox)
            let fresh = Outbox()
            _ = DiagnosticsRunHarness.run(snapshot, limit: limit, previous: nil, published: [:], outbox: fresh)
            let expected = try #require(fresh.diagnostics(of: uri)?.arrayValue)
            #expect(expected.count == limit, "the sheet has more findings than the limit")
            #expect(outbox.diagnostics(of: uri) == fresh.diagnostics(of: uri), "step \(step)")
        }
    }

}
