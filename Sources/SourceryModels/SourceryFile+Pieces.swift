import Foundation
import SourceText
import SwiftSyntax

extension SourceryFile {
    /// Threads besides the calling one that take pieces of a file: one less than the cores, at most
    /// three.
    static let pieceWorkers = max(0, min(3, ProcessInfo.processInfo.activeProcessorCount - 1))

    /// Reads `text` parsed in pieces between `cuts`: the pieces are handed out from a shared queue to
    /// the calling thread and to workers (when a core is free), each thread walking the trees it
    /// parsed; the calling thread reads the comments' text once every piece is handed out. Nil when
    /// the pieces do not prove to be the whole file's tree (see ``SplitParse``); the file is then read
    /// whole.
    static func readInPieces(_ text: SourceText, markers: [Int], cuts: [Int], options: SourceryReadOptions, workers: Int = pieceWorkers)
        -> SourceryFile?
    {
        let bytes = text.bytes
        let ranges = SplitParse.pieces(of: bytes.count, cuts: cuts)
        let read = PieceQueue.run(count: ranges.count, workers: workers) { index -> (tree: SourceFileSyntax, declarations: [Declaration])? in
            let range = ranges[index]
            let tree = SplitParse.parse(bytes, range)
            guard SplitParse.acceptsPiece(tree, range, in: bytes) else { return nil }
            var strings = StringTable()
            return (tree, DeclarationCollector.declarations(inPiece: tree, at: range.lowerBound, text: text, strings: &strings))
        } then: {
            var scanner = AnnotationCommentScanner(text: text, version: options.version)
            return (scanner.readText(markerOffsets: markers), scanner)
        }
        guard let (pieces, (reading, scanned)) = read else { return nil }
        var collected = DeclarationCollector(text: text)
        for piece in pieces { collected.append(piece.declarations) }
        var scanner = scanned
        let parsed = zip(pieces, ranges).map { ParsedPiece(tree: $0.tree, offset: $1.lowerBound) }
        let comments = scanner.confirm(reading, with: parsed)
        var binder = AnnotationBinder(text: text, version: options.version, comments: comments, declarations: collected.declarations)
        binder.bind()
        return SourceryFile(skipped: nil, comments: binder.comments, declarations: binder.declarations)
    }
}
