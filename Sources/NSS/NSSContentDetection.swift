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

    package static func isNUI(_ bytes: [UInt8]) -> Bool {
        let lines = meaningfulLines(of: bytes)
        var nui = 0
        var other = 0
        for (index, line) in lines.enumerated() {
            if startsForeign(line) { return false }
            let next = index + 1 < lines.count ? lines[index + 1] : []
            switch verdict(line, next: next) {
            case .nui: nui += 1
            case .neutral: break
            case .other: other += 1
            }
        }
        return other * nuiLinesPerOtherLine <= nui
    }

    /// The first lines with something other than blanks and comments, trimmed, block comments blanked.
    static func meaningfulLines(of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var inComment = false
        while start < bytes.count, lines.count < meaningfulLines {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            // Most lines hold no block comment: they are read in place.
            let line = bytes[start..<end]
            let trimmed = !inComment && !hasCommentStart(line) ? trim(line) : trim(blankingComments(line, inComment: &inComment)[...])
            if !trimmed.isEmpty, !trimmed.starts(with: slashes) { lines.append(trimmed) }
            start = end + 1
        }
        return lines
    }

    /// The line with its block comments' bytes made spaces; `inComment` says whether a comment is
    /// open at its start, and then at its end.
    private static func blankingComments(_ line: ArraySlice<UInt8>, inComment: inout Bool) -> [UInt8] {
        var blanked: [UInt8] = []
        blanked.reserveCapacity(line.count)
        var index = line.startIndex
        while index < line.endIndex {
            let byte = line[index]
            let following = index + 1 < line.endIndex ? line[index + 1] : 0
            if inComment {
                if byte == UInt8(ascii: "*"), following == UInt8(ascii: "/") { inComment = false; index += 1 }
                blanked.append(32)
            } else if byte == UInt8(ascii: "/"), following == UInt8(ascii: "*") {
                inComment = true
                blanked.append(32)
                index += 1
            } else {
                blanked.append(byte)
            }
            index += 1
        }
        return blanked
    }

    private static func hasCommentStart(_ line: ArraySlice<UInt8>) -> Bool {
        var index = line.startIndex
        while index + 1 < line.endIndex {
            if line[index] == UInt8(ascii: "/"), line[index + 1] == UInt8(ascii: "*") { return true }
            index += 1
        }
        return false
    }

    private static let slashes: [UInt8] = Array("//".utf8)
    private static let media: [UInt8] = Array("@media".utf8)
    private static let foreignStarts: [[UInt8]] = foreignLineStarts.map { Array($0.utf8) }
    private static let foreignSelectors = ByteSet(foreignSelectorStarts.utf8)
    private static let names = ByteSet(nameCharacters.utf8)
    private static let definitionNames = ByteSet(definitionNameCharacters.utf8)
    private static let forbidden = ByteSet(valueForbiddenCharacters.utf8)

    private static func startsForeign(_ line: ArraySlice<UInt8>) -> Bool {
        if foreignStarts.contains(where: { line.starts(with: $0) }) { return true }
        return foreignSelectors.contains(line.first!) && line.contains(UInt8(ascii: "{"))
    }

    private static func verdict(_ line: ArraySlice<UInt8>, next: ArraySlice<UInt8>) -> Verdict {
        let first = line.first!
        if line.allSatisfy({ $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: ";") || $0 == 32 || $0 == 9 }) {
            return .neutral
        }
        if line.starts(with: media) { return .nui }
        if first == UInt8(ascii: "@") {
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
        let nameEnd = line.firstIndex { !names.contains($0) } ?? line.endIndex
        let rest = trim(line[nameEnd...])
        guard rest.first == UInt8(ascii: ":") else { return .other }
        return valueVerdict(rest.dropFirst())
    }

    /// A value: up to its first `;` (a declaration's end), before any `//` comment.
    private static func valueVerdict(_ text: ArraySlice<UInt8>) -> Verdict {
        var value = text
        if let comment = firstIndex(of: slashes, in: value) { value = value[..<comment] }
        value = trim(value)
        let semicolon = value.firstIndex(of: UInt8(ascii: ";"))
        let body = trim(value[..<(semicolon ?? value.endIndex)])
        if body.isEmpty || body.contains(where: forbidden.contains) { return .other }
        return semicolon == nil ? .neutral : .nui
    }

    /// Class names (each a name, optionally `:`-joined parts) separated by commas; one trailing comma.
    private static func isSelectorList(_ text: ArraySlice<UInt8>) -> Bool {
        var list = trim(text)
        if list.last == UInt8(ascii: ",") { list = trim(list.dropLast()) }
        guard !list.isEmpty else { return false }
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

    private static func trim(_ text: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        func isBlank(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 || byte == 13 || byte == 12 }
        guard let first = text.firstIndex(where: { !isBlank($0) }) else { return text[text.endIndex...] }
        let last = text.lastIndex(where: { !isBlank($0) })!
        return text[first...last]
    }

    private static func firstIndex(of needle: [UInt8], in text: ArraySlice<UInt8>) -> Int? {
        guard text.count >= needle.count else { return nil }
        var index = text.startIndex
        while index + needle.count <= text.endIndex {
            if text[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
