import JSON
import TestSupport
import Testing

/// `JSONText.appendQuoted` writes a string as json-c does, whether the bytes that need escaping fall
/// inside an eight-byte block, at its edges or nowhere.
@Suite struct JSONTextTests {
    /// Bytes on either side of each that needs escaping, the escaped ones and the start of UTF-8 sequences.
    static let pieces: [String] = [
        "a", "Z", "0", " ", "!", "\"", "#", "[", "\\", "]", "\u{1F}", "\u{00}", "\u{01}", "\n", "\t", "\u{08}", "\u{0C}", "\r",
        "\u{7F}", "é", "😀", "—", "sapBrandColor", "/",
    ]

    @Test func quotedStringsAreWhatJSONCWrites() {
        var generator = SeededGenerator(seed: 0x5EA_8B17E)
        for _ in 0..<5000 {
            let count = Int.random(in: 0...40, using: &generator)
            // Mostly plain letters, so that runs of eight or more bytes without an escape are common.
            let string = (0..<count).map { _ in
                Int.random(in: 0..<4, using: &generator) == 0 ? Self.pieces.randomElement(using: &generator)! : "x"
            }.joined()
            var bytes: [UInt8] = []
            JSONText.appendQuoted(string, to: &bytes)
            let expected = JSONValue.string(string).serialized()
            let same = bytes == expected
            #expect(same, "\(string.debugDescription): \(String(decoding: bytes, as: UTF8.self))")
        }
    }

    @Test(arguments: 0..<17)
    func anEscapeAtEveryPlaceOfABlock(_ place: Int) {
        for special in ["\"", "\\", "\u{00}", "\u{1F}", "\n"] {
            let string = String(repeating: "a", count: place) + special + String(repeating: "b", count: 16 - place)
            var bytes: [UInt8] = []
            JSONText.appendQuoted(string, to: &bytes)
            #expect(bytes == JSONValue.string(string).serialized(), "\(string.debugDescription)")
        }
    }

    /// Integers of every length, and those at each power of ten, are written as `String` writes them.
    @Test func integersAreTheirDecimalDigits() {
        var values: [Int] = [0, 9, 10, 99, 100, 101, 999, 1000, Int.max, -1, -10, Int.min]
        var power = 1
        for _ in 0..<18 {
            power *= 10
            values += [power - 1, power, power + 1]
        }
        var generator = SeededGenerator(seed: 0xD161_75)
        values += (0..<2000).map { _ in Int.random(in: 0...Int.max, using: &generator) >> Int.random(in: 0..<63, using: &generator) }
        for value in values {
            var bytes: [UInt8] = []
            JSONText.appendInteger(value, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == String(value))
        }
    }
}
