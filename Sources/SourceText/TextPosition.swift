/// How the `character` of a ``TextPosition`` counts: LSP's UTF-16 code units or UTF-8 bytes.
public enum PositionEncoding: String, Sendable, CaseIterable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
}

/// A zero-based line and character, the character counted in some ``PositionEncoding``.
public struct TextPosition: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    public static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }

    public var description: String { "\(line):\(character)" }
}
