import SourceText

/// What a run of bytes in a `.nss` file is, as NUI 0.5's tokenizer sees it (plus the shapes it
/// rejects, so that nothing is lost).
public enum NSSTokenKind: UInt8, Sendable, Hashable {
    /// Spaces and tabs without a line break.
    case space
    /// Whitespace that contains at least one line break.
    case newline
    /// `/* … */`.
    case comment
    /// `/* …` up to the end of the file (a tokenizer error).
    case unterminatedComment
    /// `// …` up to the end of the line (a tokenizer error: NUI has no line comments).
    case lineComment
    /// `!important` and any other `!word` (a tokenizer error).
    case bang
    /// A name, number, hex colour or path: `Button`, `font-color`, `12`, `#FF0000`, `Assets/bg.png`.
    case identifier
    /// `@name`.
    case variable
    /// Exactly `@media`.
    case mediaKeyword
    /// Exactly `and`.
    case andKeyword
    case colon
    case semicolon
    case leftBrace
    case rightBrace
    case leftParen
    case rightParen
    case comma
    /// `"…"` or `'…'` (a tokenizer error: NUI has no strings).
    case quoted
    /// Characters NUI's tokenizer rejects (`%`, `>`, non-ASCII letters…).
    case invalid

    /// Whitespace and comments (including the malformed ones, which are reported separately).
    @inlinable public var isTrivia: Bool {
        switch self {
        case .space, .newline, .comment, .unterminatedComment, .lineComment, .bang: return true
        default: return false
        }
    }

    /// Compares raw values, inlined where it is used. Other modules cannot see the synthesized `==`
    /// and call it through the `Equatable` witness, several calls per comparison.
    @inlinable
    public static func == (lhs: NSSTokenKind, rhs: NSSTokenKind) -> Bool { lhs.rawValue == rhs.rawValue }
}

/// One token: its kind and byte range. Every byte of a file belongs to exactly one token.
public struct NSSToken: Sendable, Hashable {
    public var kind: NSSTokenKind
    public var start: Int32
    public var end: Int32

    @inlinable
    public init(kind: NSSTokenKind, start: Int, end: Int) {
        self.kind = kind
        self.start = Int32(truncatingIfNeeded: start)
        self.end = Int32(truncatingIfNeeded: end)
    }

    @inlinable public var range: TextRange { TextRange(start: Int(start), end: Int(end)) }
    @inlinable public var length: Int { Int(end - start) }
}
