import Analysis
import Foundation
import SourceText
import TestSupport
import Testing

/// Answers kept by a ``CompletionCache`` equal the answers computed afresh, wherever the cursor is in
/// real sheets: at the place first asked, at another place with the same context and typed word (the
/// kept items then replace that place's word), and after the cache has been filled elsewhere.
struct CompletionCacheTests {
    @Test func keptAnswersAreTheAnswersComputedAgain() throws {
        guard let folder = StylesheetTestSupport.corpusFolder("nss") else { try Test.cancel("../shared/corpus/nss is not present") }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".nss") }.sorted()
        try #require(names.count > 10)
        var random = SeededGenerator(seed: 0xCAC4E)
        var hits = 0
        for name in names {
            let text = try SourceText(bytes: [UInt8](Data(contentsOf: folder.appendingPathComponent(name))))
            let index = WorkspaceIndex(snapshot: Snapshot(files: [SnapshotFile(path: "Theme.nss", kind: .stylesheet, text: text)]))
            let statistics = CompletionStatistics(index: index)
            let cache = CompletionCache()
            // Places after a `:` and after a space come up often (the same context and empty word).
            let candidates = text.bytes.indices.filter { text.bytes[$0] == UInt8(ascii: " ") || text.bytes[$0] == UInt8(ascii: ":") }
            let offsets = (0..<40).map { _ in
                Bool.random(using: &random) && !candidates.isEmpty
                    ? candidates.randomElement(using: &random)! + 1 : Int.random(in: 0...text.bytes.count, using: &random)
            }
            for offset in offsets + offsets.shuffled(using: &random) {
                let fresh = index.completions(path: "Theme.nss", offset: offset, statistics: statistics)
                let kept = index.completions(path: "Theme.nss", offset: offset, statistics: statistics, cache: cache)
                #expect(kept == fresh, "\(name) at \(offset)")
                if !fresh.items.isEmpty { hits += 1 }
            }
        }
        #expect(hits > 100)
    }
}
