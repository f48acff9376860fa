/// Whether a `.nss` file is a NUI stylesheet: the one definition the server and both editors share.
///
/// The tables come from `editors/nss-content-detection.json` (``NSSContentDetectionRules``); the same
/// rules are written in `editors/vscode/detect.js` and `editors/neovim/lua/nuance/detect.lua`, and
/// `docs/content-detection.md` states them. The first `meaningfulLines` lines that are neither blank
/// nor comments are read; each is a NUI line (a definition, a declaration or selector list that NUI
/// would read), a neutral one (braces, an unterminated declaration) or another one. A foreign line
/// start (`#include`, `void main`, a CSS selector …) decides at once; otherwise the file is NUI when
/// it has at least `nuiLinesPerOtherLine` NUI lines per other line (a file with no evidence is NUI).
package enum NSSContentDetection {
    private enum Verdict { case nui, neutral, other }

    /// A line: a slice of the file's one buffer.
    typealias Line = Slice<UnsafeBufferPointer<UInt8>>

    package static func isNUI(_ bytes: [UInt8]) -> Bool {
        var text = bytes
        let lineRanges = meaningfulLines(blankingCommentsOf: &text)
        return text.withUnsafeBufferPointer { buffer in
            let lines = lineRanges.map { buffer[$0] }
            var nui = 0
            var other = 0
            for (index, line) in lines.enumerated() {
                if startsForeign(line) { return false }
                let next = index + 1 < lines.count ? lines[index + 1] : buffer[0..<0]
                switch verdict(line, next: next) {
                case .nui: nui += 1
                case .neutral: break
                case .other: other += 1
                }
            }
            return other * nuiLinesPerOtherLine <= nui
        }
    }

    /// The first lines with something other than blanks and comments, trimmed; their block comments'
    /// bytes are made spaces in `text` (most lines have none and are not written).
    static func meaningfulLines(blankingCommentsOf text: inout [UInt8]) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = text.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var inComment = false
        while start < text.count, lines.count < meaningfulLines {
            var end = start
            var commentStart = false
            while end < text.count, text[end] != UInt8(ascii: "\n") {
                if text[end] == UInt8(ascii: "*"), end > start, text[end - 1] == UInt8(ascii: "/") { commentStart = true }
                end += 1
            }
            if inComment || commentStart { blankComments(in: &text, start..<end, inComment: &inComment) }
            var first = start
            var last = end
            while first < last, isBlank(text[first]) { first += 1 }
            while last > first, isBlank(text[last - 1]) { last -= 1 }
            let isLineComment = last - first >= 2 && text[first] == UInt8(ascii: "/") && text[first + 1] == UInt8(ascii: "/")
            if first < last, !isLineComment { lines.append(first..<last) }
            start = end + 1
        }
        return lines
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
    private static let foreignStarts: [[UInt8]] = foreignLineStarts.map { Array($0.utf8) }
    private static let foreignSelectors = ByteSet(foreignSelectorStarts.utf8)
    private static let names = ByteSet(nameCharacters.utf8)
    private static let definitionNames = ByteSet(definitionNameCharacters.utf8)
    private static let forbidden = ByteSet(valueForbiddenCharacters.utf8)

    private static func startsForeign(_ line: Line) -> Bool {
        if foreignStarts.contains(where: { line.starts(with: $0) }) { return true }
        return foreignSelectors.contains(line.first!) && line.contains(UInt8(ascii: "{"))
    }

    private static func verdict(_ line: Line, next: Line) -> Verdict {
        let first = line.first!
        if line.allSatisfy({ $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: ";") || $0 == 32 || $0 == 9 }) {
            return .neutral
        }
        if line.starts(with: media) { return .nui }
        if first == UInt8(ascii: "@") {
            let definitionNames = definitionNames
            let nameEnd = line.dropFirst().firstIndex { !definitionNames.contains($0) } ?? line.endIndex
            guard nameEnd > line.startIndex + 1 else { return .other }
            let rest = trim(line[nameEnd...])
            guard rest.first == UInt8(ascii: ":") else { return .other }
            return valueVerdict(rest.dropFirst())
        }
        if let brace = line.firstIndex(of: UInt8(ascii: "{")) {
            // A mistyped selector is neutral; a line that opens with `{` and goes on (JSON) is not NUI.
            return isSelectorList(line[..<brace]) ? .nui : brace == line.startIndex ? .other : .neutral
        }
        guard isNameStart(first) else { return .other }
        if line.last == UInt8(ascii: ",") || next.first == UInt8(ascii: "{"), isSelectorList(line) { return .nui }
        let names = names
        let nameEnd = line.firstIndex { !names.contains($0) } ?? line.endIndex
        let rest = trim(line[nameEnd...])
        guard rest.first == UInt8(ascii: ":") else { return .other }
        return valueVerdict(rest.dropFirst())
    }

    /// A value: up to its first `;` (a declaration's end), before any `//` comment.
    private static func valueVerdict(_ text: Line) -> Verdict {
        var value = text
        if let comment = firstSlashes(in: value) { value = value[..<comment] }
        value = trim(value)
        let semicolon = value.firstIndex(of: UInt8(ascii: ";"))
        let body = trim(value[..<(semicolon ?? value.endIndex)])
        let forbidden = forbidden
        if body.isEmpty || body.contains(where: forbidden.contains) { return .other }
        return semicolon == nil ? .neutral : .nui
    }

    /// Class names (each a name, optionally `:`-joined parts) separated by commas; one trailing comma.
    private static func isSelectorList(_ text: Line) -> Bool {
        var list = trim(text)
        if list.last == UInt8(ascii: ",") { list = trim(list.dropLast()) }
        guard !list.isEmpty else { return false }
        let names = names
        for selector in list.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false) {
            let selector = trim(selector)
            guard let first = selector.first, isNameStart(first) else { return false }
            for part in selector.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false) {
                guard !part.isEmpty, part.allSatisfy(names.contains) else { return false }
            }
        }
        return true
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

    private static func firstSlashes(in text: Line) -> Int? {
        var index = text.startIndex
        while index + 1 < text.endIndex {
            if text[index] == UInt8(ascii: "/"), text[index + 1] == UInt8(ascii: "/") { return index }
            index += 1
        }
        return nil
    }
}
