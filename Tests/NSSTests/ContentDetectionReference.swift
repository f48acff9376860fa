import Foundation

@testable import NSS

/// The rules of ``NSSContentDetection`` read plainly, as they were written before detection read one
/// line at a time: the list of meaningful lines first (block comments blanked in a copy), then each
/// rule in turn on each line. `ContentDetectionReferenceTests` holds the fast reading to this one.
enum ContentDetectionReference {
    private typealias Rules = NSSContentDetection
    private enum Verdict { case nui, neutral, other }

    /// A line: a slice of the file's one buffer.
    typealias Line = Slice<UnsafeBufferPointer<UInt8>>

    static func isNUI(_ bytes: [UInt8]) -> Bool {
        var text = bytes
        let lineRanges = meaningfulLines(blankingCommentsOf: &text)
        return text.withUnsafeBufferPointer { buffer in
            var nui = 0
            var other = 0
            for (index, range) in lineRanges.enumerated() {
                let line = buffer[range]
                if startsForeign(line) { return false }
                let next = index + 1 < lineRanges.count ? buffer[lineRanges[index + 1]] : buffer[0..<0]
                switch verdict(line, next: next) {
                case .nui: nui += 1
                case .neutral: break
                case .other: other += 1
                }
            }
            return other * Rules.nuiLinesPerOtherLine <= nui
        }
    }

    /// The first lines with something other than blanks and comments, trimmed; their block comments'
    /// bytes are made spaces in `text` (most lines have none and are not written).
    static func meaningfulLines(blankingCommentsOf text: inout [UInt8]) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = text.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var inComment = false
        while start < text.count, lines.count < Rules.meaningfulLines {
            let (end, commentStart) = text.withUnsafeBufferPointer { lineEnd(in: $0, from: start) }
            if inComment || commentStart { blankComments(in: &text, start..<end, inComment: &inComment) }
            let (first, last) = text.withUnsafeBufferPointer { buffer in
                var first = start
                var last = end
                while first < last, isBlank(buffer[first]) { first += 1 }
                while last > first, isBlank(buffer[last - 1]) { last -= 1 }
                let isLineComment = last - first >= 2 && buffer[first] == UInt8(ascii: "/") && buffer[first + 1] == UInt8(ascii: "/")
                return isLineComment ? (first, first) : (first, last)
            }
            if first < last { lines.append(first..<last) }
            start = end + 1
        }
        return lines
    }

    /// Where the line starting at `start` ends (its `\n`, or the end of the text), and whether a `/*`
    /// starts in it.
    private static func lineEnd(in text: UnsafeBufferPointer<UInt8>, from start: Int) -> (end: Int, commentStart: Bool) {
        var end = start
        var commentStart = false
        while end < text.count {
            let byte = text[end]
            if byte == UInt8(ascii: "\n") { break }
            if byte == UInt8(ascii: "*"), end > start, text[end - 1] == UInt8(ascii: "/") { commentStart = true }
            end += 1
        }
        return (end, commentStart)
    }

    /// Makes the bytes of block comments in `line` spaces; `inComment` says whether a comment is open
    /// at its start, and then at its end. A `*/` closes a comment only inside one line.
    private static func blankComments(in text: inout [UInt8], _ line: Range<Int>, inComment: inout Bool) {
        var index = line.lowerBound
        while index < line.upperBound {
            let byte = text[index]
            let following = index + 1 < line.upperBound ? text[index + 1] : 0
            if inComment {
                if byte == UInt8(ascii: "*"), following == UInt8(ascii: "/") {
                    inComment = false
                    text[index] = 32
                    index += 1
                }
                text[index] = 32
            } else if byte == UInt8(ascii: "/"), following == UInt8(ascii: "*") {
                inComment = true
                text[index] = 32
                text[index + 1] = 32
                index += 1
            }
            index += 1
        }
    }

    private static func isBlank(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 || byte == 13 || byte == 12 }

    private static let media: [UInt8] = Array("@media".utf8)
    private static let foreignStarts: [[UInt8]] = Rules.foreignLineStarts.map { Array($0.utf8) }
    private static let foreignSelectors = ByteSet(Rules.foreignSelectorStarts.utf8)
    private static let names = ByteSet(Rules.nameCharacters.utf8)
    private static let definitionNames = ByteSet(Rules.definitionNameCharacters.utf8)
    private static let forbidden = ByteSet(Rules.valueForbiddenCharacters.utf8)

    private static let foreignFirstBytes = ByteSet(Rules.foreignLineStarts.compactMap(\.utf8.first))

    private static func startsForeign(_ line: Line) -> Bool {
        let first = line.first!
        if foreignFirstBytes.contains(first), foreignStarts.contains(where: { starts(line, with: $0) }) { return true }
        return foreignSelectors.contains(first) && firstIndex(of: UInt8(ascii: "{"), in: line) != nil
    }

    private static func verdict(_ line: Line, next: Line) -> Verdict {
        let first = line.first!
        if allSatisfy(line, neutralBytes) { return .neutral }
        if starts(line, with: media) { return .nui }
        if first == UInt8(ascii: "@") {
            let nameEnd = firstIndex(notIn: definitionNames, in: line[(line.startIndex + 1)...])
            guard nameEnd > line.startIndex + 1 else { return .other }
            let rest = trim(line[nameEnd...])
            guard rest.first == UInt8(ascii: ":") else { return .other }
            return valueVerdict(rest.dropFirst())
        }
        if let brace = firstIndex(of: UInt8(ascii: "{"), in: line) {
            // A mistyped selector is neutral; a line that opens with `{` and goes on (JSON) is not NUI.
            return isSelectorList(line[..<brace]) ? .nui : brace == line.startIndex ? .other : .neutral
        }
        guard isNameStart(first) else { return .other }
        if line.last == UInt8(ascii: ",") || next.first == UInt8(ascii: "{"), isSelectorList(line) { return .nui }
        let nameEnd = firstIndex(notIn: names, in: line)
        let rest = trim(line[nameEnd...])
        guard rest.first == UInt8(ascii: ":") else { return .other }
        return valueVerdict(rest.dropFirst())
    }

    /// A value: up to its first `;` (a declaration's end), before any `//` comment.
    private static func valueVerdict(_ text: Line) -> Verdict {
        var value = text
        if let comment = firstSlashes(in: value) { value = value[..<comment] }
        value = trim(value)
        let semicolon = firstIndex(of: UInt8(ascii: ";"), in: value)
        let body = trim(value[..<(semicolon ?? value.endIndex)])
        if body.isEmpty || firstIndex(notIn: allowedInValues, in: body) < body.endIndex { return .other }
        return semicolon == nil ? .neutral : .nui
    }

    /// Class names (each a name, optionally `:`-joined parts) separated by commas; one trailing comma.
    private static func isSelectorList(_ text: Line) -> Bool {
        var list = trim(text)
        if list.last == UInt8(ascii: ",") { list = trim(list.dropLast()) }
        guard !list.isEmpty else { return false }
        var selectorStart = list.startIndex
        while true {
            let selectorEnd = firstIndex(of: UInt8(ascii: ","), in: list[selectorStart...]) ?? list.endIndex
            guard isSelector(trim(list[selectorStart..<selectorEnd])) else { return false }
            guard selectorEnd < list.endIndex else { return true }
            selectorStart = selectorEnd + 1
        }
    }

    /// A name, optionally `:`-joined parts, each non-empty.
    private static func isSelector(_ selector: Line) -> Bool {
        guard let first = selector.first, isNameStart(first) else { return false }
        var partStart = selector.startIndex
        while true {
            let partEnd = firstIndex(notIn: names, in: selector[partStart...])
            guard partEnd > partStart else { return false }
            guard partEnd < selector.endIndex else { return true }
            guard selector[partEnd] == UInt8(ascii: ":") else { return false }
            partStart = partEnd + 1
        }
    }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_")
    }

    private static func trim(_ text: Line) -> Line {
        var first = text.startIndex
        var end = text.endIndex
        while first < end, isBlank(text[first]) { first += 1 }
        while end > first, isBlank(text[end - 1]) { end -= 1 }
        return text[first..<end]
    }

    private static let neutralBytes = ByteSet("{};\u{20}\t".utf8)
    private static let allowedInValues = ByteSet((0...255).map(UInt8.init).filter { !forbidden.contains($0) })

    private static func allSatisfy(_ text: Line, _ set: ByteSet) -> Bool { firstIndex(notIn: set, in: text) == text.endIndex }

    /// The index of the first byte of `text` not in `set`, or its end.
    private static func firstIndex(notIn set: ByteSet, in text: Line) -> Int {
        var index = text.startIndex
        while index < text.endIndex, set.contains(text[index]) { index += 1 }
        return index
    }

    private static func firstIndex(of byte: UInt8, in text: Line) -> Int? {
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == byte { return index }
            index += 1
        }
        return nil
    }

    private static func starts(_ text: Line, with prefix: [UInt8]) -> Bool {
        guard text.count >= prefix.count else { return false }
        var index = text.startIndex
        for byte in prefix {
            if text[index] != byte { return false }
            index += 1
        }
        return true
    }

    private static func firstSlashes(in text: Line) -> Int? {
        var index = text.startIndex
        while index + 1 < text.endIndex {
            if text[index] == UInt8(ascii: "/"), text[index + 1] == UInt8(ascii: "/") { return index }
            index += 1
        }
        return nil
    }
}
