import SourceText
import Testing

struct ByteNameTableTests {
    /// Names longer than eight bytes, names sharing prefixes, repeats and the empty name, in one buffer.
    static let text = "background-color,background-colour,Button,Button,,font-size,background-color,é,ButtonX"

    static func ranges() -> [(Int, Int)] {
        var ranges: [(Int, Int)] = []
        var start = 0
        let bytes = Array(text.utf8)
        for offset in 0...bytes.count where offset == bytes.count || bytes[offset] == UInt8(ascii: ",") {
            ranges.append((start, offset))
            start = offset + 1
        }
        return ranges
    }

    static func intern() -> (ids: [Int32], names: [String]) {
        var table = ByteNameTable(expectedNames: 2)
        let bytes = Array(text.utf8)
        let ids = bytes.withUnsafeBufferPointer { buffer in ranges().map { table.intern(buffer, $0.0, $0.1) } }
        return (ids, table.names)
    }

    @Test func equalBytesGetOneIDAndOneName() {
        let (ids, names) = Self.intern()
        #expect(ids == [0, 1, 2, 2, 3, 4, 0, 5, 6])
        #expect(names == ["background-color", "background-colour", "Button", "", "font-size", "é", "ButtonX"])
    }
}
