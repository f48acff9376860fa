import SourceText

/// What a line is, read the way Sourcery reads lines: by their first characters.
package enum LineKind: Sendable, Hashable {
    case blank
    /// Starts with `//`, `/*` or `*`.
    case comment
    /// Starts with `///` or `/**`.
    case documentationComment
    /// Only attributes (`@objc`, `@available(iOS 14, *)`, `@MainActor`).
    case attribute
    /// Starts with `#` (`#if`, `#endif`).
    case directive
    /// A `sourcery:begin`, `sourcery:end`, `sourcery:file` or `sourcery:inline` line.
    case marker
    /// Code.
    case other
}

/// Classifies lines on demand and remembers the answers.
struct LineClassifier {
    let text: SourceText
    let version: SourceryVersion
    private var cache: [LineKind?]

    /// `markerLines`: the lines holding a marker comment.
    init(text: SourceText, version: SourceryVersion, markerLines: some Sequence<Int>) {
        self.text = text
        self.version = version
        self.cache = Array(repeating: nil, count: text.lineCount)
        for line in markerLines { cache[line] = .marker }
    }

    var lineCount: Int { text.lineCount }

    /// The line's content without leading and trailing spaces and tabs.
    func trimmedRange(_ line: Int) -> TextRange {
        AnnotationGrammar.trim(text.bytes, text.lineRange(line))
    }

    mutating func kind(_ line: Int) -> LineKind {
        if let known = cache[line] { return known }
        let kind = classify(line)
        cache[line] = kind
        return kind
    }

    /// Lines the upward walk goes through: comments, documentation, attributes and `#` lines. Current
    /// releases stop at a line that is only `*/`.
    mutating func continuesWalk(_ line: Int) -> Bool {
        switch kind(line) {
        case .comment, .documentationComment:
            return !(version == .current && isOnlyClosingComment(line))
        case .attribute, .directive: return true
        default: return false
        }
    }

    /// Whether the line directly above a declaration lets the walk start: a continuing line that
    /// starts with `//`, `@` or `#`, or ends with `*/` (a line in the middle of a `/* */` does not).
    mutating func letsWalkStart(_ line: Int) -> Bool {
        guard continuesWalk(line) else { return false }
        let range = trimmedRange(line)
        let bytes = text.bytes
        if starts(range, with: "//") || starts(range, with: "@") || starts(range, with: "#") { return true }
        return range.length >= 2 && bytes[range.end - 2] == UInt8(ascii: "*") && bytes[range.end - 1] == UInt8(ascii: "/")
    }

    func isOnlyClosingComment(_ line: Int) -> Bool {
        let range = trimmedRange(line)
        return range.length == 2 && starts(range, with: "*/")
    }

    func starts(_ range: TextRange, with prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard range.length >= count else { return false }
        let prefixBytes = UnsafeBufferPointer(start: prefix.utf8Start, count: count)
        for index in 0..<count where text.bytes[range.start + index] != prefixBytes[index] { return false }
        return true
    }

    private func classify(_ line: Int) -> LineKind {
        let range = trimmedRange(line)
        if range.isEmpty { return .blank }
        let bytes = text.bytes
        switch bytes[range.start] {
        case UInt8(ascii: "/"):
            guard range.length >= 2 else { return .other }
            let second = bytes[range.start + 1]
            guard second == UInt8(ascii: "/") || second == UInt8(ascii: "*") else { return .other }
            return range.length >= 3 && bytes[range.start + 2] == second ? .documentationComment : .comment
        case UInt8(ascii: "*"): return .comment
        case UInt8(ascii: "#"): return .directive
        case UInt8(ascii: "@"): return isOnlyAttributes(range) ? .attribute : .other
        default: return .other
        }
    }

    /// `@name`, optionally with a parenthesised argument list, separated by whitespace, to the end.
    private func isOnlyAttributes(_ range: TextRange) -> Bool {
        let bytes = text.bytes
        var index = range.start
        while index < range.end {
            guard bytes[index] == UInt8(ascii: "@") else { return false }
            index += 1
            let nameStart = index
            while index < range.end, LineClassifier.isIdentifierByte(bytes[index]) { index += 1 }
            guard index > nameStart else { return false }
            if index < range.end, bytes[index] == UInt8(ascii: "(") {
                var depth = 0
                repeat {
                    if bytes[index] == UInt8(ascii: "(") { depth += 1 }
                    if bytes[index] == UInt8(ascii: ")") { depth -= 1 }
                    index += 1
                } while index < range.end && depth > 0
                guard depth == 0 else { return false }
            }
            while index < range.end, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        }
        return true
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
            || byte >= 0x80
    }
}
