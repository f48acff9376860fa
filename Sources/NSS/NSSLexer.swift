import SourceText

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

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

    /// What a byte begins, for the lexer's one dispatch per token.
    private enum Start: UInt8 {
        /// Bytes NUI's tokenizer rejects.
        case rejected
        case space
        /// A name byte other than `@` and `a`, which may begin keywords.
        case name
        case at
        case letterA
        case colon, semicolon, leftBrace, rightBrace, leftParen, rightParen, comma
        case slash, bang, quote
    }

    private static let starts: [Start] = {
        var table = [Start](copies: .rejected, count: 256)
        for byte in 0..<256 where classes[byte] & identifierStartBit != 0 { table[byte] = .name }
        for byte in 0..<256 where classes[byte] & spaceBit != 0 { table[byte] = .space }
        table[Int(UInt8(ascii: "@"))] = .at
        table[Int(UInt8(ascii: "a"))] = .letterA
        let punctuation: [(Character, Start)] = [
            (":", .colon), (";", .semicolon), ("{", .leftBrace), ("}", .rightBrace), ("(", .leftParen), (")", .rightParen),
            (",", .comma), ("/", .slash), ("!", .bang), ("\"", .quote), ("'", .quote),
        ]
        for (character, start) in punctuation { table[Int(character.asciiValue!)] = start }
        return table
    }()

    /// Four spaces read as one `UInt32`.
    private static let fourSpaces = UInt32(0x2020_2020)

    /// How many tokens of some kinds a text has: bounds the parser reserves its arrays with.
    package struct Counts: Sendable {
        package var colons = 0
        package var leftBraces = 0
        /// `:` right after a variable: about the number of definitions.
        package var variableColons = 0
        /// `,` outside parentheses: about the number of selectors after the first of each rule set.
        package var outerCommas = 0
        /// `(` not yet closed where the lexer stopped.
        var openParentheses = 0
    }

    /// How many tokens the lexer writes into a scratch buffer before it moves to an array with room for
    /// one token per byte: most files have fewer, and their tokens are then copied once, to an array of
    /// their exact size.
    private static let scratchTokenCapacity = 8192
    /// The most tokens one step of the lexer's loop writes (`␣name: value;⏎`).
    private static let tokensPerStep = 8

    package static func tokenize(_ bytes: [UInt8]) -> (tokens: [NSSToken], problems: [NSSProblem], counts: Counts) {
        var problems: [NSSProblem] = []
        var counts = Counts()
        guard !bytes.isEmpty else { return ([], problems, counts) }
        let tokens = bytes.withUnsafeBufferPointer { buffer in
            classes.withUnsafeBufferPointer { table in
                starts.withUnsafeBufferPointer { starts in
                    nameBytesInPair.withUnsafeBufferPointer { pairs in
                        withUnsafeTemporaryAllocation(of: NSSToken.self, capacity: min(buffer.count, scratchTokenCapacity) + tokensPerStep) { scratch in
                            let (end, written) = tokenize(buffer, from: 0, table, starts, pairs, scratch, &problems, &counts)
                            if end == buffer.count {
                                return [NSSToken](unsafeUninitializedCapacity: written) { output, count in
                                    output.baseAddress!.initialize(from: scratch.baseAddress!, count: written)
                                    count = written
                                }
                            }
                            // Every token holds at least one byte, so the rest has at most as many tokens as bytes.
                            let rest = buffer.count - end
                            let all = [NSSToken](unsafeUninitializedCapacity: written + rest + tokensPerStep) { output, count in
                                output.baseAddress!.initialize(from: scratch.baseAddress!, count: written)
                                let more = UnsafeMutableBufferPointer(rebasing: output[written...])
                                count = written + tokenize(buffer, from: end, table, starts, pairs, more, &problems, &counts).written
                            }
                            return all.withoutLargeSlack()
                        }
                    }
                }
            }
        }
        return (tokens, problems, counts)
    }

    /// Writes the tokens of `bytes` from `index` into `output` until the end or until `output` may not
    /// have room for one more step; returns where it stopped and how many tokens it wrote. Adds to `counts`.
    private static func tokenize(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, _ table: UnsafeBufferPointer<UInt8>, _ starts: UnsafeBufferPointer<Start>,
        _ pairs: UnsafeBufferPointer<UInt8>, _ output: UnsafeMutableBufferPointer<NSSToken>, _ problems: inout [NSSProblem], _ counts: inout Counts
    ) -> (end: Int, written: Int) {
        let count = bytes.count
        let base = bytes.baseAddress!
        let out = output.baseAddress!
        let limit = output.count - tokensPerStep
        var index = start
        var written = 0
        var colons = 0
        var leftBraces = 0
        var variableColons = 0
        var outerCommas = 0
        var openParentheses = counts.openParentheses
        let lastStop = lastNameStop(base, count: count, table)
        @inline(__always) func add(_ kind: NSSTokenKind, _ start: Int, _ end: Int) {
            (out + written).initialize(to: NSSToken(kind: kind, start: start, end: end))
            written &+= 1
        }
        func problem(_ code: NSSProblemCode, _ start: Int, _ end: Int, _ message: String) {
            problems.append(NSSProblem(code: code, range: TextRange(start: start, end: end), message: message))
        }
        func text(_ start: Int, _ end: Int) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
        /// The whitespace run starting at `start` (a whitespace byte).
        @inline(__always) func spaceRun(from start: Int) -> Int {
            var seen = table[Int(base[start])]
            var index = start &+ 1
            // Indentation and alignment: spaces four at a time.
            while index &+ 4 <= count, UnsafeRawPointer(base + index).loadUnaligned(as: UInt32.self) == fourSpaces { index &+= 4 }
            while index < count {
                let next = table[Int(base[index])]
                guard next & spaceBit != 0 else { break }
                seen |= next
                index &+= 1
            }
            add(seen & lineBreakBit != 0 ? .newline : .space, start, index)
            return index
        }
        /// After a name: the `:`, single space and one-name value of `name: value;`, or the `;` and the
        /// line break of `value;`, without going back to the dispatch.
        @inline(__always) func afterName(_ index: inout Int, isVariable: Bool) {
            guard index < count else { return }
            let next = base[index]
            if next == UInt8(ascii: ":") {
                add(.colon, index, index &+ 1)
                colons &+= 1
                if isVariable { variableColons &+= 1 }
                index &+= 1
                if index < count, base[index] == UInt8(ascii: " "), index &+ 1 == count || table[Int(base[index &+ 1])] & spaceBit == 0 {
                    add(.space, index, index &+ 1)
                    index &+= 1
                }
                guard index < count else { return }
                let valueStart = starts[Int(base[index])]
                if valueStart == .at {
                    variableAndSemicolon(&index)
                    return
                }
                // A value that starts with a name, and its `;` when the name is all of it.
                guard valueStart == .name else { return }
                let value = index
                index = nameEnd(bytes, from: index &+ 1, pairs, lastStop: lastStop)
                add(.identifier, value, index)
                guard index < count, base[index] == UInt8(ascii: ";") else { return }
                semicolonAndLineBreak(&index)
            } else if next == UInt8(ascii: ";") {
                semicolonAndLineBreak(&index)
            }
        }
        /// A value that is one variable other than `@media…` and its `;`; nothing otherwise.
        @inline(__always) func variableAndSemicolon(_ index: inout Int) {
            let end = nameEnd(bytes, from: index &+ 1, pairs, lastStop: lastStop)
            guard end < count, base[end] == UInt8(ascii: ";"), !hasPrefix(bytes, index, end, "@media") else { return }
            add(.variable, index, end)
            index = end
            semicolonAndLineBreak(&index)
        }
        /// The `;` at `index` and the whitespace after it.
        @inline(__always) func semicolonAndLineBreak(_ index: inout Int) {
            add(.semicolon, index, index &+ 1)
            index &+= 1
            if index < count, table[Int(base[index])] & spaceBit != 0 {
                index = spaceRun(from: index)
            }
        }
        /// A run of bytes NUI's tokenizer rejects: ASCII symbols or non-ASCII characters.
        func rejectedRun(from start: Int) -> Int {
            var index = start + 1
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
            return index
        }
        while index < count, written <= limit {
            let start = index
            let byte = base[index]
            switch starts[Int(byte)] {
            case .space:
                index = spaceRun(from: start)
                // Most whitespace runs are followed by a name.
                if index < count, starts[Int(base[index])] == .name {
                    let name = index
                    index = nameEnd(bytes, from: index &+ 1, pairs, lastStop: lastStop)
                    add(.identifier, name, index)
                    afterName(&index, isVariable: false)
                }
            case .name:
                index = nameEnd(bytes, from: index + 1, pairs, lastStop: lastStop)
                add(.identifier, start, index)
                afterName(&index, isVariable: false)
            case .at:
                index = nameEnd(bytes, from: index + 1, pairs, lastStop: lastStop)
                if hasPrefix(bytes, start, index, "@media") {
                    if index - start == 6 {
                        add(.mediaKeyword, start, index)
                    } else {
                        add(.variable, start, index)
                        problem(
                            .keywordPrefix, start, index,
                            "`\(text(start, index))` starts with the keyword `@media`, which NUI splits off; \(NSSProblem.consequence)")
                    }
                } else {
                    add(.variable, start, index)
                    afterName(&index, isVariable: true)
                }
            case .letterA:
                index = nameEnd(bytes, from: index + 1, pairs, lastStop: lastStop)
                if hasPrefix(bytes, start, index, "and") {
                    if index - start == 3 {
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
            case .colon:
                index += 1
                add(.colon, start, index)
                colons &+= 1
            case .semicolon:
                index += 1
                add(.semicolon, start, index)
            case .leftBrace:
                index += 1
                add(.leftBrace, start, index)
                leftBraces &+= 1
            case .rightBrace:
                index += 1
                add(.rightBrace, start, index)
            case .leftParen:
                index += 1
                add(.leftParen, start, index)
                openParentheses &+= 1
            case .rightParen:
                index += 1
                add(.rightParen, start, index)
                if openParentheses > 0 { openParentheses &-= 1 }
            case .comma:
                index += 1
                add(.comma, start, index)
                if openParentheses == 0 { outerCommas &+= 1 }
            case .slash where index + 1 < count && bytes[index + 1] == UInt8(ascii: "*"):
                let closed = commentEnd(base, from: index + 2, count: count)
                index = closed ?? count
                if closed != nil {
                    add(.comment, start, index)
                } else {
                    add(.unterminatedComment, start, index)
                    problem(.unterminatedComment, start, start + 2, "comment is never closed with `*/`; \(NSSProblem.consequence)")
                }
            case .slash where index + 1 < count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < count, bytes[index] != 10, bytes[index] != 13 { index += 1 }
                add(.lineComment, start, index)
                problem(.lineComment, start, index, "`//` does not start a comment in NUI (use `/* … */`); \(NSSProblem.consequence)")
            case .bang:
                index += 1
                while index < count, table[Int(bytes[index])] & identifierContinueBit != 0 { index += 1 }
                add(.bang, start, index)
                let word = text(start, index)
                problem(
                    .important, start, index,
                    word == "!" ? "`!` is not allowed in NUI stylesheets; \(NSSProblem.consequence)"
                        : "`\(word)` does not exist in NUI; \(NSSProblem.consequence)")
            case .quote:
                index += 1
                while index < count, bytes[index] != byte, bytes[index] != 10, bytes[index] != 13 { index += 1 }
                if index < count, bytes[index] == byte { index += 1 }
                add(.quoted, start, index)
                problem(.quotedString, start, index, "quoted strings do not exist in NUI stylesheets (write the name without quotes); \(NSSProblem.consequence)")
            case .slash, .rejected:
                index = rejectedRun(from: start)
            }
        }
        counts.colons &+= colons
        counts.leftBraces &+= leftBraces
        counts.variableColons &+= variableColons
        counts.outerCommas &+= outerCommas
        counts.openParentheses = openParentheses
        return (index, written)
    }

    /// The last byte that ends any name before it (neither a name byte nor `/`) and has a byte after
    /// it, or -1: names that continue at or before it are read two bytes at a time without checking
    /// for the end of the text.
    private static func lastNameStop(_ base: UnsafePointer<UInt8>, count: Int, _ table: UnsafeBufferPointer<UInt8>) -> Int {
        var index = count &- 2
        while index >= 0, table[Int(base[index])] & nameByteBit != 0 || base[index] == UInt8(ascii: "/") { index &-= 1 }
        return index
    }

    /// For two bytes read as a little-endian `UInt16`: 2 when both are name bytes, 1 when only the
    /// first is, else 0.
    private static let nameBytesInPair: [UInt8] = [UInt8](unsafeUninitializedCapacity: 65536) { pairs, count in
        for pair in 0..<65536 {
            let first = classes[pair & 0xFF] & nameByteBit != 0
            let second = classes[pair >> 8] & nameByteBit != 0
            pairs[pair] = first ? (second ? 2 : 1) : 0
        }
        count = 65536
    }

    /// Where the name continuing at `start` ends; `lastStop` is the text's `lastNameStop`. Not inlined:
    /// inlined, its loop takes registers the lexer's loop then spills, and `afterName` is no longer inlined.
    @inline(never)
    private static func nameEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, _ pairs: UnsafeBufferPointer<UInt8>, lastStop: Int) -> Int {
        start <= lastStop ? nameEndBeforeStop(bytes.baseAddress!, from: start, pairs) : nameEndNearTheEnd(bytes, from: start, pairs)
    }

    /// Where the name continuing at `start` ends: name bytes, and `/` unless `*` follows it (`/*` right
    /// after a name starts a comment). A stop byte with a byte after it must follow `start` (see
    /// `lastNameStop`).
    @inline(__always)
    private static func nameEndBeforeStop(_ base: UnsafePointer<UInt8>, from start: Int, _ pairs: UnsafeBufferPointer<UInt8>) -> Int {
        let raw = UnsafeRawPointer(base)
        @inline(__always) func nameBytes(at index: Int) -> Int {
            Int(pairs[Int(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt16.self)))])
        }
        var index = start
        while true {
            // Four bytes a step: most names are 5 to 30 bytes long.
            while true {
                let first = nameBytes(at: index)
                if first != 2 { index &+= first; break }
                let second = nameBytes(at: index &+ 2)
                if second != 2 { index &+= 2 &+ second; break }
                index &+= 4
            }
            guard base[index] == UInt8(ascii: "/"), base[index &+ 1] != UInt8(ascii: "*") else { return index }
            index &+= 1
        }
    }

    /// `nameEndBeforeStop` for a name that may run to the end of the text.
    private static func nameEndNearTheEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, _ pairs: UnsafeBufferPointer<UInt8>) -> Int {
        var index = start
        while index < bytes.count {
            // A name byte followed by byte 0 (which is not one) counts 1.
            if pairs[Int(bytes[index])] != 0 {
                index += 1
            } else if bytes[index] == UInt8(ascii: "/"), index + 1 == bytes.count || bytes[index + 1] != UInt8(ascii: "*") {
                index += 1
            } else {
                break
            }
        }
        return index
    }

    /// After the `*/` that closes the comment whose body starts at `start`, or nil when none does.
    private static func commentEnd(_ base: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int? {
        var index = start
        while index &+ 1 < count, let star = memchr(base + index, Int32(UInt8(ascii: "*")), count &- 1 &- index) {
            index = base.distance(to: star.assumingMemoryBound(to: UInt8.self)) &+ 1
            if base[index] == UInt8(ascii: "/") { return index &+ 1 }
        }
        return nil
    }

    private static func hasPrefix(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ prefix: StaticString) -> Bool {
        let length = prefix.utf8CodeUnitCount
        guard end - start >= length else { return false }
        let pointer = prefix.utf8Start
        for offset in 0..<length where bytes[start + offset] != pointer[offset] { return false }
        return true
    }
}
