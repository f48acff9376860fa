import SourceText
import SwiftParser
import SwiftSyntax

/// How to read annotations.
package struct SourceryReadOptions: Sendable, Hashable {
    package var version: SourceryVersion
    /// Skip files whose text starts with `// Generated using Sourcery` (Sourcery's own output).
    package var skipsGeneratedFiles: Bool

    package init(version: SourceryVersion = .v2_1_7, skipsGeneratedFiles: Bool = true) {
        self.version = version
        self.skipsGeneratedFiles = skipsGeneratedFiles
    }
}

/// One Swift file as Sourcery sees it: its annotation comments and the declarations they attach to.
package struct SourceryFile: Sendable {
    /// Why a file was not parsed.
    package enum Skipped: Sendable, Hashable {
        /// The bytes contain no `sourcery:`.
        case noAnnotations
        /// The file starts with `// Generated using Sourcery`.
        case generated
        /// Brackets nest deeper than ``BracketDepth/limit`` from the `[` at this offset: too deep
        /// for SwiftParser to read in reasonable time.
        case bracketsTooDeep(offset: Int)
    }

    /// Set when the file was not parsed (then it has no comments or declarations).
    package var skipped: Skipped?
    /// Every comment carrying `sourcery:`, in text order.
    package var comments: [AnnotationComment]
    /// Every declaration in declaration lists (not in bodies), in text order of their start.
    package var declarations: [Declaration]
    /// For each declaration (by index), the indices of its direct members.
    package var memberIndices: IndexBuckets

    package init(skipped: Skipped?, comments: [AnnotationComment] = [], declarations: [Declaration] = []) {
        self.skipped = skipped
        self.comments = comments
        self.declarations = declarations
        self.memberIndices = IndexBuckets(keyCount: declarations.count, keys: declarations.indices.lazy.map { declarations[$0].parent })
    }

    /// Reads `text`. A file without `sourcery:` costs one byte search and is not parsed. Never fails.
    package static func read(_ text: SourceText, options: SourceryReadOptions = SourceryReadOptions()) -> SourceryFile {
        let markers = ByteSearch.sourceryMarkerOffsets(text.bytes)
        guard !markers.isEmpty else { return SourceryFile(skipped: .noAnnotations) }
        if options.skipsGeneratedFiles, isGenerated(text.bytes) { return SourceryFile(skipped: .generated) }
        if let offset = BracketDepth.firstTooDeep(in: text.bytes[...]) { return SourceryFile(skipped: .bracketsTooDeep(offset: offset)) }
        let tree = text.bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        var scanner = AnnotationCommentScanner(text: text, version: options.version)
        let textReading = scanner.readText(markerOffsets: markers)
        let declarations = DeclarationCollector.declarations(in: tree, text: text, strings: &scanner.strings)
        let comments = scanner.confirm(textReading, with: tree)
        var binder = AnnotationBinder(text: text, version: options.version, comments: comments, declarations: declarations)
        binder.bind()
        return SourceryFile(skipped: nil, comments: binder.comments, declarations: binder.declarations)
    }

    static let generatedHeader = Array("// Generated using Sourcery".utf8)

    static func isGenerated(_ bytes: [UInt8]) -> Bool {
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        return bytes[start...].starts(with: generatedHeader)
    }

    // MARK: Lookups

    /// The declarations a comment's annotations apply to.
    package func declarations(of comment: AnnotationComment) -> [Declaration] {
        comment.boundDeclarations.map { declarations[$0] }
    }

    /// The annotation comment whose range contains or touches `offset`.
    package func comment(at offset: Int) -> AnnotationComment? {
        comments.first { $0.range.touches(offset) }
    }

    /// The innermost declaration whose range contains `offset`.
    package func declaration(at offset: Int) -> Declaration? {
        declarations.filter { $0.range.touches(offset) }.min { $0.range.length < $1.range.length }
    }

    /// The children of the declaration at `index`.
    package func members(of index: Int) -> [Declaration] {
        memberIndices[index].map { declarations[$0] }
    }
}
