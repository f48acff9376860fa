import SourceText
import Testing

struct PositionTests {
    @Test func utf16CountsSurrogatePairsAsTwo() {
        let text = SourceText("a😀b\nc")
        #expect(text.position(of: 5, encoding: .utf16) == TextPosition(line: 0, character: 3))
        #expect(text.position(of: 5, encoding: .utf8) == TextPosition(line: 0, character: 5))
        #expect(text.offset(of: TextPosition(line: 0, character: 3), encoding: .utf16) == 5)
        #expect(text.offset(of: TextPosition(line: 0, character: 2), encoding: .utf16) == 1, "inside a pair moves to its start")
    }

    @Test func lineTerminators() {
        let text = SourceText("a\r\nb\rc\nd")
        #expect(text.lineCount == 4)
        #expect(text.lineText(0) == "a")
        #expect(text.lineText(1) == "b")
        #expect(text.offset(of: TextPosition(line: 0, character: 99), encoding: .utf16) == 1)
        #expect(text.offset(of: TextPosition(line: 9, character: 0), encoding: .utf16) == text.count)
    }

    @Test func invalidUTF8IsRepaired() {
        let text = SourceText(bytes: [0x61, 0xFF, 0x62])
        #expect(text.repairedInvalidUTF8)
        #expect(text.string == "a\u{FFFD}b")
    }

    @Test func editsApplyInOrder() throws {
        let text = SourceText("hello world")
        let edited = try text.applying([
            .insert("!", at: 11), TextEdit(range: TextRange(start: 0, end: 5), replacement: "goodbye"),
        ])
        #expect(edited.string == "goodbye world!")
        #expect(throws: TextEditError.self) {
            try text.applying([.delete(TextRange(start: 0, end: 4)), .delete(TextRange(start: 2, end: 6))])
        }
    }

    /// A range's end is looked for from its start's line on: every pair of offsets, lines near and far
    /// apart and offsets past the text, gives the positions of its two ends.
    @Test func rangesGiveThePositionsOfTheirEnds() {
        let text = SourceText("a😀b\nc\r\n\n\né\nx\ny\nz\nw\nv\nlast")
        for start in -1...(text.bytes.count + 1) {
            for end in start...(text.bytes.count + 1) {
                let range = TextRange(start: start, end: end)
                for encoding in [PositionEncoding.utf8, .utf16] {
                    let both = text.positions(of: range, encoding: encoding)
                    #expect(both.start == text.position(of: start, encoding: encoding), "\(start)")
                    #expect(both.end == text.position(of: end, encoding: encoding), "\(start)..\(end)")
                }
            }
        }
    }
}
