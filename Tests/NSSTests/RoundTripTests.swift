import NSS
import SourceText
import Testing
import TestSupport

/// Every byte belongs to some token, the tree's ranges are consistent, and the parser terminates, on
/// the real corpus, on random input and on mutated corpus files.
struct RoundTripTests {
    @Test func corpusRoundTrips() throws {
        let files = try corpusFiles("nss") + corpusFiles("nss-foreign")
        for (name, bytes) in files {
            let sheet = NSSStylesheet(SourceText(bytes: bytes))
            #expect(invariantViolations(sheet).isEmpty, "\(name): \(invariantViolations(sheet))")
        }
    }

    /// Text with a token per byte, more than the lexer's first guess holds.
    @Test func denseTextRoundTrips() {
        for text in [String(repeating: "a;", count: 1_000), String(repeating: "{}", count: 700) + "x", String(repeating: "%", count: 300)] {
            let sheet = NSSStylesheet(SourceText(text))
            #expect(invariantViolations(sheet).isEmpty)
            #expect(sheet.tokens.count == (text.first == "%" ? 1 : text.utf8.count))
        }
    }

    static let fragments = [
        "Button", "Label", "{", "}", ":", ";", ",", "(", ")", " ", "\n", "\t", "@x", "@media", "and", "android",
        "/*", "*/", "//", "!important", "\"", "'", "#FFF", "rgba(0,0,0,0.5)", "font-size", "12", "é", "%", "\r\n",
        "@import", "-", ".", "/", "\\",
    ]

    @Test func randomInputRoundTrips() {
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<500 {
            let count = Int.random(in: 0..<60, using: &generator)
            var text = ""
            for _ in 0..<count { text += RoundTripTests.fragments.randomElement(using: &generator)! }
            let sheet = NSSStylesheet(SourceText(text))
            #expect(invariantViolations(sheet).isEmpty, "\(text.debugDescription): \(invariantViolations(sheet))")
        }
    }

    @Test func mutatedCorpusRoundTrips() throws {
        var generator = SeededGenerator(seed: 7)
        let files = try corpusFiles("nss")
        for (name, original) in files {
            for _ in 0..<20 {
                var bytes = original
                for _ in 0..<Int.random(in: 1...6, using: &generator) where !bytes.isEmpty {
                    let position = Int.random(in: 0..<bytes.count, using: &generator)
                    switch Int.random(in: 0..<3, using: &generator) {
                    case 0: bytes.remove(at: position)
                    case 1: bytes.insert(Array("{};:@/*\"".utf8).randomElement(using: &generator)!, at: position)
                    default: bytes[position] = UInt8.random(in: 0...255, using: &generator)
                    }
                }
                let sheet = NSSStylesheet(SourceText(bytes: bytes))
                #expect(invariantViolations(sheet).isEmpty, "\(name) mutated: \(invariantViolations(sheet))")
            }
        }
    }
}
