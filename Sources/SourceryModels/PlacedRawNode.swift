@_spi(RawSyntax) import SwiftSyntax
import SourceText

/// A node of swift-syntax's raw tree with the byte offset where it starts (its leading trivia
/// included).
///
/// Reading the raw tree builds no node data: the public API allocates position-carrying data for
/// every child of every node it enters, which costs about a third of a parse again when all
/// declaration lists of a file are read. Positions here are sums of the raw nodes' byte lengths.
struct PlacedRawNode {
    let raw: RawSyntax
    let offset: Int

    init(_ raw: RawSyntax, at offset: Int) {
        self.raw = raw
        self.offset = offset
    }

    init(_ node: some RawSyntaxNodeProtocol, at offset: Int) {
        self.init(node.raw, at: offset)
    }

    var kind: SyntaxKind { raw.kind }

    /// Where the first present token's text starts (after its leading trivia).
    var contentStart: Int { offset + raw.leadingTriviaByteLength }

    /// The node without its leading and trailing trivia (empty when it has no text).
    var contentRange: TextRange {
        let start = contentStart
        return TextRange(start: start, end: max(start, offset + raw.byteLength - raw.trailingTriviaByteLength))
    }

    /// The present children in order, each with its offset.
    func forEachChild(_ body: (PlacedRawNode) -> Void) {
        guard let layout = raw.layoutView else { return }
        var cursor = offset
        for child in layout.children {
            guard let child else { continue }
            body(PlacedRawNode(child, at: cursor))
            cursor += child.byteLength
        }
    }

    /// `child` (one of this node's children) with its offset.
    func place(_ child: some RawSyntaxNodeProtocol) -> PlacedRawNode {
        let target = child.raw.id
        var cursor = offset
        if let layout = raw.layoutView {
            for candidate in layout.children {
                guard let candidate else { continue }
                if candidate.id == target { return PlacedRawNode(candidate, at: cursor) }
                cursor += candidate.byteLength
            }
        }
        return PlacedRawNode(child.raw, at: offset)
    }

    /// The text of a token as the public API's `TokenSyntax.text` gives it: as written, or for a
    /// missing token of fixed text (`)`), that text.
    static func text(of token: RawTokenSyntax) -> String {
        let written = token.tokenText
        if written.isEmpty, let fixed = token.tokenKind.defaultText { return String(syntaxText: fixed) }
        return String(syntaxText: written)
    }
}
