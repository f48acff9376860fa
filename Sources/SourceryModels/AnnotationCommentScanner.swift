import SourceText
import SwiftSyntax

/// Finds the comments that carry `sourcery:`, line by line, as Sourcery reads them: a line that starts
/// with `//`, `/*` or `*` is a comment line whose text (after one `///`, `//`, `/**`, `/*` or `*` and
/// whitespace) must start with `sourcery:`; on a code line, a `//` comment or a final `/* */` comment
/// starting with `sourcery:` is a trailing annotation. The syntax tree confirms that the text is a
/// comment (not a string literal).
///
/// Reading takes two steps: ``readText(markerOffsets:)`` reads every comment the text alone decides,
/// ``confirm(_:with:)`` asks the tree about the rest.
struct AnnotationCommentScanner {
    let text: SourceText
    let version: SourceryVersion
    /// Shared with the rest of the file's reading.
    var strings = StringTable()

    private var bytes: [UInt8] { text.bytes }

    private static let multiLineStringOpener = Array("\"\"\"".utf8)
    private static let extendedRegexOpener = Array("#/".utf8)

    /// The markers of one line.
    private struct MarkerLine {
        var line: Int
        var trimmed: TextRange
        /// Set when the line is a comment line.
        var opener: CommentLineOpener?
        /// Indices into the marker offsets.
        var markers: Range<Int>
    }

    /// The comments of a file as far as its text decides them.
    struct TextReading: Sendable {
        /// In text order, with those the tree must confirm.
        var comments: [AnnotationComment] = []
        /// Indices into ``comments`` of comment lines that count only if the tree has a comment at
        /// the offset given.
        var unconfirmed: [(comment: Int, offset: Int)] = []
        /// Markers on code lines that only the tree can tell to be in a comment, each with the number of
        /// ``comments`` before it.
        var codeLineMarkers: [(position: Int, line: Int, marker: Int, lineEnd: Int)] = []
    }

    /// Reads what the text alone decides; needs no syntax tree.
    mutating func readText(markerOffsets: [Int]) -> TextReading {
        // Group the markers by line, and decide per line which offsets the tree must confirm as comments.
        var groups: [MarkerLine] = []
        groups.reserveCapacity(markerOffsets.count)
        var nextLineStart = -1
        var lines = LineCursor(text)
        for (position, offset) in markerOffsets.enumerated() {
            if let last = groups.last, offset < nextLineStart {
                groups[groups.count - 1].markers = last.markers.lowerBound..<(position + 1)
                continue
            }
            let line = lines.line(containing: offset)
            nextLineStart = line + 1 < text.lineCount ? text.lineStarts[line + 1] : Int.max
            let trimmed = AnnotationGrammar.trim(bytes, text.lineRange(line))
            groups.append(MarkerLine(line: line, trimmed: trimmed, opener: commentLineOpener(trimmed), markers: position..<(position + 1)))
        }
        // Where the text alone proves what is a comment, the tree is not consulted: without multi-line
        // string or regex literals, a line starting with `//`, `/*` or `*` is in a comment; a comment
        // opener preceded on its line only by code without quotes, `#` or `/` starts a comment.
        let literalsMaySpanLines = ByteSearch.firstOffset(of: Self.multiLineStringOpener, in: bytes, from: 0, pivot: 0) != nil
            || ByteSearch.firstOffset(of: Self.extendedRegexOpener, in: bytes, from: 0, pivot: 0) != nil
        var reading = TextReading()
        reading.comments.reserveCapacity(groups.count)
        for group in groups {
            if let opener = group.opener {
                // Read before the tree confirms it: a line the tree rejects is dropped.
                guard let comment = commentLine(group.line, trimmed: group.trimmed, opener: opener) else { continue }
                if literalsMaySpanLines { reading.unconfirmed.append((reading.comments.count, group.trimmed.start)) }
                reading.comments.append(comment)
                continue
            }
            for marker in markerOffsets[group.markers] {
                if let piece = lexicalComment(onLineOf: marker, line: group.line, lineEnd: group.trimmed.end) {
                    if let comment = codeLineComment(group.line, marker: marker, piece: piece, lineEnd: group.trimmed.end) {
                        reading.comments.append(comment)
                    }
                } else {
                    reading.codeLineMarkers.append((reading.comments.count, group.line, marker, group.trimmed.end))
                }
            }
        }
        return reading
    }

    /// Every comment carrying `sourcery:`, in text order: `reading` with the tree's answers.
    mutating func confirm(_ reading: consuming TextReading, with tree: SourceFileSyntax) -> [AnnotationComment] {
        if reading.unconfirmed.isEmpty && reading.codeLineMarkers.isEmpty { return reading.comments }
        let lookups = reading.unconfirmed.map(\.offset) + reading.codeLineMarkers.map(\.marker)
        let pieces = tree.commentPieces(containing: lookups)
        var rejected = Set<Int>()
        for (comment, offset) in reading.unconfirmed where pieces[offset] == nil { rejected.insert(comment) }
        var comments: [AnnotationComment] = []
        comments.reserveCapacity(reading.comments.count + reading.codeLineMarkers.count)
        var pending = reading.codeLineMarkers[...]
        for index in 0...reading.comments.count {
            while let next = pending.first, next.position == index {
                pending = pending.dropFirst()
                if let piece = pieces[next.marker],
                    let comment = codeLineComment(next.line, marker: next.marker, piece: piece, lineEnd: next.lineEnd)
                {
                    comments.append(comment)
                }
            }
            if index < reading.comments.count, !rejected.contains(index) { comments.append(reading.comments[index]) }
        }
        return comments
    }

    /// The comment containing `marker` on a code line, when the line's text proves it: everything
    /// before the comment is code without quotes, `#` or `/` (so no literal can hide the opener).
    /// Nil when only the syntax tree can tell.
    private func lexicalComment(onLineOf marker: Int, line: Int, lineEnd: Int) -> CommentPiece? {
        var index = text.lineStarts[line]
        while index < marker {
            switch bytes[index] {
            case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "#"), UInt8(ascii: "`"):
                return nil
            case UInt8(ascii: "/"):
                guard index + 1 < lineEnd else { return nil }
                if bytes[index + 1] == UInt8(ascii: "/") {
                    let isDocumentation = index + 3 <= lineEnd && bytes[index + 2] == UInt8(ascii: "/")
                        && !(index + 3 < lineEnd && bytes[index + 3] == UInt8(ascii: "/"))
                    return CommentPiece(kind: .line, isDocumentation: isDocumentation, range: TextRange(start: index, end: lineEnd))
                }
                guard bytes[index + 1] == UInt8(ascii: "*"),
                    let closing = AnnotationGrammar.firstOffset(of: "*/", in: bytes, TextRange(start: index + 2, end: lineEnd)),
                    AnnotationGrammar.firstOffset(of: "/*", in: bytes, TextRange(start: index + 2, end: closing)) == nil
                else { return nil }
                if marker < closing {
                    let isDocumentation = bytes[index + 2] == UInt8(ascii: "*") && closing > index + 2
                    return CommentPiece(kind: .block, isDocumentation: isDocumentation, range: TextRange(start: index, end: closing + 2))
                }
                index = closing + 2
                continue
            default:
                break
            }
            index += 1
        }
        return nil
    }

    // MARK: Comment lines

    /// The comment opener a comment line starts with: one of `///`, `//`, `/**`, `/*`, `*`.
    private func commentLineOpener(_ trimmed: TextRange) -> CommentLineOpener? {
        guard !trimmed.isEmpty else { return nil }
        if bytes[trimmed.start] == UInt8(ascii: "*") { return .star }
        guard bytes[trimmed.start] == UInt8(ascii: "/"), trimmed.length >= 2 else { return nil }
        let third = trimmed.length >= 3 ? bytes[trimmed.start + 2] : 0
        switch bytes[trimmed.start + 1] {
        case UInt8(ascii: "/"): return third == UInt8(ascii: "/") ? .tripleSlash : .doubleSlash
        case UInt8(ascii: "*"): return third == UInt8(ascii: "*") ? .slashDoubleStar : .slashStar
        default: return nil
        }
    }

    private mutating func commentLine(_ line: Int, trimmed: TextRange, opener: CommentLineOpener) -> AnnotationComment? {
        var cursor = trimmed.start + opener.length
        cursor = skipSpaces(from: cursor, end: trimmed.end)
        guard has("sourcery:", at: cursor, end: trimmed.end) else { return nil }
        let afterMarker = cursor + "sourcery:".utf8.count
        let isDocumentation = opener.isDocumentation

        func make(_ role: AnnotationCommentRole, content: TextRange, end: Int, traps: [ParseTrap] = []) -> AnnotationComment {
            let parsed: (annotations: [Annotation], traps: [ParseTrap]) =
                role == .annotations || role == .blockBegin || role == .file
                ? AnnotationGrammar.parse(bytes, in: content, version: version, strings: &strings) : ([], [])
            return AnnotationComment(
                role: role, placement: .ownLine, line: line, range: TextRange(start: trimmed.start, end: end),
                contentRange: content, annotations: parsed.annotations, traps: traps.isEmpty ? parsed.traps : traps + parsed.traps,
                isDocumentation: isDocumentation)
        }

        // Most annotation lines carry no marker word: one check of the byte after `sourcery:` skips the four.
        let next = afterMarker < trimmed.end ? bytes[afterMarker] : 0
        let mayBeMarker = next == UInt8(ascii: "i") || next == UInt8(ascii: "b") || next == UInt8(ascii: "e") || next == UInt8(ascii: "f")
        if mayBeMarker, has("inline:", at: afterMarker, end: trimmed.end) {
            let nameStart = afterMarker + "inline:".utf8.count
            let nameEnd = AnnotationGrammar.firstOffset(of: "*/", in: bytes, TextRange(start: nameStart, end: trimmed.end)) ?? trimmed.end
            let name = AnnotationGrammar.text(bytes, AnnotationGrammar.trim(bytes, TextRange(start: nameStart, end: nameEnd)))
            return make(.inlineRegion(name: name), content: TextRange(start: nameStart, end: nameEnd), end: trimmed.end)
        }
        if mayBeMarker, has("begin:", at: afterMarker, end: trimmed.end) {
            // The block's text runs to the end of the line, even in a `/* */` comment.
            return make(.blockBegin, content: TextRange(start: afterMarker + "begin:".utf8.count, end: trimmed.end), end: trimmed.end)
        }
        if mayBeMarker, has("end", at: afterMarker, end: trimmed.end) {
            return make(.end, content: TextRange(start: afterMarker, end: trimmed.end), end: trimmed.end)
        }
        if mayBeMarker, has("file", at: afterMarker, end: trimmed.end) {
            guard has("file:", at: afterMarker, end: trimmed.end) else { return nil }
            return make(.file, content: TextRange(start: afterMarker + "file:".utf8.count, end: trimmed.end), end: trimmed.end)
        }
        if opener.runsToLineEnd {
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

    private mutating func codeLineComment(_ line: Int, marker: Int, piece: CommentPiece, lineEnd: Int) -> AnnotationComment? {
        let opener = piece.isDocumentation ? 3 : 2
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
        let parsed = AnnotationGrammar.parse(bytes, in: content, version: version, strings: &strings)
        return AnnotationComment(
            role: .annotations, placement: placement, line: line, range: TextRange(start: piece.range.start, end: end),
            contentRange: content, annotations: parsed.annotations, traps: parsed.traps, isDocumentation: piece.isDocumentation)
    }

    // MARK: Bytes

    private func has(_ literal: StaticString, at offset: Int, end: Int) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard offset + count <= end else { return false }
        let literalBytes = UnsafeBufferPointer(start: literal.utf8Start, count: count)
        for index in 0..<count where bytes[offset + index] != literalBytes[index] { return false }
        return true
    }

    private func skipSpaces(from offset: Int, end: Int) -> Int {
        var index = offset
        while index < end, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        return index
    }
}

/// How a comment line opens, as Sourcery strips it before looking for `sourcery:`.
private enum CommentLineOpener {
    case tripleSlash, doubleSlash, slashDoubleStar, slashStar, star

    var length: Int {
        switch self {
        case .tripleSlash, .slashDoubleStar: return 3
        case .doubleSlash, .slashStar: return 2
        case .star: return 1
        }
    }

    /// `///` and `/**`: the text also ends up in generated documentation.
    var isDocumentation: Bool { self == .tripleSlash || self == .slashDoubleStar }

    /// For `//`, `///` and `*` lines the annotation text runs to the end of the line.
    var runsToLineEnd: Bool { self == .doubleSlash || self == .tripleSlash || self == .star }
}
