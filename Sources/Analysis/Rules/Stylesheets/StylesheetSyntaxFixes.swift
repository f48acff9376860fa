import Diagnostics
import NSS
import SourceText

/// The quick fixes of syntax problems whose repair is obvious: a `//` comment becomes `/* … */`,
/// `!important` is removed, a missing `;` is added.
enum StylesheetSyntaxFixes {
    static func fixes(for problem: NSSProblem, in file: StylesheetFile) -> [Fix] {
        switch problem.code {
        case .lineComment:
            let comment = file.text[problem.range]
            let body = comment.dropFirst(2).trimmingTrailingSpaces
            // A `*/` inside would end the block comment early.
            guard !body.contains("*/") else { return [] }
            let replacement = body.isEmpty ? "/* */" : "/*" + (body.first == " " ? "" : " ") + body + " */"
            return [file.replacementFix("Turn into a `/* … */` comment", problem.range, with: replacement)]
        case .important:
            // Only `!important` itself and the spaces before it: the `;` after it stays.
            let bytes = file.text.bytes
            var start = problem.range.start
            while start > 0, bytes[start - 1] == 32 || bytes[start - 1] == 9 { start -= 1 }
            let word = file.text[problem.range]
            return [file.replacementFix("Remove `\(word)`", TextRange(start: start, end: problem.range.end), with: "")]
        case .missingSemicolon:
            // After a lone `:` a `;` would leave an empty value.
            guard file.text[problem.range] != ":" else { return [] }
            return [file.replacementFix("Add `;`", TextRange(start: problem.range.end, end: problem.range.end), with: ";")]
        default:
            return []
        }
    }
}

extension Substring {
    fileprivate var trimmingTrailingSpaces: String {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " || self[index(before: end)] == "\t" { end = index(before: end) }
        return String(self[startIndex..<end])
    }
}
