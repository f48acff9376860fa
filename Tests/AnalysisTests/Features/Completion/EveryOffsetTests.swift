import Analysis
import Foundation
import SourceText
import Testing

/// Completion and hover at every offset of the example theme (and of half-typed copies of it): no
/// crash, every answer's range holds the cursor, and a hover through the explanation cache is the
/// fresh one.
@Suite struct EveryOffsetTests {
    static let example = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/FioriTheme")

    static func snapshot(truncatingAt fraction: Double? = nil) throws -> Snapshot {
        var files: [SnapshotFile] = []
        let paths = try FileManager.default.subpathsOfDirectory(atPath: example.path).sorted()
        for relative in paths {
            guard let kind = FileKind.byName(relative),
                let data = FileManager.default.contents(atPath: example.appendingPathComponent(relative).path)
            else { continue }
            var bytes = [UInt8](data)
            if let fraction { bytes = Array(bytes.prefix(Int(Double(bytes.count) * fraction))) }
            files.append(SnapshotFile(path: relative, kind: kind, text: SourceText(bytes: bytes)))
        }
        return Snapshot(files: files)
    }

    @Test(arguments: [nil, 0.37, 0.71])
    func answersHoldTheCursor(fraction: Double?) throws {
        let index = WorkspaceIndex(snapshot: try Self.snapshot(truncatingAt: fraction))
        let statistics = CompletionStatistics(index: index)
        let hovers = HoverCache()
        #expect(!index.snapshot.paths.isEmpty)
        for path in index.snapshot.paths {
            let text = index.snapshot.text(of: path)!
            // Every third offset keeps the test quick; each case starts at another one, so that together
            // the cases see every offset.
            let first = fraction == nil ? 0 : fraction! < 0.5 ? 1 : 2
            for offset in stride(from: first, through: text.bytes.count, by: 3) {
                for item in index.completions(path: path, offset: offset, statistics: statistics).items {
                    #expect(item.replacing.touches(offset), "completion `\(item.label)` at \(path):\(offset)")
                }
                let hover = index.hover(path: path, offset: offset)
                if let hover {
                    #expect(hover.range.touches(offset), "hover at \(path):\(offset)")
                }
                // The cache of explanations answers as a fresh computation does.
                #expect(index.hover(path: path, offset: offset, cache: hovers) == hover, "cached hover at \(path):\(offset)")
            }
            _ = index.documentColors(path: path)
            _ = index.inlayHints(path: path, range: TextRange(start: 0, end: text.bytes.count))
        }
    }
}
