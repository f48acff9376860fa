/// The verdicts of a file's meaningful lines, read one line at a time, and the file's verdict.
///
/// Whether a line that is a selector list on its own is NUI depends on whether the next meaningful line
/// starts with `{`; each line is counted when the next one is read (`pendingScore`).
struct NSSContentTally {
    enum Verdict { case nui, neutral, other }

    private typealias Bytes = NSSContentBytes
    let classes: UnsafeBufferPointer<UInt8>
    /// The meaningful lines read so far.
    private(set) var meaningful = 0
    /// The NUI lines counted less `nuiLinesPerOtherLine` for each other line: the file is NUI when it
    /// is not negative.
    private var score = 0
    /// The last line's score, and whether it is NUI instead when the next line starts with `{`.
    private var pendingScore = 0
    private var pendingNUIBeforeBrace = false

    init(classes: UnsafeBufferPointer<UInt8>) { self.classes = classes }

    /// Reads one line, block comments already blanked; `brace` is the offset of its first `{`. Returns
    /// the file's verdict when this line decides it.
    mutating func read(_ raw: UnsafeBufferPointer<UInt8>, brace rawBrace: Int?) -> Bool? {
        var first = 0
        var end = raw.count
        while first < end, isBlank(raw[first]) { first += 1 }
        while end > first, isBlank(raw[end - 1]) { end -= 1 }
        guard first < end else { return nil }
        if end - first >= 2, raw[first] == UInt8(ascii: "/"), raw[first + 1] == UInt8(ascii: "/") { return nil }
        let line = UnsafeBufferPointer(rebasing: raw[first..<end])
        let brace = rawBrace.map { $0 - first }
        if startsForeign(line, brace: brace) {
            meaningful += 1
            return false
        }
        return count(line[0], verdict(line, brace: brace))
    }

    /// Counts a meaningful line, starting with `first`, and its verdict; returns the file's verdict when
    /// the lines still to come can no longer change it.
    @inline(__always)
    mutating func count(_ first: UInt8, _ verdict: (Verdict, nuiBeforeBrace: Bool)) -> Bool? {
        meaningful += 1
        score += pendingNUIBeforeBrace && first == UInt8(ascii: "{") ? 1 : pendingScore
        pendingScore = Self.score(verdict.0)
        pendingNUIBeforeBrace = verdict.nuiBeforeBrace
        // The pending line and every line not read yet could at most each be one more NUI line.
        let unread = NSSContentDetection.meaningfulLines - meaningful + 1
        return score + unread < 0 ? false : nil
    }

    /// The file's verdict after its last meaningful line.
    func finish() -> Bool { score + pendingScore >= 0 }

    /// What a line adds to `score`.
    private static func score(_ verdict: Verdict) -> Int {
        switch verdict {
        case .nui: return 1
        case .neutral: return 0
        case .other: return -NSSContentDetection.nuiLinesPerOtherLine
        }
    }

    private func startsForeign(_ line: UnsafeBufferPointer<UInt8>, brace: Int?) -> Bool {
        let kind = classes[Int(line[0])]
        if kind & Bytes.foreignStart != 0, Bytes.foreignStarts.contains(where: { starts(line, with: $0) }) { return true }
        return kind & Bytes.foreignSelector != 0 && brace != nil
    }

    /// A line's verdict, and whether it is NUI when the next line starts with `{`.
    private func verdict(_ line: UnsafeBufferPointer<UInt8>, brace: Int?) -> (Verdict, Bool) {
        let first = line[0]
        let kind = classes[Int(first)]
        if kind & Bytes.neutral != 0, line.allSatisfy({ classes[Int($0)] & Bytes.neutral != 0 }) { return (.neutral, false) }
        if first == UInt8(ascii: "@") {
            if starts(line, with: Bytes.media) { return (.nui, false) }
            let nameEnd = run(of: Bytes.definitionName, in: line, from: 1)
            return (nameEnd > 1 ? definition(line, nameEnd: nameEnd) : .other, false)
        }
        if let brace {
            // A mistyped selector is neutral; a line that opens with `{` and goes on (JSON) is not NUI.
            let isList = isSelectorList(line, end: brace, firstNameEnd: run(of: Bytes.name, in: line, from: 0))
            return (isList ? .nui : brace == 0 ? .other : .neutral, false)
        }
        guard kind & Bytes.nameStart != 0 else { return (.other, false) }
        let nameEnd = run(of: Bytes.name, in: line, from: 0)
        let isList = isSelectorList(line, end: line.count, firstNameEnd: nameEnd)
        if isList, line[line.count - 1] == UInt8(ascii: ",") { return (.nui, false) }
        return (definition(line, nameEnd: nameEnd), isList)
    }

    /// `name: value`, the name ending at `nameEnd`: by its value.
    private func definition(_ line: UnsafeBufferPointer<UInt8>, nameEnd: Int) -> Verdict {
        var index = nameEnd
        while index < line.count, isBlank(line[index]) { index += 1 }
        guard index < line.count, line[index] == UInt8(ascii: ":") else { return .other }
        return valueVerdict(line, from: index + 1)
    }

    /// A value: up to its first `;` (a declaration's end), before any `//` comment; other when empty or
    /// holding a forbidden byte, NUI when a `;` ends it.
    private func valueVerdict(_ line: UnsafeBufferPointer<UInt8>, from start: Int) -> Verdict {
        var index = start
        while index < line.count, isBlank(line[index]) { index += 1 }
        guard index < line.count, line[index] != UInt8(ascii: ";"), !isComment(line, at: index) else { return .other }
        while index < line.count {
            if classes[Int(line[index])] & Bytes.valueEnd != 0 {
                if line[index] == UInt8(ascii: ";") { return .nui }
                if isComment(line, at: index) { return .neutral }
                if line[index] != UInt8(ascii: "/") { return .other }
            }
            index += 1
        }
        return .neutral
    }

    private func isComment(_ line: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        line[index] == UInt8(ascii: "/") && index + 1 < line.count && line[index + 1] == UInt8(ascii: "/")
    }

    /// Whether `line[..<end]` is class names (each a name, optionally `:`-joined parts) separated by
    /// commas, with one trailing comma allowed; blanks around each. `firstNameEnd` ends the run of name
    /// bytes that starts the line.
    private func isSelectorList(_ line: UnsafeBufferPointer<UInt8>, end listEnd: Int, firstNameEnd: Int) -> Bool {
        guard classes[Int(line[0])] & Bytes.nameStart != 0 else { return false }
        var end = listEnd
        while end > 0, isBlank(line[end - 1]) { end -= 1 }
        if end > 0, line[end - 1] == UInt8(ascii: ",") {
            end -= 1
            while end > 0, isBlank(line[end - 1]) { end -= 1 }
        }
        // After a name part: `:` and another part, or the end of the selector (blanks, then `,` or the end).
        var index = firstNameEnd
        while index < end {
            if line[index] == UInt8(ascii: ":") {
                guard index + 1 < end, classes[Int(line[index + 1])] & Bytes.name != 0 else { return false }
                index = run(of: Bytes.name, in: line, from: index + 1)
                continue
            }
            while index < end, isBlank(line[index]) { index += 1 }
            guard index < end else { return true }
            guard line[index] == UInt8(ascii: ",") else { return false }
            index += 1
            while index < end, isBlank(line[index]) { index += 1 }
            guard index < end, classes[Int(line[index])] & Bytes.nameStart != 0 else { return false }
            index = run(of: Bytes.name, in: line, from: index)
        }
        return true
    }

    /// The end of the run of bytes of `kind` from `start`.
    func run(of kind: UInt8, in line: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        // Four bytes at a time while all four are of `kind` (names are long).
        while index + 4 <= line.count,
            classes[Int(line[index])] & classes[Int(line[index + 1])]
                & classes[Int(line[index + 2])] & classes[Int(line[index + 3])] & kind != 0
        {
            index += 4
        }
        while index < line.count, classes[Int(line[index])] & kind != 0 { index += 1 }
        return index
    }

    /// The first byte from `start` that is of `kind`, or the end.
    @inline(__always)
    func firstByte(of kind: UInt8, in text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index + 4 <= text.count,
            (classes[Int(text[index])] | classes[Int(text[index + 1])]
                | classes[Int(text[index + 2])] | classes[Int(text[index + 3])]) & kind == 0
        {
            index += 4
        }
        while index < text.count, classes[Int(text[index])] & kind == 0 { index += 1 }
        return index
    }

    func isBlank(_ byte: UInt8) -> Bool { classes[Int(byte)] & Bytes.blank != 0 }

    private func starts(_ line: UnsafeBufferPointer<UInt8>, with prefix: [UInt8]) -> Bool { starts(line, at: 0, with: prefix) }

    func starts(_ text: UnsafeBufferPointer<UInt8>, at start: Int, with prefix: [UInt8]) -> Bool {
        guard text.count - start >= prefix.count else { return false }
        for index in prefix.indices where text[start + index] != prefix[index] { return false }
        return true
    }
}
