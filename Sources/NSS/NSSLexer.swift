import SourceText

/// Splits `.nss` bytes into tokens as NUI 0.5 does, without ever failing: bytes NUI rejects become
/// tokens of their own kind plus a problem.
package enum NSSLexer {
    package static func tokenize(_ bytes: [UInt8]) -> (tokens: [NSSToken], problems: [NSSProblem]) {
        let tokenized = tokenizeCounting(bytes)
        return (tokenized.tokens, tokenized.problems)
    }

    /// The tokens, problems and counts of the tokens that make the nodes, for the parser to reserve its arrays.
    static func tokenizeCounting(_ bytes: [UInt8]) -> (tokens: [NSSToken], problems: [NSSProblem], counts: NSSTokenCounts) {
        if let tokenized = tokenize(bytes, room: bytes.count / bytesPerTokenEstimate + 16) {
            return (tokenized.tokens.withoutLargeSlack(), tokenized.problems, tokenized.counts)
        }
        // Every token holds at least one byte.
        let tokenized = tokenize(bytes, room: bytes.count)!
        return (tokenized.tokens.withoutLargeSlack(), tokenized.problems, tokenized.counts)
    }

    /// The tokens written straight into an array with room for `room` of them (no check of the
    /// array's uniqueness per token, no copies as it grows), or nil when the text has more.
    private static func tokenize(_ bytes: [UInt8], room: Int) -> (tokens: [NSSToken], problems: [NSSProblem], counts: NSSTokenCounts)? {
        var problems: [NSSProblem] = []
        var counts = NSSTokenCounts()
        var isComplete = false
        let tokens = [NSSToken](unsafeUninitializedCapacity: room) { buffer, initializedCount in
            NSSByteClass.table.withUnsafeBufferPointer { classes in
                bytes.withUnsafeBufferPointer { bytes in
                    var lexer = Lexer(bytes: bytes, classes: classes, tokens: buffer)
                    isComplete = lexer.run()
                    initializedCount = lexer.tokenCount
                    problems = lexer.problems
                    counts = lexer.counts
                }
            }
        }
        return isComplete ? (tokens, problems, counts) : nil
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

    /// Bytes per token the token array is first reserved for: the `.nss` files of `../shared` have
    /// five or more, so that a text is seldom lexed twice.
    static let bytesPerTokenEstimate = 4

    private struct Lexer {
        let bytes: UnsafeBufferPointer<UInt8>
        let classes: UnsafeBufferPointer<NSSByteClass>
        let tokens: UnsafeMutableBufferPointer<NSSToken>
        var tokenCount = 0
        var problems: [NSSProblem] = []
        var counts = NSSTokenCounts()
        var braceDepth = 0

        init(bytes: UnsafeBufferPointer<UInt8>, classes: UnsafeBufferPointer<NSSByteClass>, tokens: UnsafeMutableBufferPointer<NSSToken>) {
            self.bytes = bytes
            self.classes = classes
            self.tokens = tokens
        }

        mutating func add(_ kind: NSSTokenKind, _ start: Int, _ end: Int) {
            tokens.initializeElement(at: tokenCount, to: NSSToken(kind: kind, start: start, end: end))
            tokenCount += 1
        }

        func text(_ start: Int, _ end: Int) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self) }

        func byteClass(at offset: Int) -> NSSByteClass { classes[Int(bytes[offset])] }

        /// True when the name `start..<end` begins with `prefix`.
        func hasPrefix(_ prefix: StaticString, _ start: Int, _ end: Int) -> Bool {
            let count = prefix.utf8CodeUnitCount
            guard end - start >= count else { return false }
            let prefix = prefix.utf8Start
            for offset in 0..<count where bytes[start + offset] != prefix[offset] { return false }
            return true
        }

        mutating func problem(_ code: NSSProblemCode, _ start: Int, _ end: Int, _ message: String) {
            problems.append(NSSProblem(code: code, range: TextRange(start: start, end: end), message: message))
        }

        /// Lexes the text until its end (returns true) or until the token array is full (false). Each
        /// turn of the loop adds one token.
        mutating func run() -> Bool {
            let count = bytes.count
            var index = 0
            while index < count {
                guard tokenCount < tokens.count else { return false }
                let start = index
                let first = byteClass(at: index)
                index += 1
                switch first {
                case .name, .nameStart:
                    index = nameEnd(from: index)
                    name(start, index)
                case .space, .lineBreak:
                    var hasLineBreak = first == .lineBreak
                    while true {
                        while index < count, byteClass(at: index) == .space { index += 1 }
                        guard index < count, byteClass(at: index) == .lineBreak else { break }
                        hasLineBreak = true
                        index += 1
                    }
                    add(hasLineBreak ? .newline : .space, start, index)
                case .colon:
                    add(.colon, start, index)
                    if braceDepth > 0 { counts.colonsInBraces += 1 } else { counts.colonsOutsideBraces += 1 }
                case .semicolon: add(.semicolon, start, index)
                case .leftBrace:
                    add(.leftBrace, start, index)
                    counts.leftBraces += 1
                    braceDepth += 1
                case .rightBrace:
                    add(.rightBrace, start, index)
                    braceDepth -= 1
                case .leftParen: add(.leftParen, start, index)
                case .rightParen: add(.rightParen, start, index)
                case .comma: add(.comma, start, index)
                case .slash:
                    if index < count, bytes[index] == UInt8(ascii: "*") {
                        index = comment(from: start)
                    } else if index < count, bytes[index] == UInt8(ascii: "/") {
                        while index < count, byteClass(at: index) != .lineBreak { index += 1 }
                        add(.lineComment, start, index)
                        problem(.lineComment, start, index, "`//` does not start a comment in NUI (use `/* … */`); \(NSSProblem.consequence)")
                    } else {
                        index = rejected(from: start)
                    }
                case .bang:
                    while index < count, byteClass(at: index) == .name || bytes[index] == UInt8(ascii: "/") { index += 1 }
                    add(.bang, start, index)
                    let word = text(start, index)
                    problem(
                        .important, start, index,
                        word == "!"
                            ? "`!` is not allowed in NUI stylesheets; \(NSSProblem.consequence)"
                            : "`\(word)` does not exist in NUI; \(NSSProblem.consequence)")
                case .quote:
                    let quote = bytes[start]
                    while index < count, bytes[index] != quote, byteClass(at: index) != .lineBreak { index += 1 }
                    if index < count, bytes[index] == quote { index += 1 }
                    add(.quoted, start, index)
                    problem(
                        .quotedString, start, index,
                        "quoted strings do not exist in NUI stylesheets (write the name without quotes); \(NSSProblem.consequence)")
                case .rejected:
                    index = rejected(from: start)
                }
            }
            return true
        }

        /// The end of a name whose first byte is before `index`: name bytes, and `/` unless `*` follows
        /// it (`/*` right after a name starts a comment).
        func nameEnd(from index: Int) -> Int {
            var end = index
            while true {
                while end < bytes.count, byteClass(at: end) == .name { end += 1 }
                guard end < bytes.count, bytes[end] == UInt8(ascii: "/"), end + 1 == bytes.count || bytes[end + 1] != UInt8(ascii: "*") else { return end }
                end += 1
            }
        }

        /// The token of the name, variable or keyword `start..<end`.
        mutating func name(_ start: Int, _ end: Int) {
            switch bytes[start] {
            case UInt8(ascii: "@") where hasPrefix("@media", start, end):
                if end - start == 6 {
                    add(.mediaKeyword, start, end)
                } else {
                    add(.variable, start, end)
                    problem(
                        .keywordPrefix, start, end,
                        "`\(text(start, end))` starts with the keyword `@media`, which NUI splits off; \(NSSProblem.consequence)")
                }
            case UInt8(ascii: "@"):
                add(.variable, start, end)
            case UInt8(ascii: "a") where hasPrefix("and", start, end):
                if end - start == 3 {
                    add(.andKeyword, start, end)
                } else {
                    add(.identifier, start, end)
                    problem(
                        .keywordPrefix, start, end,
                        "`\(text(start, end))` starts with the keyword `and`, which NUI splits off; \(NSSProblem.consequence)")
                }
            default:
                add(.identifier, start, end)
            }
        }

        /// `/* … */`, or `/* …` to the end of the text; returns its end.
        mutating func comment(from start: Int) -> Int {
            var index = start + 2
            while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
            guard index + 1 < bytes.count else {
                add(.unterminatedComment, start, bytes.count)
                problem(.unterminatedComment, start, start + 2, "comment is never closed with `*/`; \(NSSProblem.consequence)")
                return bytes.count
            }
            add(.comment, start, index + 2)
            return index + 2
        }

        /// A run of bytes NUI's tokenizer rejects: ASCII symbols or non-ASCII characters, up to a byte
        /// that starts another token; returns its end.
        mutating func rejected(from start: Int) -> Int {
            var index = start + 1
            while index < bytes.count, byteClass(at: index) == .rejected { index += 1 }
            add(.invalid, start, index)
            problem(.invalidCharacter, start, index, "`\(text(start, index))` is not allowed in NUI stylesheets; \(NSSProblem.consequence)")
            return index
        }
    }
}
