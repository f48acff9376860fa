import Analysis
import Diagnostics
import Foundation
import SourceText
import TestSupport
import Testing

/// The findings of a file with a limit (what the server publishes) are the `limit` most severe of
/// all its findings, the first in the file among equals, in presentation order: for every corpus
/// sheet, and for all of them one after the other (where variables are defined many times), with
/// limits that cut them in every severity.
struct MostSevereFindingsTests {
    @Test func limitedFindingsOfCorpusSheetsAreTheMostSevereOfAll() throws {
        guard let folder = StylesheetTestSupport.corpusFolder("nss") else { try Test.cancel("../shared/corpus/nss is not present") }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".nss") }.sorted()
        try #require(names.count > 10)
        var cut = 0
        var sheets = try names.map { name in (name, try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))) }
        sheets.append(("all sheets", sheets.flatMap { $0.1 + [UInt8(ascii: "\n")] }))
        for (name, bytes) in sheets {
            let text = SourceText(bytes: bytes)
            let index = WorkspaceIndex(snapshot: Snapshot(files: [SnapshotFile(path: "Theme.nss", kind: .stylesheet, text: text)]))
            let all = Analyzer.findings(in: "Theme.nss", of: index)
            for limit in Set([1, 7, 100, 150, 300, all.count / 3, all.count / 2, all.count - 1]) where limit > 0 && limit < all.count {
                cut += 1
                let limited = Analyzer.findings(in: "Theme.nss", of: index, limit: limit)
                #expect(limited == MostSevereFindingsTests.mostSevere(all, limit: limit), "\(name), limit \(limit)")
            }
        }
        #expect(cut > 20)
    }

    /// A plain model: every finding ranked by severity, then by its range, then by its place in
    /// presentation order; the first `limit` kept, in presentation order.
    static func mostSevere(_ findings: [Finding], limit: Int) -> [Finding] {
        let ranked = findings.enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            if x.severity != y.severity { return x.severity < y.severity }
            if x.location.range.start != y.location.range.start { return x.location.range.start < y.location.range.start }
            if x.location.range.end != y.location.range.end { return x.location.range.end < y.location.range.end }
            return a.offset < b.offset
        }
        let kept = Set(ranked.prefix(limit).map(\.offset))
        return findings.indices.filter { kept.contains($0) }.map { findings[$0] }
    }
}
