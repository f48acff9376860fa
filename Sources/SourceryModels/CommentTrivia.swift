import SourceText
import SwiftSyntax

/// A comment as the syntax tree knows it.
struct CommentPiece {
    enum Kind { case line, block }
    var kind: Kind
    var isDocumentation: Bool
    var range: TextRange
}

extension SourceFileSyntax {
    /// The comment trivia piece containing each of `offsets`.
    ///
    /// One descent for all offsets: each node's children are scanned once, and only children that
    /// contain a requested offset are entered, so a file costs at most one pass over the nodes on the
    /// paths to its comments (not one walk from the root per comment).
    func commentPieces(containing offsets: [Int]) -> [Int: CommentPiece] {
        var result: [Int: CommentPiece] = [:]
        SourceFileSyntax.descend(Syntax(self), Set(offsets).sorted()[...], into: &result)
        return result
    }

    private static func descend(_ node: Syntax, _ offsets: ArraySlice<Int>, into result: inout [Int: CommentPiece]) {
        if let token = node.as(TokenSyntax.self) {
            for offset in offsets {
                var cursor = token.position.utf8Offset
                if let found = CommentPiece.find(offset, in: token.leadingTrivia, from: &cursor) {
                    result[offset] = found
                    continue
                }
                cursor = token.endPositionBeforeTrailingTrivia.utf8Offset
                if let found = CommentPiece.find(offset, in: token.trailingTrivia, from: &cursor) { result[offset] = found }
            }
            return
        }
        var pending = offsets
        for child in node.children(viewMode: .sourceAccurate) {
            guard let first = pending.first else { return }
            let end = child.endPosition.utf8Offset
            guard first < end else { continue }
            var split = pending.startIndex
            while split < pending.endIndex && pending[split] < end { split += 1 }
            descend(child, pending[pending.startIndex..<split], into: &result)
            pending = pending[split...]
        }
    }
}

extension CommentPiece {
    fileprivate static func find(_ offset: Int, in trivia: Trivia, from cursor: inout Int) -> CommentPiece? {
        for piece in trivia {
            let length = piece.sourceLength.utf8Length
            defer { cursor += length }
            guard offset >= cursor && offset < cursor + length else { continue }
            let range = TextRange(start: cursor, end: cursor + length)
            switch piece {
            case .lineComment: return CommentPiece(kind: .line, isDocumentation: false, range: range)
            case .docLineComment: return CommentPiece(kind: .line, isDocumentation: true, range: range)
            case .blockComment: return CommentPiece(kind: .block, isDocumentation: false, range: range)
            case .docBlockComment: return CommentPiece(kind: .block, isDocumentation: true, range: range)
            default: return nil
            }
        }
        return nil
    }
}
