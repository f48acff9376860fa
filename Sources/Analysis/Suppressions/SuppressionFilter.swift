import Diagnostics
import SourceText

/// Removes the findings that suppression comments cover, and reports the comments that cover nothing
/// or give no reason.
package enum SuppressionFilter {
    package static func apply(to findings: [Finding], in file: SnapshotFile) -> [Finding] {
        let comments = SuppressionScanner.scan(file.text, kind: file.kind)
        guard !comments.isEmpty else { return findings }
        let text = file.text
        var used = Set<UseKey>()
        var kept: [Finding] = []
        for finding in findings {
            if let key = coveringSuppression(of: finding, comments: comments, text: text) {
                used.insert(key)
            } else {
                kept.append(finding)
            }
        }
        for (position, comment) in comments.enumerated() where comment.kind != .enable {
            let location = Location(path: file.path, range: comment.range)
            if comment.reason == nil {
                kept.append(MissingSuppressionReasonRule().finding(
                    "`\(comment.kind.rawValue)` needs a reason after `--`", at: location))
            }
            let unused = comment.ruleIDs.filter { !used.contains(UseKey(comment: position, ruleID: $0)) }
            for id in unused {
                let why = RuleRegistry.rule(withID: id) == nil ? "there is no rule `\(id)`" : "no `\(id)` finding is there to suppress"
                kept.append(UnusedSuppressionRule().finding(
                    "this suppression suppresses nothing: \(why)", at: location,
                    fixes: unused.count == comment.ruleIDs.count
                        ? [Fix(title: "Remove the suppression comment", path: file.path, edits: [removal(of: comment.range, in: text)])] : [],
                    tags: [.unnecessary]))
            }
            if comment.ruleIDs.isEmpty {
                kept.append(UnusedSuppressionRule().finding(
                    "`\(comment.kind.rawValue)` names no rule; list the rule ids it suppresses", at: location))
            }
        }
        return kept
    }

    private struct UseKey: Hashable {
        var comment: Int
        var ruleID: String
    }

    private static func coveringSuppression(of finding: Finding, comments: [SuppressionComment], text: SourceText) -> UseKey? {
        let line = text.line(containing: finding.location.range.start)
        for (position, comment) in comments.enumerated() where comment.ruleIDs.contains(finding.ruleID) {
            switch comment.kind {
            case .disableNextLine:
                if text.line(containing: comment.range.end) + 1 == line { return UseKey(comment: position, ruleID: finding.ruleID) }
            case .disable:
                let start = comment.range.end
                let end = comments[(position + 1)...].first {
                    $0.kind == .enable && ($0.ruleIDs.isEmpty || $0.ruleIDs.contains(finding.ruleID))
                }?.range.start ?? text.count
                if finding.location.range.start >= start, finding.location.range.start < end {
                    return UseKey(comment: position, ruleID: finding.ruleID)
                }
            case .enable:
                continue
            }
        }
        return nil
    }

    /// The comment, and its whole line when nothing else is on it.
    private static func removal(of range: TextRange, in text: SourceText) -> TextEdit {
        let line = text.line(containing: range.start)
        let lineRange = text.lineRange(line)
        let before = text[TextRange(start: lineRange.start, end: range.start)]
        let after = text[TextRange(start: min(range.end, lineRange.end), end: lineRange.end)]
        if before.allSatisfy(\.isWhitespace), after.allSatisfy(\.isWhitespace), text.line(containing: range.end) == line {
            let nextLineStart = line + 1 < text.lineCount ? text.lineStarts[line + 1] : lineRange.end
            return .delete(TextRange(start: lineRange.start, end: nextLineStart))
        }
        return .delete(range)
    }
}
