import SourceText
@_spi(RawSyntax) import SwiftSyntax

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
    var contentStart: Int { offset + (PlacedRawNode.firstPresentToken(in: raw)?.leadingTriviaByteLength ?? 0) }

    /// The node without its leading and trailing trivia (empty when it has no text).
    var contentRange: TextRange {
        if let token = raw.tokenView {
            // A token is its own first and last token.
            guard token.presence == .present else { return TextRange(start: offset, end: offset) }
            let start = offset + token.leadingTriviaByteLength
            return TextRange(start: start, end: max(start, offset + raw.byteLength - token.trailingTriviaByteLength))
        }
        let start = contentStart
        let trailing = PlacedRawNode.lastPresentToken(in: raw)?.trailingTriviaByteLength ?? 0
        return TextRange(start: start, end: max(start, offset + raw.byteLength - trailing))
    }

    /// `raw.firstToken(viewMode: .sourceAccurate)`, with fewer calls per node.
    private static func firstPresentToken(in raw: RawSyntax) -> RawSyntaxTokenView? {
        if let layout = raw.layoutView {
            for child in layout.children {
                if let child, let token = firstPresentToken(in: child) { return token }
            }
            return nil
        }
        let token = raw.tokenView
        return token?.presence == .present ? token : nil
    }

    /// `raw.lastToken(viewMode: .sourceAccurate)`, with fewer calls per node.
    private static func lastPresentToken(in raw: RawSyntax) -> RawSyntaxTokenView? {
        if let layout = raw.layoutView {
            let children = layout.children
            var index = children.count
            while index > 0 {
                index -= 1
                if let child = children[index], let token = lastPresentToken(in: child) { return token }
            }
            return nil
        }
        let token = raw.tokenView
        return token?.presence == .present ? token : nil
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

    /// The first present child of another kind than `kind`, with its offset.
    func firstChild(notOfKind kind: SyntaxKind) -> PlacedRawNode? {
        guard let layout = raw.layoutView else { return nil }
        var cursor = offset
        for child in layout.children {
            guard let child else { continue }
            if child.kind != kind { return PlacedRawNode(child, at: cursor) }
            cursor += child.byteLength
        }
        return nil
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

    /// Up to three children of this node, each with its offset, found in one pass over the layout: nil
    /// exactly for the targets not given.
    func place(
        _ first: RawSyntax?, _ second: RawSyntax?, _ third: RawSyntax? = nil
    ) -> (PlacedRawNode?, PlacedRawNode?, PlacedRawNode?) {
        let targets = (first?.id, second?.id, third?.id)
        var found: (PlacedRawNode?, PlacedRawNode?, PlacedRawNode?) = (nil, nil, nil)
        var remaining = (first == nil ? 0 : 1) + (second == nil ? 0 : 1) + (third == nil ? 0 : 1)
        var cursor = offset
        if let layout = raw.layoutView {
            for candidate in layout.children where remaining > 0 {
                guard let candidate else { continue }
                let id = candidate.id
                if id == targets.0 {
                    found.0 = PlacedRawNode(candidate, at: cursor)
                    remaining -= 1
                } else if id == targets.1 {
                    found.1 = PlacedRawNode(candidate, at: cursor)
                    remaining -= 1
                } else if id == targets.2 {
                    found.2 = PlacedRawNode(candidate, at: cursor)
                    remaining -= 1
                }
                cursor += candidate.byteLength
            }
        }
        // Like `place(_:)`, a target that is not a child is placed at this node's offset.
        return (
            found.0 ?? first.map { PlacedRawNode($0, at: offset) }, found.1 ?? second.map { PlacedRawNode($0, at: offset) },
            found.2 ?? third.map { PlacedRawNode($0, at: offset) }
        )
    }

    /// The text of a token as the public API's `TokenSyntax.text` gives it: as written, or for a
    /// missing token of fixed text (`)`), that text.
    static func text(of token: RawTokenSyntax) -> String {
        let written = token.tokenText
        if written.isEmpty, let fixed = token.tokenKind.defaultText { return String(syntaxText: fixed) }
        return String(syntaxText: written)
    }
}
