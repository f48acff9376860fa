import Diagnostics
import Testing

/// A `MessageText` reads exactly as `String` interpolation of the same literal.
struct MessageTextTests {
    private enum Scheme { case elevatedContrast }

    @Test(arguments: [0, 7, -7, 10, 99, 100, -100, 4_294_967_296, Int.max, Int.min])
    func integersReadAsStringInterpolationWritesThem(value: Int) {
        let message: MessageText = "ratio \(value):1"
        #expect(message.string == "ratio \(value):1")
    }

    @Test func piecesOfEveryKindKeepTheirOrderAndBytes() {
        let name = "Bütton–Ünïcode"
        let slice = name.dropFirst(2)
        let message: MessageText = "`\(name)` \(slice) on \(Scheme.elevatedContrast), \(1.5) and \(true)…"
        #expect(message.string == "`\(name)` \(slice) on \(Scheme.elevatedContrast), \(1.5) and \(true)…")
    }

    @Test func plainLiteralsAndEmptyPiecesReadAsWritten() {
        let empty = ""
        let plain: MessageText = "every background"
        let onlyEmpty: MessageText = "\(empty)"
        #expect(plain.string == "every background")
        #expect(onlyEmpty.string == "")
    }

    @Test(arguments: [1, 31, 32, 33, 100, 1_000, 100_000])
    func longPiecesReadAsWritten(length: Int) {
        let long = String(repeating: "é", count: length)
        let message: MessageText = "a\(long)b\(long)c\(length)"
        #expect(message.string == "a\(long)b\(long)c\(length)")
    }

    @Test func randomMessagesReadAsStringInterpolation() {
        var generator = SystemRandomNumberGenerator()
        let words = ["", "x", "font-color", "#0A6ED1", "ünï", "🎨 palette", String(repeating: "w", count: 200)]
        for _ in 0..<500 {
            let first = words.randomElement(using: &generator)!
            let second = words.randomElement(using: &generator)!
            let number = Int.random(in: -1_000_000...1_000_000, using: &generator)
            let message: MessageText = "\(first)·\(number)`\(second)`\(first)"
            #expect(message.string == "\(first)·\(number)`\(second)`\(first)")
        }
    }
}
