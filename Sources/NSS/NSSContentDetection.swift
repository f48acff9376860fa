/// Whether a `.nss` file is a NUI stylesheet: the one definition the server and both editors share.
///
/// The tables come from `editors/nss-content-detection.json` (``NSSContentDetectionRules``); the same
/// rules are written in `editors/vscode/detect.js` and `editors/neovim/lua/nuance/detect.lua`, and
/// `docs/content-detection.md` states them. The first `meaningfulLines` lines that are neither blank
/// nor comments are read; each is a NUI line (a definition, a declaration or selector list that NUI
/// would read), a neutral one (braces, an unterminated declaration) or another one. A foreign line
/// start (`#include`, `void main`, a CSS selector …) decides at once; otherwise the file is NUI when
/// it has at least `nuiLinesPerOtherLine` NUI lines per other line (a file with no evidence is NUI).
///
/// Lines are read one at a time from the file's buffer, bytes looked up in ``NSSContentBytes``: the
/// common shapes (blank, braces, `name: value`, a class before `{`) in one pass
/// (``NSSContentTally/readQuickly(_:from:)``), lines inside a block comment skipped a word at a time,
/// the others by finding the line's end first (``NSSContentLines``) and, when a block comment is in
/// them, from a copy with it blanked. Reading stops once the other lines outweigh what the lines left
/// could make up. `ContentDetectionReferenceTests` holds this to a plain reading of the rules.
package enum NSSContentDetection {
    package static func isNUI(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { text in
            NSSContentBytes.table.withUnsafeBufferPointer { classes in
                var lines = NSSContentLines(text)
                var tally = NSSContentTally(classes: classes)
                var blanked: [UInt8] = []
                while lines.position < text.count {
                    var decision: Bool?
                    if lines.skipLineInComment() {
                        continue
                    } else if !lines.inComment, let quick = tally.readQuickly(text, from: lines.position) {
                        lines.skip(to: quick.end, opensComment: quick.opensComment)
                        decision = quick.decision
                    } else if let line = lines.next() {
                        if line.hasComment {
                            blanked.removeAll(keepingCapacity: true)
                            blanked.append(contentsOf: UnsafeBufferPointer(rebasing: text[line.range]))
                            lines.blankComments(in: &blanked)
                            let brace = blanked.firstIndex(of: UInt8(ascii: "{"))
                            decision = blanked.withUnsafeBufferPointer { tally.read($0, brace: brace) }
                        } else {
                            let brace = line.brace.map { $0 - line.range.lowerBound }
                            decision = tally.read(UnsafeBufferPointer(rebasing: text[line.range]), brace: brace)
                        }
                    }
                    if let decision { return decision }
                    if tally.meaningful == meaningfulLines { break }
                }
                return tally.finish()
            }
        }
    }
}
