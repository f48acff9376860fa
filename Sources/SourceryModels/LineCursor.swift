import SourceText

/// Lines of offsets asked for mostly in text order: a step or two from the previous answer instead of
/// a binary search over every line.
struct LineCursor {
    private let lineStarts: [Int]
    private let text: SourceText
    private var line = 0

    init(_ text: SourceText) {
        self.text = text
        self.lineStarts = text.lineStarts
    }

    /// The zero-based line containing `offset`, as ``SourceText/line(containing:)`` gives it.
    mutating func line(containing offset: Int) -> Int {
        let last = lineStarts.count - 1
        var steps = 0
        while line < last, lineStarts[line + 1] <= offset {
            line += 1
            steps += 1
            if steps == 8 { return jump(to: offset) }
        }
        while line > 0, lineStarts[line] > offset {
            line -= 1
            steps += 1
            if steps == 8 { return jump(to: offset) }
        }
        return line
    }

    private mutating func jump(to offset: Int) -> Int {
        line = text.line(containing: offset)
        return line
    }
}
