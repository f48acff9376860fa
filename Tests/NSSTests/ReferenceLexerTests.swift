import NSS
import SourceText
import Testing
import TestSupport

/// The lexer against an independent byte-at-a-time reading of NUI's token rules, on random text,
/// mutated corpus files and the corpus.
struct ReferenceLexerTests {
    /// A token as `kind start end`, and the same for a whole text.
    static func referenceTokens(_ bytes: [UInt8]) -> [String] {
        func isSpace(_ byte: UInt8) -> Bool { " \t\n\r\u{0B}\u{0C}".utf8.contains(byte) }
        func isNameByte(_ byte: UInt8) -> Bool {
            (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || (byte >= 48 && byte <= 57) || "-_\\.".utf8.contains(byte)
        }
        func startsName(_ byte: UInt8) -> Bool { isNameByte(byte) || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "@") }
        func byteAt(_ index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }
        func hasPrefix(_ start: Int, _ end: Int, _ prefix: String) -> Bool {
            end - start >= prefix.utf8.count && Array(bytes[start..<start + prefix.utf8.count]) == Array(prefix.utf8)
        }
        var tokens: [String] = []
        var index = 0
        while index < bytes.count {
            let start = index
            let byte = bytes[index]
            let kind: NSSTokenKind
            if isSpace(byte) {
                while let next = byteAt(index), isSpace(next) { index += 1 }
                kind = bytes[start..<index].contains { $0 == 10 || $0 == 13 } ? .newline : .space
            } else if startsName(byte) {
                index += 1
                while let next = byteAt(index), isNameByte(next) || (next == UInt8(ascii: "/") && byteAt(index + 1) != UInt8(ascii: "*")) {
                    index += 1
                }
                if byte == UInt8(ascii: "@") {
                    kind = hasPrefix(start, index, "@media") && index - start == 6 ? .mediaKeyword : .variable
                } else if byte == UInt8(ascii: "a") {
                    kind = hasPrefix(start, index, "and") && index - start == 3 ? .andKeyword : .identifier
                } else {
                    kind = .identifier
                }
            } else if let single = [":": NSSTokenKind.colon, ";": .semicolon, "{": .leftBrace, "}": .rightBrace, "(": .leftParen, ")": .rightParen, ",": .comma][
                Character(Unicode.Scalar(byte))]
            {
                index += 1
                kind = single
            } else if byte == UInt8(ascii: "/"), byteAt(index + 1) == UInt8(ascii: "*") {
                index += 2
                while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && byteAt(index + 1) == UInt8(ascii: "/")) { index += 1 }
                if index < bytes.count {
                    index += 2
                    kind = .comment
                } else {
                    kind = .unterminatedComment
                }
            } else if byte == UInt8(ascii: "/"), byteAt(index + 1) == UInt8(ascii: "/") {
                while let next = byteAt(index), next != 10, next != 13 { index += 1 }
                kind = .lineComment
            } else if byte == UInt8(ascii: "!") {
                index += 1
                while let next = byteAt(index), isNameByte(next) || next == UInt8(ascii: "/") { index += 1 }
                kind = .bang
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                index += 1
                while let next = byteAt(index), next != byte, next != 10, next != 13 { index += 1 }
                if byteAt(index) == byte { index += 1 }
                kind = .quoted
            } else {
                index += 1
                let stops = Array(":;{}(),/!\"'#@".utf8)
                while let next = byteAt(index), !isSpace(next), !startsName(next), !stops.contains(next) { index += 1 }
                kind = .invalid
            }
            tokens.append("\(kind) \(start) \(index)")
        }
        return tokens
    }

    static func check(_ bytes: [UInt8], _ label: String) {
        let text = SourceText(bytes: bytes)
        let (tokens, _) = NSSLexer.tokenize(text.bytes)
        let actual = tokens.map { "\($0.kind) \($0.start) \($0.end)" }
        let expected = referenceTokens(text.bytes)
        #expect(actual == expected, "\(label): first difference at token \(zip(actual, expected).prefixCount { $0.0 == $0.1 })")
    }

    static let fragments = [
        "Button", "font-color", "#FF0000", "12", "Assets/bg.png", "a", "and", "andy", "@media", "@mediax", "@primary", "@", "#",
        ":", ";", "{", "}", "(", ")", ",", " ", "  ", "\t", "\n", "\r\n", "\r", "\u{0B}", "/*", "*/", "/* c */", "//", "/", "*",
        "!", "!important", "\"", "'", "%", ">", "é", "+", "\n    ", "color: @primary;\n", "x: 1; ", "\0", "name/", "a/*",
        "/** x **/", "/* a * b */", "/*/", "*/*", "a/b", "a//b", "\r\n/* c\r\n */", "    ", "\n        ", "   \n    \t", "\r\n    ",
        "x: @media;", "x: @mediax;", "x: @a:b;", "x:@a;", "x: @a",
    ]

    static func randomText(_ generator: inout SeededGenerator, pieces: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        for _ in 0..<pieces {
            if Int.random(in: 0..<12, using: &generator) == 0 {
                bytes.append(UInt8.random(in: 0...127, using: &generator))
            } else {
                bytes += fragments.randomElement(using: &generator)!.utf8
            }
        }
        return bytes
    }

    @Test func randomTextMatchesTheReference() {
        var generator = SeededGenerator(seed: 7)
        for round in 0..<400 {
            // Every tenth text has several thousand tokens.
            let bytes = ReferenceLexerTests.randomText(&generator, pieces: round % 10 == 0 ? Int.random(in: 6_000..<14_000, using: &generator) : Int.random(in: 0..<80, using: &generator))
            ReferenceLexerTests.check(bytes, "random \(round)")
        }
    }

    /// Texts with fewer bytes per token than the lexer first makes room for (one-byte tokens), of
    /// lengths around that room: the lexer reads them again with room for one token per byte.
    @Test func denseTextMatchesTheReference() {
        var generator = SeededGenerator(seed: 13)
        let bytes = Array(":;{}(),a ".utf8)
        for length in [0, 1, 15, 16, 17, 20, 21, 22, 63, 64, 65, 66, 67, 100, 1_000, 20_000] {
            let text = (0..<length).map { _ in bytes.randomElement(using: &generator)! }
            ReferenceLexerTests.check(text, "dense \(length)")
        }
    }

    /// Every prefix and suffix of a text with names of every length up to nine, `/` inside and after
    /// names, and runs of spaces: the lexer reads names and spaces near the end of the text differently.
    @Test func prefixesAndSuffixesMatchTheReference() {
        let text = Array("a bc def ghij klmno pqrstu vwxyz01 23456789 abcdefghi a/b ab/ abc/*c*/ x/ y//\n  A{b:c;}\r\n    @d:e;\t ".utf8)
        for end in 0...text.count { ReferenceLexerTests.check(Array(text[..<end]), "prefix \(end)") }
        for start in 0...text.count { ReferenceLexerTests.check(Array(text[start...]), "suffix \(start)") }
    }

    @Test func corpusAndMutatedCorpusMatchTheReference() throws {
        var generator = SeededGenerator(seed: 11)
        for (name, bytes) in try corpusFiles("nss") + corpusFiles("nss-foreign") {
            ReferenceLexerTests.check(bytes, name)
            for round in 0..<5 {
                var mutated = bytes
                let at = Int.random(in: 0...mutated.count, using: &generator)
                if Bool.random(using: &generator), at < mutated.count {
                    mutated.removeSubrange(at..<min(mutated.count, at + Int.random(in: 1..<40, using: &generator)))
                } else {
                    mutated.insert(contentsOf: ReferenceLexerTests.randomText(&generator, pieces: 3), at: at)
                }
                ReferenceLexerTests.check(mutated, "\(name) mutated \(round)")
            }
        }
    }
}

extension Sequence {
    /// How many leading elements satisfy `predicate`.
    fileprivate func prefixCount(while predicate: (Element) -> Bool) -> Int {
        var count = 0
        for element in self {
            guard predicate(element) else { break }
            count += 1
        }
        return count
    }
}
