import SourceText

/// Splits `.nss` bytes into tokens as NUI 0.5 does, without ever failing: bytes NUI rejects become
/// tokens of their own kind plus a problem.
package enum NSSLexer {
    package static func tokenize(_ bytes: [UInt8]) -> (tokens: [NSSToken], problems: [NSSProblem]) {
        var lexer = Lexer(bytes: bytes)
        lexer.run()
        return (lexer.tokens, lexer.problems)
    }

    /// Spaces, tabs, line breaks, vertical tabs and form feeds.
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }

    static func isLineBreak(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }

    /// Bytes a name continues with (besides `/`): ASCII letters and digits, `-`, `_`, `\` and `.`.
    static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "\\"), UInt8(ascii: "."):
            return true
        default:
            return false
        }
    }

    /// Bytes a name starts with: name bytes, `#` and `@`.
    static func startsName(_ byte: UInt8) -> Bool {
        isNameByte(byte) || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "@")
    }

    /// The kind of a one-byte punctuation token.
    static func punctuation(_ byte: UInt8) -> NSSTokenKind? {
        switch byte {
        case UInt8(ascii: ":"): .colon
        case UInt8(ascii: ";"): .semicolon
        case UInt8(ascii: "{"): .leftBrace
        case UInt8(ascii: "}"): .rightBrace
        case UInt8(ascii: "("): .leftParen
        case UInt8(ascii: ")"): .rightParen
        case UInt8(ascii: ","): .comma
        default: nil
        }
    }

    private struct Lexer {
        let bytes: [UInt8]
        var index = 0
        var tokens: [NSSToken] = []
        var problems: [NSSProblem] = []

        init(bytes: [UInt8]) { self.bytes = bytes }

        func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

        func text(_ start: Int, _ end: Int) -> String { String(decoding: bytes[start..<end], as: UTF8.self) }

        func hasPrefix(_ prefix: StaticString, _ start: Int, _ end: Int) -> Bool {
            prefix.withUTF8Buffer { prefix in end - start >= prefix.count && bytes[start..<(start + prefix.count)].elementsEqual(prefix) }
        }

        /// The end of the run of bytes from `start` on that `continues` accepts (it gets the text and
        /// the offset of a byte): the hot loops of names and spaces, on the buffer.
        @inline(__always)
        func end(of start: Int, _ continues: (UnsafeBufferPointer<UInt8>, Int) -> Bool) -> Int {
            bytes.withUnsafeBufferPointer { buffer in
                var end = start
                while end < buffer.count, continues(buffer, end) { end += 1 }
                return end
            }
        }

        mutating func add(_ kind: NSSTokenKind, _ start: Int) {
            tokens.append(NSSToken(kind: kind, start: start, end: index))
        }

        mutating func problem(_ code: NSSProblemCode, _ start: Int, _ end: Int, _ message: String) {
            problems.append(NSSProblem(code: code, range: TextRange(start: start, end: end), message: message))
        }

        mutating func run() {
            while index < bytes.count {
                let start = index
                let first = bytes[index]
                index += 1
                if NSSLexer.isSpace(first) {
                    index = end(of: index) { buffer, at in NSSLexer.isSpace(buffer[at]) }
                    let hasLineBreak = bytes[start..<index].contains(where: NSSLexer.isLineBreak)
                    add(hasLineBreak ? .newline : .space, start)
                } else if NSSLexer.startsName(first) {
                    name(from: start)
                } else if let kind = NSSLexer.punctuation(first) {
                    add(kind, start)
                } else if first == UInt8(ascii: "/"), byte(at: index) == UInt8(ascii: "*") {
                    comment(from: start)
                } else if first == UInt8(ascii: "/"), byte(at: index) == UInt8(ascii: "/") {
                    while let next = byte(at: index), !NSSLexer.isLineBreak(next) { index += 1 }
                    add(.lineComment, start)
                    problem(.lineComment, start, index, "`//` does not start a comment in NUI (use `/* … */`); \(NSSProblem.consequence)")
                } else if first == UInt8(ascii: "!") {
                    while let next = byte(at: index), NSSLexer.isNameByte(next) || next == UInt8(ascii: "/") { index += 1 }
                    add(.bang, start)
                    let word = text(start, index)
                    problem(
                        .important, start, index,
                        word == "!"
                            ? "`!` is not allowed in NUI stylesheets; \(NSSProblem.consequence)"
                            : "`\(word)` does not exist in NUI; \(NSSProblem.consequence)")
                } else if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
                    while let next = byte(at: index), next != first, !NSSLexer.isLineBreak(next) { index += 1 }
                    if byte(at: index) == first { index += 1 }
                    add(.quoted, start)
                    problem(
                        .quotedString, start, index,
                        "quoted strings do not exist in NUI stylesheets (write the name without quotes); \(NSSProblem.consequence)")
                } else {
                    rejected(from: start)
                }
            }
        }

        /// A name, variable or keyword: name bytes, and `/` unless `*` follows it (`/*` right after a
        /// name starts a comment).
        mutating func name(from start: Int) {
            index = end(of: index) { buffer, at in
                NSSLexer.isNameByte(buffer[at]) || (buffer[at] == UInt8(ascii: "/") && (at + 1 == buffer.count || buffer[at + 1] != UInt8(ascii: "*")))
            }
            switch bytes[start] {
            case UInt8(ascii: "@") where hasPrefix("@media", start, index):
                if index - start == 6 {
                    add(.mediaKeyword, start)
                } else {
                    add(.variable, start)
                    problem(
                        .keywordPrefix, start, index,
                        "`\(text(start, index))` starts with the keyword `@media`, which NUI splits off; \(NSSProblem.consequence)")
                }
            case UInt8(ascii: "@"):
                add(.variable, start)
            case UInt8(ascii: "a") where hasPrefix("and", start, index):
                if index - start == 3 {
                    add(.andKeyword, start)
                } else {
                    add(.identifier, start)
                    problem(
                        .keywordPrefix, start, index,
                        "`\(text(start, index))` starts with the keyword `and`, which NUI splits off; \(NSSProblem.consequence)")
                }
            default:
                add(.identifier, start)
            }
        }

        /// `/* … */`, or `/* …` to the end of the text.
        mutating func comment(from start: Int) {
            index += 1
            while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && byte(at: index + 1) == UInt8(ascii: "/")) { index += 1 }
            if index < bytes.count {
                index += 2
                add(.comment, start)
            } else {
                add(.unterminatedComment, start)
                problem(.unterminatedComment, start, start + 2, "comment is never closed with `*/`; \(NSSProblem.consequence)")
            }
        }

        /// A run of bytes NUI's tokenizer rejects: ASCII symbols or non-ASCII characters, up to a byte
        /// that starts another token.
        mutating func rejected(from start: Int) {
            while let next = byte(at: index), !NSSLexer.isSpace(next), !NSSLexer.startsName(next), NSSLexer.punctuation(next) == nil,
                !"/!\"'".utf8.contains(next)
            {
                index += 1
            }
            add(.invalid, start)
            problem(.invalidCharacter, start, index, "`\(text(start, index))` is not allowed in NUI stylesheets; \(NSSProblem.consequence)")
        }
    }
}
