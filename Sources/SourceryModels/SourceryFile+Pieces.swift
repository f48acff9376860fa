import SourceText
import SwiftSyntax

extension SourceryFile {
    /// Reads `text` parsed in two pieces cut at `cut`: the calling thread reads the comments' text and
    /// the first piece, another core (when one is free) the second piece, each walking the tree it
    /// parsed. Nil when the pieces do not prove to be the whole file's tree (see ``SplitParse``); the
    /// file is then read whole.
    static func readInPieces(_ text: SourceText, markers: [Int], cut: Int, options: SourceryReadOptions) -> SourceryFile? {
        let bytes = text.bytes
        let pieces = ConcurrentPair.run(unlessDeclined: {
            () -> (piece: ParsedPiece, declarations: [Declaration], reading: AnnotationCommentScanner.TextReading, scanner: AnnotationCommentScanner)? in
            var scanner = AnnotationCommentScanner(text: text, version: options.version)
            let reading = scanner.readText(markerOffsets: markers)
            let tree = SplitParse.parse(bytes, 0..<cut)
            guard SplitParse.acceptsFirstPiece(tree, cut: cut) else { return nil }
            let declarations = DeclarationCollector.declarations(inPiece: tree, at: 0, text: text, strings: &scanner.strings)
            return (ParsedPiece(tree: tree, offset: 0), declarations, reading, scanner)
        }, elsewhere: { () -> (tree: SourceFileSyntax, declarations: [Declaration])? in
            let tree = SplitParse.parse(bytes, cut..<bytes.count)
            guard SplitParse.acceptsSecondPiece(tree, cut: cut, in: bytes) else { return nil }
            var strings = StringTable()
            return (tree, DeclarationCollector.declarations(inPiece: tree, at: cut, text: text, strings: &strings))
        })
        guard let (first, secondResult) = pieces, let second = secondResult else { return nil }
        var collected = DeclarationCollector(text: text)
        collected.append(first.declarations)
        collected.append(second.declarations)
        var scanner = first.scanner
        let comments = scanner.confirm(first.reading, with: [first.piece, ParsedPiece(tree: second.tree, offset: cut)])
        var binder = AnnotationBinder(text: text, version: options.version, comments: comments, declarations: collected.declarations)
        binder.bind()
        return SourceryFile(skipped: nil, comments: binder.comments, declarations: binder.declarations)
    }
}
