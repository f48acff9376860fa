@_spi(RawSyntax) import SwiftSyntax
import SwiftParser

/// Parsing a large file in pieces, each with the real `SwiftParser`, so that the pieces can be parsed
/// on several cores. A cut is accepted only when the trees prove that the whole file's tree is the
/// first piece's items followed by the second piece's (every offset moved by the cut):
///
/// - The first piece parses without any error or warning, and its last item is a type or extension
///   declaration (no `;`) whose `}` and trailing trivia end the piece. Without errors, no token of the
///   piece was cut short (a string, comment or regex literal running past the cut would be
///   unterminated), so the whole file's lexer gives the same tokens up to there; and after a
///   declaration's closing brace the parser reads nothing more of that item but a `;`.
/// - The cut is a line break (not inside `\r\n`), which ends that trailing trivia in the whole file
///   too; and the second piece's first token starts with a letter, `_` or `@` (not `;`, nor anything
///   lexed by what comes before it). So the whole file's parser meets that token at the top level of
///   the file, in the state a fresh parse starts in, with the same bytes ahead.
/// - The second piece has no error or warning either, so nothing at all depends on recovery.
///
/// With more cuts, each piece is checked as a second piece at its start and as a first piece at its
/// end. From the last cut backwards, each proven cut makes the text from there on one error-free
/// tree of the same items, which is the second piece of the cut before it.
///
/// Anything else falls back to one parse of the whole file.
enum SplitParse {
    /// Files from this size on are offered to several cores in pieces. A judgement: a 32 KB file
    /// parses in about 1.5 ms, against some 50 µs to wake a worker.
    static let minimumSize = 32_768

    /// About this many bytes of the file make one more piece, up to ``maximumPieceCount``.
    static let bytesPerPiece = 32_768
    static let maximumPieceCount = 6

    /// Where the pieces end, as shares of the file: the sizes decrease, so that the last pieces handed
    /// out are small (a worker that is descheduled holds up the index for at most a small piece).
    static func pieceEnds(count: Int) -> [Double] {
        // Sizes in proportion to count + 1, count, …, 2.
        let weights = (0..<count).map { Double(count + 1 - $0) }
        let total = weights.reduce(0, +)
        var sum = 0.0
        return weights.map { weight in
            sum += weight
            return sum / total
        }
    }

    /// Where the cuts should be in a file of `byteCount` bytes; empty when the file is small.
    static func targets(byteCount: Int) -> [Int] {
        guard byteCount >= minimumSize else { return [] }
        let count = min(maximumPieceCount, max(2, byteCount / bytesPerPiece))
        return pieceEnds(count: count).dropLast().map { Int($0 * Double(byteCount)) }
    }

    /// The cuts the byte scan proposes for `bytes`, increasing; empty when the file is small or the
    /// scan finds none.
    static func proposedCuts(in bytes: [UInt8]) -> [Int] {
        TopLevelSplitScan.candidates(in: bytes, near: targets(byteCount: bytes.count))
    }

    /// The pieces between the proposed cuts, each cut found when the piece before it is handed out (so
    /// that the scan does not delay the first parse). `bytes` must stay valid while this is used.
    struct ProposedPieces: PieceSource {
        private var cuts: TopLevelSplitScan.NearestCandidates
        private let byteCount: Int
        private var start = 0
        private var firstCut: Int?
        private var isFinished = false

        /// Nil when the file is small or the scan proposes no cut.
        init?(bytes: UnsafeBufferPointer<UInt8>) {
            cuts = TopLevelSplitScan.NearestCandidates(bytes: bytes, targets: targets(byteCount: bytes.count))
            byteCount = bytes.count
            guard let first = cuts.next() else { return nil }
            firstCut = first
        }

        mutating func next() -> Range<Int>? {
            guard !isFinished else { return nil }
            let end: Int
            if let first = firstCut {
                firstCut = nil
                end = first
            } else if let cut = cuts.next() {
                end = cut
            } else {
                isFinished = true
                end = byteCount
            }
            defer { start = end }
            return start..<end
        }
    }

    /// The pieces between `cuts`.
    static func pieces(of byteCount: Int, cuts: [Int]) -> [Range<Int>] {
        let bounds = [0] + cuts + [byteCount]
        return (0..<bounds.count - 1).map { bounds[$0]..<bounds[$0 + 1] }
    }

    /// `bytes[range]` parsed on its own.
    static func parse(_ bytes: [UInt8], _ range: Range<Int>) -> SourceFileSyntax {
        bytes.withUnsafeBufferPointer { Parser.parse(source: UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// True when `tree`, the parse of `bytes[range]`, can be a piece: a second piece at its start
    /// unless it starts the file, and a first piece at its end unless it ends the file.
    static func acceptsPiece(_ tree: SourceFileSyntax, _ range: Range<Int>, in bytes: [UInt8]) -> Bool {
        if range.lowerBound > 0 {
            guard acceptsSecondPiece(tree, cut: range.lowerBound, in: bytes) else { return false }
        } else {
            guard !tree.hasError, !tree.hasWarning else { return false }
        }
        return range.upperBound == bytes.count || acceptsFirstPiece(tree, cut: range.count)
    }

    /// True when `tree`, the parse of the text before `cut`, can be the first piece.
    static func acceptsFirstPiece(_ tree: SourceFileSyntax, cut: Int) -> Bool {
        guard !tree.hasError, !tree.hasWarning, tree.endPosition.utf8Offset == cut,
            tree.endOfFileToken.totalLength.utf8Length == 0,
            let last = tree.statements.last, last.semicolon == nil, last.unexpectedAfterSemicolon == nil
        else { return false }
        switch last.item.kind {
        case .structDecl, .classDecl, .enumDecl, .protocolDecl, .extensionDecl, .actorDecl: return true
        default: return false
        }
    }

    /// True when `tree`, the parse of the text from `cut` on, can be the second piece.
    static func acceptsSecondPiece(_ tree: SourceFileSyntax, cut: Int, in bytes: [UInt8]) -> Bool {
        guard cut > 0, cut < bytes.count, !tree.hasError, !tree.hasWarning, tree.shebang == nil else { return false }
        switch bytes[cut] {
        case UInt8(ascii: "\r"): break
        case UInt8(ascii: "\n"): guard bytes[cut - 1] != UInt8(ascii: "\r") else { return false }
        default: return false
        }
        guard let first = tree.statements.first?.firstToken(viewMode: .sourceAccurate), let byte = first.text.utf8.first else {
            return false
        }
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: "@"): return true
        default: return false
        }
    }
}
