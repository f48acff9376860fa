import Diagnostics
import SourceText
import SourceryModels

/// Helpers shared by the Swift model rules.
enum ModelRuleSupport {
    /// The file when it was parsed (it contains `sourcery:` and is not generated).
    static func parsedFile(_ path: String, of index: WorkspaceIndex) -> ModelFile? {
        guard let file = index.models.file(path), file.sourcery.skipped == nil else { return nil }
        return file
    }

    /// True for comments whose annotations the checks should look at (not generated inline regions).
    static func isChecked(_ comment: AnnotationComment) -> Bool {
        comment.detachment != .insideInlineRegion
    }

    /// `` `a`, `b` `` for messages.
    static func keyList(_ comments: [AnnotationComment]) -> String {
        var keys: [String] = []
        for comment in comments {
            for annotation in comment.annotations where !keys.contains(annotation.qualifiedKey) {
                keys.append(annotation.qualifiedKey)
            }
        }
        return keys.isEmpty ? "the annotation" : keys.map { "`\($0)`" }.joined(separator: ", ")
    }

    /// Splits comments into runs that share the same detachment and follow each other line by line.
    static func runs(of comments: [AnnotationComment]) -> [[AnnotationComment]] {
        var result: [[AnnotationComment]] = []
        for comment in comments {
            if let last = result.last?.last, last.detachment == comment.detachment,
                last.detachment?.isDetachedFromDeclaration == true || comment.line <= last.line + 2
            {
                result[result.count - 1].append(comment)
            } else {
                result.append([comment])
            }
        }
        return result
    }

    /// The closest live key to `key`: the same key in another case, else one within two edits.
    static func suggestion(for key: String, in candidates: [String]) -> String? {
        if let sameLetters = candidates.first(where: { $0.lowercased() == key.lowercased() }) { return sameLetters }
        let scored = candidates.map { ($0, editDistance(key.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= min(2, max(1, key.count / 3)) else { return nil }
        return best.0
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = Array(copies: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// An edit that removes one annotation: the whole comment line when it is the line's only
    /// annotation, else the piece with its separating comma.
    static func removal(of annotation: Annotation, in comment: AnnotationComment, text: SourceText) -> TextEdit {
        let siblings = comment.annotations
        if siblings.count == 1 {
            if comment.placement == .ownLine {
                let line = comment.line
                let end = line + 1 < text.lineCount ? text.lineStarts[line + 1] : text.count
                return .delete(TextRange(start: text.lineStarts[line], end: end))
            }
            var start = comment.range.start
            while start > text.lineStarts[comment.line], text.bytes[start - 1] == UInt8(ascii: " ") || text.bytes[start - 1] == UInt8(ascii: "\t") {
                start -= 1
            }
            return .delete(TextRange(start: start, end: comment.range.end))
        }
        guard let position = siblings.firstIndex(of: annotation) else { return .delete(annotation.range) }
        if position == 0 {
            return .delete(TextRange(start: annotation.range.start, end: siblings[1].range.start))
        }
        return .delete(TextRange(start: siblings[position - 1].range.end, end: annotation.range.end))
    }

    /// The text of a value range without its surrounding quotes, and the offset where its content starts.
    static func unquotedValue(_ range: TextRange, text: SourceText) -> (content: TextRange, quote: UInt8?) {
        let bytes = text.bytes
        if range.length >= 2, let first = bytes.indices.contains(range.start) ? bytes[range.start] : nil,
            first == UInt8(ascii: "\"") || first == UInt8(ascii: "'"), bytes[range.end - 1] == first
        {
            return (TextRange(start: range.start + 1, end: range.end - 1), first)
        }
        return (range, nil)
    }
}
