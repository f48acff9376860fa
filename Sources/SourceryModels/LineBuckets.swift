/// Element indices grouped by line, in index order within a line: one table of bucket starts and
/// one array of indices (instead of an array per line).
struct LineBuckets {
    /// For each line, where its indices start in `entries`; one more entry closes the last line.
    private let starts: [Int]
    private let entries: [Int]

    /// `lines[i]` is the line of element `i`, or nil when it belongs to no line.
    init(lineCount: Int, lines: some Collection<Int?>) {
        var starts = Array(repeating: 0, count: lineCount + 1)
        for case let line? in lines { starts[line + 1] += 1 }
        for line in 0..<lineCount { starts[line + 1] += starts[line] }
        var next = starts
        var entries = Array(repeating: 0, count: starts[lineCount])
        for (index, line) in lines.enumerated() {
            guard let line else { continue }
            entries[next[line]] = index
            next[line] += 1
        }
        self.starts = starts
        self.entries = entries
    }

    init(lineCount: Int, lines: some Collection<Int>) {
        self.init(lineCount: lineCount, lines: lines.lazy.map { Optional($0) })
    }

    /// The indices of the elements on `line`, in index order.
    func indices(on line: Int) -> ArraySlice<Int> {
        entries[starts[line]..<starts[line + 1]]
    }
}
