import SourceText

/// Splits `.nss` bytes into tokens as NUI 0.5 does, without ever failing: bytes NUI rejects become
/// tokens of their own kind plus a problem.
package enum NSSLexer {
    /// Byte classes, one bit per class.
    private static let identifierStartBit: UInt8 = 1
    private static let identifierContinueBit: UInt8 = 2
    private static let spaceBit: UInt8 = 4
    private static let punctuationBit: UInt8 = 8
    /// Bytes that continue a name, except `/` (which does unless `*` follows it).
    private static let nameByteBit: UInt8 = 16
    private static let lineBreakBit: UInt8 = 32

    private static let classes: [UInt8] = {
        var table = [UInt8](copies: 0, count: 256)
        for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(byte)] |= identifierStartBit | identifierContinueBit }
        for byte in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(byte)] |= identifierStartBit | identifierContinueBit }
        for byte in UInt8(ascii: "0")...UInt8(ascii: "9") { table[Int(byte)] |= identifierStartBit | identifierContinueBit }
        for byte in "-_\\.".utf8 { table[Int(byte)] |= identifierStartBit | identifierContinueBit }
        for byte in 0..<256 where table[byte] & identifierContinueBit != 0 { table[byte] |= nameByteBit }
        for byte in "#@".utf8 { table[Int(byte)] |= identifierStartBit }
        table[Int(UInt8(ascii: "/"))] |= identifierContinueBit
        for byte in " \t\n\r\u{0B}\u{0C}".utf8 { table[Int(byte)] |= spaceBit }
        for byte in "\n\r".utf8 { table[Int(byte)] |= lineBreakBit }
        for byte in ":;{}(),".utf8 { table[Int(byte)] |= punctuationBit }
        return table
    }()

    /// How many tokens of some kinds a text has: bounds the parser reserves its arrays with.
    package struct Counts: Sendable {
        package var colons = 0
        package var commas = 0
        package var leftBraces = 0
        /// `@name` tokens, `@media` included.
        package var variables = 0
    }

    package static func tokenize(_ bytes: [UInt8]) -> (tokens: [NSSToken], problems: [NSSProblem], counts: Counts) {
        var problems: [NSSProblem] = []
        var counts = Counts()
        // Every token holds at least one byte, so there are at most as many tokens as bytes.
        let tokens = [NSSToken](unsafeUninitializedCapacity: bytes.count) { output, written in
            bytes.withUnsafeBufferPointer { buffer in
                classes.withUnsafeBufferPointer { table in
                    written = tokenize(buffer, table, output, &problems, &counts)
                }
            }
        }
        return (tokens.exactlySized(), problems, counts)
    }

    /// Writes the tokens of `bytes` into `output` and returns how many it wrote.
    private static func tokenize(
        _ bytes: UnsafeBufferPointer<UInt8>, _ table: UnsafeBufferPointer<UInt8>,
        _ output: UnsafeMutableBufferPointer<NSSToken>, _ problems: inout [NSSProblem], _ counts: inout Counts
    ) -> Int {
        let count = bytes.count
        var index = 0
        var written = 0
        var colons = 0
        var commas = 0
        var leftBraces = 0
        var variables = 0
        func add(_ kind: NSSTokenKind, _ start: Int, _ end: Int) {
            (output.baseAddress! + written).initialize(to: NSSToken(kind: kind, start: start, end: end))
            written += 1
        }
        func problem(_ code: NSSProblemCode, _ start: Int, _ end: Int, _ message: String) {
            problems.append(NSSProblem(code: code, range: TextRange(start: start, end: end), message: message))
        }
        func text(_ start: Int, _ end: Int) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
        while index < count {
            let start = index
            let byte = bytes[index]
            let flags = table[Int(byte)]
            if flags & spaceBit != 0 {
                var seen = flags
                index += 1
                while index < count {
                    let next = table[Int(bytes[index])]
                    guard next & spaceBit != 0 else { break }
                    seen |= next
                    index &+= 1
                }
                add(seen & lineBreakBit != 0 ? .newline : .space, start, index)
                continue
            }
            if flags & identifierStartBit != 0 {
                index = nameEnd(bytes, from: index + 1, table)
                let length = index - start
                if byte == UInt8(ascii: "@") {
                    variables &+= 1
                    if hasPrefix(bytes, start, index, "@media") {
                        if length == 6 {
                            add(.mediaKeyword, start, index)
                        } else {
                            add(.variable, start, index)
                            problem(
                                .keywordPrefix, start, index,
                                "`\(text(start, index))` starts with the keyword `@media`, which NUI splits off; \(NSSProblem.consequence)")
                        }
                    } else {
                        add(.variable, start, index)
                    }
                } else if byte == UInt8(ascii: "a"), hasPrefix(bytes, start, index, "and") {
                    if length == 3 {
                        add(.andKeyword, start, index)
                    } else {
                        add(.identifier, start, index)
                        problem(
                            .keywordPrefix, start, index,
                            "`\(text(start, index))` starts with the keyword `and`, which NUI splits off; \(NSSProblem.consequence)")
                    }
                } else {
                    add(.identifier, start, index)
                }
                continue
            }
            if flags & punctuationBit != 0 {
                let kind: NSSTokenKind
                switch byte {
                case UInt8(ascii: ":"):
                    kind = .colon
                    colons &+= 1
                case UInt8(ascii: ";"): kind = .semicolon
                case UInt8(ascii: "{"):
                    kind = .leftBrace
                    leftBraces &+= 1
                case UInt8(ascii: "}"): kind = .rightBrace
                case UInt8(ascii: "("): kind = .leftParen
                case UInt8(ascii: ")"): kind = .rightParen
                default:
                    kind = .comma
                    commas &+= 1
                }
                index += 1
                add(kind, start, index)
                continue
            }
            switch byte {
            case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "*"):
                index += 2
                var closed = false
                while index < count {
                    if bytes[index] == UInt8(ascii: "*"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "/") {
                        index += 2
                        closed = true
                        break
                    }
                    index += 1
                }
                if closed {
                    add(.comment, start, index)
                } else {
                    add(.unterminatedComment, start, index)
                    problem(.unterminatedComment, start, start + 2, "comment is never closed with `*/`; \(NSSProblem.consequence)")
                }
            case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < count, bytes[index] != 10, bytes[index] != 13 { index += 1 }
                add(.lineComment, start, index)
                problem(.lineComment, start, index, "`//` does not start a comment in NUI (use `/* … */`); \(NSSProblem.consequence)")
            case UInt8(ascii: "!"):
                index += 1
                while index < count, table[Int(bytes[index])] & identifierContinueBit != 0 { index += 1 }
                add(.bang, start, index)
                let word = text(start, index)
                problem(
                    .important, start, index,
                    word == "!" ? "`!` is not allowed in NUI stylesheets; \(NSSProblem.consequence)"
                        : "`\(word)` does not exist in NUI; \(NSSProblem.consequence)")
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                index += 1
                while index < count, bytes[index] != byte, bytes[index] != 10, bytes[index] != 13 { index += 1 }
                if index < count, bytes[index] == byte { index += 1 }
                add(.quoted, start, index)
                problem(.quotedString, start, index, "quoted strings do not exist in NUI stylesheets (write the name without quotes); \(NSSProblem.consequence)")
            default:
                // A run of bytes NUI's tokenizer rejects: ASCII symbols or non-ASCII characters.
                index += 1
                while index < count {
                    let next = bytes[index]
                    if table[Int(next)] != 0 || next == UInt8(ascii: "/") || next == UInt8(ascii: "!") || next == UInt8(ascii: "\"")
                        || next == UInt8(ascii: "'")
                    {
                        break
                    }
                    index += 1
                }
                add(.invalid, start, index)
                problem(.invalidCharacter, start, index, "`\(text(start, index))` is not allowed in NUI stylesheets; \(NSSProblem.consequence)")
            }
        }
        counts = Counts(colons: colons, commas: commas, leftBraces: leftBraces, variables: variables)
        return written
    }

    /// Where the name continuing at `start` ends: name bytes, and `/` unless `*` follows it (`/*` right
    /// after a name starts a comment).
    @inline(__always)
    private static func nameEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, _ table: UnsafeBufferPointer<UInt8>) -> Int {
        let base = bytes.baseAddress!
        let count = bytes.count
        var index = start
        while true {
            // Four bytes a step while all four are name bytes, then one at a time.
            while index &+ 4 <= count,
                table[Int(base[index])] & table[Int(base[index &+ 1])] & table[Int(base[index &+ 2])] & table[Int(base[index &+ 3])]
                    & nameByteBit != 0
            {
                index &+= 4
            }
            while index < count, table[Int(base[index])] & nameByteBit != 0 { index &+= 1 }
            guard index < count, base[index] == UInt8(ascii: "/") else { return index }
            if index &+ 1 < count, base[index &+ 1] == UInt8(ascii: "*") { return index }
            index &+= 1
        }
    }

    private static func hasPrefix(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ prefix: StaticString) -> Bool {
        let length = prefix.utf8CodeUnitCount
        guard end - start >= length else { return false }
        let pointer = prefix.utf8Start
        for offset in 0..<length where bytes[start + offset] != pointer[offset] { return false }
        return true
    }
}
