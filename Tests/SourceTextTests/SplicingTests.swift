import SourceText
import Testing
import TestSupport

@Suite struct SplicingTests {
    /// Pieces that stress the line table: every terminator, terminators split by an edit, non-ASCII.
    private static let pieces = ["a", "bc", "\n", "\r", "\r\n", "é", "😀", " ", "\n\n", "x\r", "\ny"]

    @Test func replacingGivesTheTextApplyingGives() throws {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<3000 {
            let original = SourceText((0..<Int(generator.next() % 12)).map { _ in SplicingTests.pieces.randomElement(using: &generator)! }.joined())
            let start = Int(generator.next() % UInt64(original.count + 1))
            let end = start + Int(generator.next() % UInt64(original.count - start + 1))
            let replacement = (0..<Int(generator.next() % 4)).map { _ in SplicingTests.pieces.randomElement(using: &generator)! }.joined()
            let range = TextRange(start: start, end: end)
            let expected = try original.applying([TextEdit(range: range, replacement: replacement)])
            let spliced = try original.replacing(range, with: replacement)
            #expect(spliced == expected, "\(original.string.debugDescription) \(range) \(replacement.debugDescription)")
        }
    }

    @Test func successiveEditsKeepTheLineTable() throws {
        var text = SourceText(String(repeating: "@name: #0A6ED1;\r\n/* é */\n", count: 50))
        var generator = SeededGenerator(seed: 11)
        for _ in 0..<500 {
            let start = Int(generator.next() % UInt64(text.count + 1))
            let end = min(text.count, start + Int(generator.next() % 8))
            let replacement = SplicingTests.pieces.randomElement(using: &generator)!
            text = try text.replacing(TextRange(start: start, end: end), with: replacement)
            let fresh = SourceText(bytes: text.bytes)
            #expect(text.lineStarts == fresh.lineStarts && text.nonASCIILines == fresh.nonASCIILines)
        }
    }

    @Test func outOfBoundsIsAnError() {
        #expect(throws: TextEditError.self) { try SourceText("abc").replacing(TextRange(start: 1, end: 4), with: "") }
    }
}
