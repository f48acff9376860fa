import SourceText
import SwiftSyntax

/// Finds the comments that carry `sourcery:`, line by line, as Sourcery reads them: a line that starts
/// with `//`, `/*` or `*` is a comment line whose text (after one `///`, `//`, `/**`, `/*` or `*` and
/// whitespace) must start with `sourcery:`; on a code line, a `//` comment or a final `/* */` comment
/// starting with `sourcery:` is a trailing annotation. The syntax tree confirms that the text is a
/// comment (not a string literal).
struct AnnotationCommentScanner {
    let text: SourceText
    let tree: SourceFileSyntax
    let version: SourceryVersion

    private var bytes: [UInt8] { text.bytes }

    func scan(markerOffsets: [Int]) -> [AnnotationComment] {
        var comments: [AnnotationComment] = []
        var position = 0
        while position < markerOffsets.count {
            let line = text.line(containing: markerOffsets[position])
            var onLine: [Int] = []
            while position < markerOffsets.count, text.line(containing: markerOffsets[position]) == line {
                onLine.append(markerOffsets[position])
                position += 1
            }
            comments += scanLine(line, markers: onLine)
        }
        return comments
    }

    private func scanLine(_ line: Int, markers: [Int]) -> [AnnotationComment] {
        let trimmed = AnnotationGrammar.trim(bytes, text.lineRange(line))
        if let prefix = commentLinePrefix(at: trimmed.start, end: trimmed.end) {
            guard tree.commentPiece(containing: trimmed.start) != nil else { return [] }
            return commentLine(line, trimmed: trimmed, prefix: prefix).map { [$0] } ?? []
        }
        return markers.compactMap { codeLineComment(line, marker: $0, lineEnd: trimmed.end) }
    }

    // MARK: Comment lines

    /// The comment opener a comment line starts with: one of `///`, `//`, `/**`, `/*`, `*`.
    private func commentLinePrefix(at start: Int, end: Int) -> String? {
        for prefix in ["///", "//", "/**", "/*", "*"] where has(prefix, at: start, end: end) { return prefix }
        return nil
    }

    private func commentLine(_ line: Int, trimmed: TextRange, prefix: String) -> AnnotationComment? {
        var cursor = trimmed.start + prefix.utf8.count
        cursor = skipSpaces(from: cursor, end: trimmed.end)
        guard has("sourcery:", at: cursor, end: trimmed.end) else { return nil }
        let afterMarker = cursor + "sourcery:".utf8.count
        let isDocumentation = prefix == "///" || prefix == "/**"
        let runsToLineEnd = prefix == "//" || prefix == "///" || prefix == "*"

        func make(_ role: AnnotationCommentRole, content: TextRange, end: Int, traps: [ParseTrap] = []) -> AnnotationComment {
            let parsed: (annotations: [Annotation], traps: [ParseTrap]) =
                role == .annotations || role == .blockBegin || role == .file
                ? AnnotationGrammar.parse(bytes, in: content, version: version) : ([], [])
            return AnnotationComment(
                role: role, placement: .ownLine, line: line, range: TextRange(start: trimmed.start, end: end),
                contentRange: content, annotations: parsed.annotations, traps: traps + parsed.traps,
                isDocumentation: isDocumentation)
        }

        if has("inline:", at: afterMarker, end: trimmed.end) {
            let nameStart = afterMarker + "inline:".utf8.count
            let nameEnd = AnnotationGrammar.firstOffset(of: "*/", in: bytes, TextRange(start: nameStart, end: trimmed.end)) ?? trimmed.end
            let name = AnnotationGrammar.text(bytes, AnnotationGrammar.trim(bytes, TextRange(start: nameStart, end: nameEnd)))
            return make(.inlineRegion(name: name), content: TextRange(start: nameStart, end: nameEnd), end: trimmed.end)
        }
        if has("begin:", at: afterMarker, end: trimmed.end) {
            // The block's text runs to the end of the line, even in a `/* */` comment.
            return make(.blockBegin, content: TextRange(start: afterMarker + "begin:".utf8.count, end: trimmed.end), end: trimmed.end)
        }
        if has("end", at: afterMarker, end: trimmed.end) {
            return make(.end, content: TextRange(start: afterMarker, end: trimmed.end), end: trimmed.end)
        }
        if has("file", at: afterMarker, end: trimmed.end) {
            guard has("file:", at: afterMarker, end: trimmed.end) else { return nil }
            return make(.file, content: TextRange(start: afterMarker + "file:".utf8.count, end: trimmed.end), end: trimmed.end)
        }
        if runsToLineEnd {
            return make(.annotations, content: TextRange(start: afterMarker, end: trimmed.end), end: trimmed.end)
        }
        // `/* sourcery: … */`: the text ends at the first `*/` of the line; without one, nothing is read.
        guard let closing = AnnotationGrammar.firstOffset(of: "*/", in: bytes, TextRange(start: afterMarker, end: trimmed.end)) else {
            let trap = ParseTrap(kind: .unclosedBlockComment, range: TextRange(start: trimmed.start, end: trimmed.end))
            return AnnotationComment(
                role: .annotations, placement: .ownLine, line: line, range: TextRange(start: trimmed.start, end: trimmed.end),
                contentRange: TextRange(start: afterMarker, end: trimmed.end), annotations: [], traps: [trap],
                isDocumentation: isDocumentation)
        }
        return make(.annotations, content: TextRange(start: afterMarker, end: closing), end: closing + 2)
    }

    // MARK: Code lines

    private func codeLineComment(_ line: Int, marker: Int, lineEnd: Int) -> AnnotationComment? {
        guard let piece = tree.commentPiece(containing: marker) else { return nil }
        let opener = piece.kind == .line ? (piece.isDocumentation ? 3 : 2) : (piece.isDocumentation ? 3 : 2)
        guard skipSpaces(from: piece.range.start + opener, end: marker) == marker else { return nil }
        let afterMarker = marker + "sourcery:".utf8.count
        let content: TextRange
        let placement: AnnotationPlacement
        var end = piece.range.end
        switch piece.kind {
        case .line:
            content = TextRange(start: afterMarker, end: min(piece.range.end, lineEnd))
            placement = .trailing
            end = content.end
        case .block:
            guard let closing = AnnotationGrammar.firstOffset(of: "*/", in: bytes, TextRange(start: afterMarker, end: lineEnd)),
                closing + 2 == piece.range.end
            else { return nil }
            content = TextRange(start: afterMarker, end: closing)
            let after = skipSpaces(from: piece.range.end, end: lineEnd)
            placement = after == lineEnd || has("//", at: after, end: lineEnd) ? .trailing : .inline
        }
        let parsed = AnnotationGrammar.parse(bytes, in: content, version: version)
        return AnnotationComment(
            role: .annotations, placement: placement, line: line, range: TextRange(start: piece.range.start, end: end),
            contentRange: content, annotations: parsed.annotations, traps: parsed.traps, isDocumentation: piece.isDocumentation)
    }

    // MARK: Bytes

    private func has(_ literal: String, at offset: Int, end: Int) -> Bool {
        var index = offset
        for byte in literal.utf8 {
            guard index < end, bytes[index] == byte else { return false }
            index += 1
        }
        return true
    }

    private func skipSpaces(from offset: Int, end: Int) -> Int {
        var index = offset
        while index < end, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        return index
    }
}
