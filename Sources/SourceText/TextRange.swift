/// A half-open range of UTF-8 byte offsets into a ``SourceText``.
public struct TextRange: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var start: Int
    public var end: Int

    public init(start: Int, end: Int) {
        precondition(start <= end, "a text range must not end before it starts")
        self.start = start
        self.end = end
    }

    public init(_ range: Range<Int>) {
        self.init(start: range.lowerBound, end: range.upperBound)
    }

    public static func empty(at offset: Int) -> TextRange {
        TextRange(start: offset, end: offset)
    }

    public var length: Int { end - start }
    public var isEmpty: Bool { start == end }
    public var range: Range<Int> { start..<end }

    public func contains(_ offset: Int) -> Bool { offset >= start && offset < end }

    /// True when `offset` is inside the range or touches its end, as a cursor after a word does.
    public func touches(_ offset: Int) -> Bool { offset >= start && offset <= end }

    public func contains(_ other: TextRange) -> Bool { other.start >= start && other.end <= end }

    public func overlaps(_ other: TextRange) -> Bool { start < other.end && other.start < end }

    public func union(_ other: TextRange) -> TextRange {
        TextRange(start: min(start, other.start), end: max(end, other.end))
    }

    public static func < (lhs: TextRange, rhs: TextRange) -> Bool {
        (lhs.start, lhs.end) < (rhs.start, rhs.end)
    }

    public var description: String { "\(start)..<\(end)" }
}
