import SourceText

/// The recursive-descent reader behind ``JSONSyntax``: one pass over the bytes, no separate token
/// stream.
struct JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var problems: [JSONProblem] = []
    var comments: [TextRange] = []
    var trailingCommas: [TextRange] = []
    /// The closing bytes the open containers wait for, innermost last.
    private var closers: [UInt8] = []
    /// JSON5's property names without quotes and strings in single quotes are accepted.
    let acceptsJSON5Names: Bool

    init(bytes: UnsafeBufferPointer<UInt8>, acceptsJSON5Names: Bool = false) {
        self.bytes = bytes
        self.acceptsJSON5Names = acceptsJSON5Names
    }

    mutating func parseDocument() -> JSONNode? {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        skipTrivia()
        guard index < bytes.count else {
            problem(.empty(at: index), "the document is empty")
            return nil
        }
        let root = parseValue()
        skipTrivia()
        if index < bytes.count {
            problem(TextRange(start: index, end: bytes.count), "unexpected text after the end of the document")
        }
        return root
    }

    // MARK: Values

    private mutating func parseValue() -> JSONNode {
        skipTrivia()
        guard index < bytes.count else {
            problem(.empty(at: index), "expected a value")
            return JSONNode(kind: .invalid, range: .empty(at: index))
        }
        switch bytes[index] {
        case .openBrace:
            return parseContainer(closer: .closeBrace)
        case .openBracket:
            return parseContainer(closer: .closeBracket)
        case .quote, .apostrophe:
            let (value, range) = parseString()
            return JSONNode(kind: .string(value), range: range)
        case .minus, UInt8(ascii: "0")...UInt8(ascii: "9"):
            return parseNumber()
        case .closeBrace, .closeBracket, .comma, .colon:
            problem(.empty(at: index), "expected a value")
            return JSONNode(kind: .invalid, range: .empty(at: index))
        default:
            return parseWord()
        }
    }

    /// `true`, `false`, `null`, or text that is no value at all.
    private mutating func parseWord() -> JSONNode {
        let start = index
        scanWord()
        let range = TextRange(start: start, end: index)
        switch word(range) {
        case "true": return JSONNode(kind: .bool(true), range: range)
        case "false": return JSONNode(kind: .bool(false), range: range)
        case "null": return JSONNode(kind: .null, range: range)
        case let other:
            problem(range, "`\(other)` is not a JSON value")
            return JSONNode(kind: .invalid, range: range)
        }
    }

    private mutating func parseNumber() -> JSONNode {
        let start = index
        var isInteger = true
        var valid = true
        if bytes[index] == .minus { index += 1 }
        let integerStart = index
        while index < bytes.count, bytes[index].isDigit { index += 1 }
        if index == integerStart { valid = false }
        if index - integerStart > 1, bytes[integerStart] == UInt8(ascii: "0") { valid = false }
        if index < bytes.count, bytes[index] == .dot {
            isInteger = false
            index += 1
            let fractionStart = index
            while index < bytes.count, bytes[index].isDigit { index += 1 }
            if index == fractionStart { valid = false }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            if index < bytes.count, bytes[index] == .plus || bytes[index] == .minus { index += 1 }
            let exponentStart = index
            while index < bytes.count, bytes[index].isDigit { index += 1 }
            if index == exponentStart { valid = false }
        }
        if index < bytes.count, bytes[index].isWordByte {
            scanWord()
            valid = false
        }
        let range = TextRange(start: start, end: index)
        guard valid else {
            problem(range, "`\(word(range))` is not a valid number")
            return JSONNode(kind: .invalid, range: range)
        }
        if isInteger, index - start <= 15 {
            var value = 0
            for position in integerStart..<index { value = value * 10 + Int(bytes[position] &- UInt8(ascii: "0")) }
            return JSONNode(kind: .number(Double(bytes[start] == .minus ? -value : value)), range: range)
        }
        return JSONNode(kind: .number(Double(word(range)) ?? 0), range: range)
    }

    /// A string in double quotes (or, with a problem, single quotes); returns the decoded value and
    /// the range including the quotes.
    private mutating func parseString() -> (String, TextRange) {
        let start = index
        let quote = bytes[index]
        if quote == .apostrophe, !acceptsJSON5Names {
            problem(.empty(at: start), "strings must be in double quotes")
        }
        index += 1
        let contentStart = index
        // Fast path: no escapes.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                let value = String(decoding: UnsafeBufferPointer(rebasing: bytes[contentStart..<index]), as: UTF8.self)
                index += 1
                return (value, TextRange(start: start, end: index))
            }
            if byte == .backslash || byte == .newline || byte == .carriageReturn { break }
            index += 1
        }
        var decoded: [UInt8] = Array(bytes[contentStart..<index])
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                index += 1
                return (String(decoding: decoded, as: UTF8.self), TextRange(start: start, end: index))
            }
            if byte == .newline || byte == .carriageReturn { break }
            if byte == .backslash {
                decodeEscape(into: &decoded)
            } else {
                decoded.append(byte)
                index += 1
            }
        }
        problem(TextRange(start: start, end: index), "unterminated string")
        return (String(decoding: decoded, as: UTF8.self), TextRange(start: start, end: index))
    }

    /// Decodes the escape at `index` (a backslash) and moves past it.
    private mutating func decodeEscape(into decoded: inout [UInt8]) {
        let escapeStart = index
        index += 1
        guard index < bytes.count else { return }
        let letter = bytes[index]
        index += 1
        switch letter {
        case .quote, .backslash, .slash: decoded.append(letter)
        case UInt8(ascii: "b"): decoded.append(0x08)
        case UInt8(ascii: "f"): decoded.append(0x0C)
        case UInt8(ascii: "n"): decoded.append(.newline)
        case UInt8(ascii: "r"): decoded.append(.carriageReturn)
        case UInt8(ascii: "t"): decoded.append(0x09)
        case UInt8(ascii: "u"):
            guard var scalar = readHex4() else {
                problem(TextRange(start: escapeStart, end: index), "invalid unicode escape")
                return
            }
            if (0xD800..<0xDC00).contains(scalar), index + 1 < bytes.count, bytes[index] == .backslash,
                bytes[index + 1] == UInt8(ascii: "u")
            {
                let save = index
                index += 2
                if let low = readHex4(), (0xDC00..<0xE000).contains(low) {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else {
                    index = save
                }
            }
            let character = Unicode.Scalar(scalar) ?? "\u{FFFD}"
            decoded.append(contentsOf: Array(String(Character(character)).utf8))
        default:
            problem(TextRange(start: escapeStart, end: index), "invalid escape sequence")
            if letter == .apostrophe { decoded.append(letter) } else { decoded.append(contentsOf: [.backslash, letter]) }
        }
    }

    private mutating func readHex4() -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for offset in 0..<4 {
            guard let digit = bytes[index + offset].hexValue else { return nil }
            value = value * 16 + UInt32(digit)
        }
        index += 4
        return value
    }

    // MARK: Objects and arrays

    /// An object (`closer` is `}`) or an array (`]`) starting at `index`.
    private mutating func parseContainer(closer: UInt8) -> JSONNode {
        let start = index
        let isObject = closer == .closeBrace
        if closers.count >= JSONSyntax.maximumDepth {
            skipNestedContainer()
            let range = TextRange(start: start, end: index)
            problem(TextRange(start: start, end: start + 1), "nesting is too deep (more than \(JSONSyntax.maximumDepth) levels)")
            return JSONNode(kind: .invalid, range: range)
        }
        index += 1
        closers.append(closer)
        defer { closers.removeLast() }
        var members: [JSONMember] = []
        // Most objects are small: one allocation instead of growing through one, two and four.
        if isObject { members.reserveCapacity(4) }
        var elements: [JSONNode] = []
        var expectsSeparator = false
        while true {
            skipTrivia()
            guard index < bytes.count else {
                problem(TextRange(start: start, end: start + 1), "missing `\(Character(Unicode.Scalar(closer)))` to close this \(isObject ? "object" : "array")")
                break
            }
            let byte = bytes[index]
            if byte == closer {
                index += 1
                break
            }
            if byte == .closeBrace || byte == .closeBracket {
                if closers.dropLast().contains(byte) {
                    problem(TextRange(start: start, end: start + 1), "missing `\(Character(Unicode.Scalar(closer)))` to close this \(isObject ? "object" : "array")")
                    break
                }
                problem(TextRange(start: index, end: index + 1), "unexpected `\(Character(Unicode.Scalar(byte)))`")
                index += 1
                continue
            }
            if byte == .comma {
                let comma = TextRange(start: index, end: index + 1)
                index += 1
                if !expectsSeparator {
                    problem(comma, "unexpected `,`")
                    continue
                }
                expectsSeparator = false
                skipTrivia()
                if index < bytes.count, bytes[index] == closer { trailingCommas.append(comma) }
                continue
            }
            if byte == .colon {
                problem(TextRange(start: index, end: index + 1), "unexpected `:`")
                index += 1
                continue
            }
            if expectsSeparator {
                let previousEnd = isObject ? members.last?.range.end ?? index : elements.last?.range.end ?? index
                problem(.empty(at: previousEnd), "expected `,` or `\(Character(Unicode.Scalar(closer)))`")
            }
            if isObject {
                guard let member = parseMember() else { continue }
                members.append(member)
            } else {
                elements.append(parseValue())
            }
            expectsSeparator = true
        }
        let range = TextRange(start: start, end: index)
        return JSONNode(kind: isObject ? .object(members.exactlySized()) : .array(elements.exactlySized()), range: range)
    }

    /// `"key": value` at `index`; `nil` (with a problem, having skipped the offending text) when no
    /// key starts here.
    private mutating func parseMember() -> JSONMember? {
        let key: String
        let keyRange: TextRange
        let byte = bytes[index]
        if byte == .quote || byte == .apostrophe {
            (key, keyRange) = parseString()
        } else if byte.isWordByte {
            let start = index
            scanWord()
            keyRange = TextRange(start: start, end: index)
            key = word(keyRange)
            if !acceptsJSON5Names { problem(keyRange, "property names must be in double quotes") }
        } else {
            let start = index
            index += 1
            while index < bytes.count, !bytes[index].isStructural, !bytes[index].isWordByte, bytes[index] != .quote {
                index += 1
            }
            problem(TextRange(start: start, end: index), "expected a property name")
            return nil
        }
        skipTrivia()
        let value: JSONNode
        if index < bytes.count, bytes[index] == .colon {
            index += 1
            value = parseValue()
        } else {
            problem(.empty(at: keyRange.end), "expected `:` after the property name")
            if index >= bytes.count || [UInt8.comma, .closeBrace, .closeBracket].contains(bytes[index]) {
                value = JSONNode(kind: .invalid, range: .empty(at: keyRange.end))
            } else {
                value = parseValue()
            }
        }
        return JSONMember(key: key, keyRange: keyRange, value: value, range: TextRange(start: keyRange.start, end: max(keyRange.end, value.range.end)))
    }

    /// Moves past a container without building it (strings and comments respected).
    private mutating func skipNestedContainer() {
        var depth = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case .openBrace, .openBracket:
                depth += 1
                index += 1
            case .closeBrace, .closeBracket:
                depth -= 1
                index += 1
                if depth == 0 { return }
            case .quote:
                index += 1
                while index < bytes.count, bytes[index] != .quote, bytes[index] != .newline {
                    index += bytes[index] == .backslash ? 2 : 1
                }
                index = min(index + 1, bytes.count)
            default:
                index += 1
            }
        }
    }

    // MARK: Trivia and helpers

    private mutating func skipTrivia() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == .space || byte == .newline || byte == .carriageReturn || byte == 0x09 {
                index += 1
            } else if byte == .slash, index + 1 < bytes.count, bytes[index + 1] == .slash {
                let start = index
                while index < bytes.count, bytes[index] != .newline, bytes[index] != .carriageReturn { index += 1 }
                comments.append(TextRange(start: start, end: index))
            } else if byte == .slash, index + 1 < bytes.count, bytes[index + 1] == .star {
                let start = index
                index += 2
                var closed = false
                while index + 1 < bytes.count {
                    if bytes[index] == .star, bytes[index + 1] == .slash {
                        index += 2
                        closed = true
                        break
                    }
                    index += 1
                }
                if !closed {
                    index = bytes.count
                    problem(TextRange(start: start, end: start + 2), "unterminated comment")
                }
                comments.append(TextRange(start: start, end: index))
            } else {
                return
            }
        }
    }

    /// Moves past a run of word bytes (at least one byte).
    private mutating func scanWord() {
        index += 1
        while index < bytes.count, bytes[index].isWordByte { index += 1 }
    }

    private func word(_ range: TextRange) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range.start..<range.end]), as: UTF8.self)
    }

    private mutating func problem(_ range: TextRange, _ message: String) {
        problems.append(JSONProblem(range: range, message: message))
    }
}

extension UInt8 {
    fileprivate static let openBrace = UInt8(ascii: "{")
    fileprivate static let closeBrace = UInt8(ascii: "}")
    fileprivate static let openBracket = UInt8(ascii: "[")
    fileprivate static let closeBracket = UInt8(ascii: "]")
    fileprivate static let quote = UInt8(ascii: "\"")
    fileprivate static let apostrophe = UInt8(ascii: "'")
    fileprivate static let comma = UInt8(ascii: ",")
    fileprivate static let colon = UInt8(ascii: ":")
    fileprivate static let minus = UInt8(ascii: "-")
    fileprivate static let plus = UInt8(ascii: "+")
    fileprivate static let dot = UInt8(ascii: ".")
    fileprivate static let slash = UInt8(ascii: "/")
    fileprivate static let backslash = UInt8(ascii: "\\")
    fileprivate static let star = UInt8(ascii: "*")
    fileprivate static let space = UInt8(ascii: " ")
    fileprivate static let newline = UInt8(ascii: "\n")
    fileprivate static let carriageReturn = UInt8(ascii: "\r")

    fileprivate var isDigit: Bool { self >= 0x30 && self <= 0x39 }

    /// Bytes that separate values: brackets, comma, colon, quotes, whitespace, and `/` (comments).
    fileprivate var isStructural: Bool {
        switch self {
        case .openBrace, .closeBrace, .openBracket, .closeBracket, .comma, .colon, .quote, .apostrophe,
            .space, .newline, .carriageReturn, 0x09, .slash:
            return true
        default:
            return false
        }
    }

    /// Bytes that continue an unquoted word (`true`, `12px`, `NaN`, an unquoted key).
    fileprivate var isWordByte: Bool { !isStructural }

    fileprivate var hexValue: UInt8? {
        switch self {
        case 0x30...0x39: return self - 0x30
        case 0x41...0x46: return self - 0x41 + 10
        case 0x61...0x66: return self - 0x61 + 10
        default: return nil
        }
    }
}
