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
    /// The comment trivia piece that contains `offset`, or nil when `offset` is in code or a literal.
    func commentPiece(containing offset: Int) -> CommentPiece? {
        guard let token = token(at: AbsolutePosition(utf8Offset: offset)) else { return nil }
        var cursor = token.position.utf8Offset
        if let found = CommentPiece.find(offset, in: token.leadingTrivia, from: &cursor) { return found }
        cursor = token.endPositionBeforeTrailingTrivia.utf8Offset
        return CommentPiece.find(offset, in: token.trailingTrivia, from: &cursor)
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
