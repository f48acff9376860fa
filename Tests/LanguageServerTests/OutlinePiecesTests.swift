import Analysis
import Foundation
import SourceText
import TestSupport
import Testing

@testable import LanguageServer

/// The outline made from the pieces kept from earlier generations equals the outline made afresh,
/// after chains of random edits (new lines, braces, characters wider than one UTF-16 unit) of the
/// real sheets of `../shared/corpus/nss`, in both position encodings, with each new index built from
/// the previous one as the server builds it.
struct OutlinePiecesTests {
    static let insertions = ["x", "\n", "}", "{", ";", "é", "😀", " Label { font-color: red; }\n", "@v: #fff;", "/*", "*/", "\r\n"]

    @Test(arguments: [PositionEncoding.utf16, .utf8])
    func keptPiecesMakeTheOutlineAFreshBuildMakes(_ encoding: PositionEncoding) throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("shared/corpus/nss")
        guard FileManager.default.fileExists(atPath: folder.path) else { try Test.cancel("../shared/corpus/nss is not present") }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".nss") }.sorted()
        try #require(names.count > 10)
        var random = SeededGenerator(seed: 0x7_11E5)
        for name in names {
            var bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
            let pieces = OutlinePieces()
            var index: WorkspaceIndex?
            for step in 0..<5 {
                let snapshot = Snapshot(files: [SnapshotFile(path: "Theme.nss", kind: .stylesheet, text: SourceText(bytes: bytes))])
                let current = WorkspaceIndex(snapshot: snapshot, reusing: index)
                let file = try #require(current.stylesheets.files["Theme.nss"])
                let kept = pieces.outline(of: file, path: "Theme.nss", encoding: encoding)
                let fresh = DocumentSymbolResult.hierarchical(
                    DocumentSymbols.outline(of: "Theme.nss", in: WorkspaceIndex(snapshot: snapshot)).map {
                        DocumentSymbol($0, in: file.text, encoding: encoding)
                    }
                ).serializedBytes()
                #expect(kept == fresh, "\(name), step \(step)")
                index = current
                let position = Int.random(in: 0...bytes.count, using: &random)
                let deleted = min(Int.random(in: 0...3, using: &random), bytes.count - position)
                bytes.replaceSubrange(position..<position + deleted, with: Array(Self.insertions.randomElement(using: &random)!.utf8))
            }
        }
    }
}
