/// Replace the bytes of `range` with `replacement`.
public struct TextEdit: Hashable, Sendable {
    public var range: TextRange
    public var replacement: String

    public init(range: TextRange, replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    public static func insert(_ text: String, at offset: Int) -> TextEdit {
        TextEdit(range: .empty(at: offset), replacement: text)
    }

    public static func delete(_ range: TextRange) -> TextEdit {
        TextEdit(range: range, replacement: "")
    }
}

public enum TextEditError: Error, Equatable, CustomStringConvertible {
    case overlapping(TextRange, TextRange)
    case outOfBounds(TextRange, count: Int)

    public var description: String {
        switch self {
        case .overlapping(let a, let b): return "edits overlap at \(a) and \(b)"
        case .outOfBounds(let range, let count): return "edit range \(range) is outside a text of \(count) bytes"
        }
    }
}

extension SourceText {
    /// Applies edits whose ranges all refer to this text and do not overlap (insertions at one offset
    /// keep their order).
    public func applying(_ edits: [TextEdit]) throws -> SourceText {
        let ordered = edits.enumerated().sorted { lhs, rhs in
            (lhs.element.range.start, lhs.element.range.end, lhs.offset)
                < (rhs.element.range.start, rhs.element.range.end, rhs.offset)
        }.map(\.element)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var cursor = 0
        var previous: TextRange?
        for edit in ordered {
            guard edit.range.end <= bytes.count else { throw TextEditError.outOfBounds(edit.range, count: bytes.count) }
            if let previous, edit.range.start < previous.end {
                throw TextEditError.overlapping(previous, edit.range)
            }
            result.append(contentsOf: bytes[cursor..<edit.range.start])
            result.append(contentsOf: edit.replacement.utf8)
            cursor = edit.range.end
            previous = edit.range
        }
        result.append(contentsOf: bytes[cursor...])
        return SourceText(bytes: result)
    }
}
