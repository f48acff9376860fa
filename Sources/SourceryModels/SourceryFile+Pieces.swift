import Foundation
import SourceText
import SwiftSyntax

extension SourceryFile {
    /// Threads besides the calling one that take pieces of a file: one less than the cores, at most
    /// three.
    static let pieceWorkers = max(0, min(3, ProcessInfo.processInfo.activeProcessorCount - 1))

    /// Reads `text` parsed in pieces between the cuts ``SplitParse`` proposes; nil when the file is
    /// small, no cut is proposed or the pieces do not prove to be the whole file's tree.
    static func readInPieces(_ text: SourceText, markers: [Int], options: SourceryReadOptions, workers: Int = pieceWorkers) -> SourceryFile? {
        text.bytes.withUnsafeBufferPointer { buffer in
            guard let pieces = SplitParse.ProposedPieces(bytes: buffer) else { return nil }
            return readInPieces(text, markers: markers, pieces: pieces, options: options, workers: workers)
        }
    }

    /// Reads `text` parsed in pieces between `cuts`; nil when the pieces do not prove to be the whole
    /// file's tree.
    static func readInPieces(_ text: SourceText, markers: [Int], cuts: [Int], options: SourceryReadOptions, workers: Int = pieceWorkers)
        -> SourceryFile?
    {
        readInPieces(text, markers: markers, pieces: SplitParse.pieces(of: text.count, cuts: cuts).makeIterator(), options: options, workers: workers)
    }

    /// The pieces are handed out from a shared queue to the calling thread and to workers (when a
    /// core is free), each thread walking the trees it parsed; the calling thread reads the comments'
    /// text once every piece is handed out. Nil when a piece is not accepted (see ``SplitParse``); the
    /// file is then read whole.
    private static func readInPieces<Pieces: PieceSource>(
        _ text: SourceText, markers: [Int], pieces: Pieces, options: SourceryReadOptions, workers: Int
    ) -> SourceryFile? where Pieces.Piece == Range<Int> {
        let bytes = text.bytes
        let read = PieceQueue.run(pieces, workers: workers) { range -> (range: Range<Int>, tree: SourceFileSyntax, declarations: [Declaration])? in
            let tree = SplitParse.parse(bytes, range)
            guard SplitParse.acceptsPiece(tree, range, in: bytes) else { return nil }
            var strings = StringTable()
            return (range, tree, DeclarationCollector.declarations(inPiece: tree, at: range.lowerBound, text: text, strings: &strings))
        } then: {
            var scanner = AnnotationCommentScanner(text: text, version: options.version)
            return (scanner.readText(markerOffsets: markers), scanner)
        }
        guard let (parsed, (reading, scanned)) = read else { return nil }
        var collected = DeclarationCollector(text: text)
        for piece in parsed { collected.append(piece.declarations) }
        var scanner = scanned
        let comments = scanner.confirm(reading, with: parsed.map { ParsedPiece(tree: $0.tree, offset: $0.range.lowerBound) })
        var binder = AnnotationBinder(text: text, version: options.version, comments: comments, declarations: collected.declarations)
        binder.bind()
        return SourceryFile(skipped: nil, comments: binder.comments, declarations: binder.declarations)
    }
}

extension IndexingIterator: PieceSource {}
