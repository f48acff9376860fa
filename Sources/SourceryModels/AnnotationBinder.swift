import SourceText

/// Attaches annotation comments to declarations the way Sourcery does, and says why the others are
/// attached to nothing.
///
/// For a declaration anchored on line N, Sourcery takes the annotations of line N (a comment line, a
/// trailing comment, `/* */` comments right before the anchor); stops when the anchor is preceded by
/// other code after an inline comment or a `case`; stops when line N-1 is not a comment,
/// documentation, attribute or `#` line; otherwise walks up over the unbroken run of such lines.
/// Sourcery 2.1.7 also takes the annotations of the line that ends the walk (a trailing annotation
/// leaks onto the next declaration). Block (`begin`…`end`) and file annotations apply to every
/// declaration in their scope.
struct AnnotationBinder {
    let text: SourceText
    let version: SourceryVersion
    var comments: [AnnotationComment]
    var declarations: [Declaration]
    private var lines: LineClassifier
    /// Comment indices by line.
    private let commentsByLine: IndexBuckets
    /// Declaration indices by the line of their anchor (outside inline regions).
    private var declarationsByAnchorLine: IndexBuckets
    private var blocks: [(begin: Int, endLine: Int)] = []
    private var fileMarkers: [Int] = []
    private var inlineRegions: [ClosedRange<Int>] = []

    init(text: SourceText, version: SourceryVersion, comments: [AnnotationComment], declarations: [Declaration]) {
        self.text = text
        self.version = version
        self.comments = comments
        self.declarations = declarations
        // Fields are read by index: a closure over the elements would copy every comment.
        let markerLines = comments.indices.lazy.filter { comments[$0].role.isMarker && comments[$0].placement == .ownLine }
            .map { comments[$0].line }
        self.lines = LineClassifier(text: text, version: version, markerLines: markerLines)
        self.commentsByLine = IndexBuckets(keyCount: text.lineCount, keys: comments.indices.lazy.map { comments[$0].line })
        self.declarationsByAnchorLine = IndexBuckets(keyCount: text.lineCount, keys: [Int]())
        findRegions()
        var anchorLines: [Int?] = []
        anchorLines.reserveCapacity(declarations.count)
        for index in declarations.indices {
            if !inlineRegions.isEmpty, inlineRegions.contains(where: { $0.contains(declarations[index].anchorLine) }) {
                self.declarations[index].isInsideInlineRegion = true
                anchorLines.append(nil)
            } else {
                anchorLines.append(declarations[index].anchorLine)
            }
        }
        declarationsByAnchorLine = IndexBuckets(keyCount: text.lineCount, keys: anchorLines)
    }

    mutating func bind() {
        for index in declarations.indices where !declarations[index].isInsideInlineRegion {
            let bound = commentsApplying(
                anchor: declarations[index].anchor, line: declarations[index].anchorLine,
                parameterClauseEndLine: declarations[index].parameterClauseEndLine)
            declarations[index].annotationComments = bound
            for comment in bound { comments[comment].boundDeclarations.append(index) }
            guard let nearest = bound.first else { continue }
            if bound.count == 1 {
                declarations[index].annotations = AnnotationSet(comments[nearest].annotations)
                continue
            }
            var set = AnnotationSet()
            set.reserveCapacity(bound.reduce(0) { $0 + comments[$1].annotations.count })
            for comment in bound {
                // By index: iterating the array would copy every annotation.
                for position in comments[comment].annotations.indices { set.add(comments[comment].annotations[position]) }
            }
            declarations[index].annotations = set
        }
        for index in comments.indices where comments[index].boundDeclarations.isEmpty {
            switch comments[index].role {
            case .annotations, .blockBegin, .file:
                comments[index].detachment = detachment(of: comments[index])
            case .end, .inlineRegion:
                break
            }
        }
    }

    // MARK: Regions

    private mutating func findRegions() {
        var openBlock: Int?
        var openInline: Int?
        for index in comments.indices where comments[index].placement == .ownLine && comments[index].role.isMarker {
            let line = comments[index].line
            switch comments[index].role {
            case .blockBegin:
                if let open = openBlock { blocks.append((open, line)) }
                openBlock = index
            case .end:
                if let open = openBlock {
                    blocks.append((open, line))
                    openBlock = nil
                } else if let start = openInline {
                    inlineRegions.append(start...line)
                    openInline = nil
                }
            case .inlineRegion:
                if openInline == nil { openInline = line }
            case .file:
                fileMarkers.append(index)
            case .annotations:
                break
            }
        }
        if let open = openBlock { blocks.append((open, text.lineCount)) }
        if let start = openInline { inlineRegions.append(start...text.lineCount) }
    }

    // MARK: Attachment

    private mutating func commentsApplying(anchor: Int, line: Int, parameterClauseEndLine: Int?) -> IndexList {
        var result = IndexList()
        func take(_ index: Int) { if !result.contains(index) { result.append(index) } }
        func takeLine(_ line: Int) {
            for index in commentsByLine[line] where comments[index].placement != .inline {
                if case .annotations = comments[index].role { take(index) }
            }
        }

        takeLine(line)
        var stop = false
        let lineStart = text.lineStarts[line]
        var prefix = AnnotationGrammar.trim(text.bytes, TextRange(start: lineStart, end: max(lineStart, anchor)))
        if !prefix.isEmpty {
            let isCase = lines.starts(prefix, with: "case")
            if isCase { prefix = AnnotationGrammar.trim(text.bytes, TextRange(start: prefix.start + 4, end: prefix.end)) }
            var foundInline = false
            while prefix.length >= 4, lines.starts(TextRange(start: prefix.end - 2, end: prefix.end), with: "*/"),
                let opening = lastOffset(of: "/*", in: TextRange(start: prefix.start, end: prefix.end - 2))
            {
                foundInline = true
                if let index = commentsByLine[line].first(where: { comments[$0].range.start == opening }) { take(index) }
                prefix = AnnotationGrammar.trim(text.bytes, TextRange(start: prefix.start, end: opening))
            }
            stop = (foundInline || isCase) && !prefix.isEmpty
        }
        if !stop, line > 0, !lines.letsWalkStart(line - 1) { stop = true }
        if !stop {
            var above = line - 1
            while above >= 0 {
                if lines.continuesWalk(above) {
                    takeLine(above)
                } else {
                    if version == .v2_1_7 { takeLine(above) }
                    break
                }
                above -= 1
            }
        }
        if let end = parameterClauseEndLine, end > line {
            for parameterLine in (line + 1)...end {
                for index in commentsByLine[parameterLine] where comments[index].placement == .trailing { take(index) }
            }
        }
        if let block = blocks.first(where: { comments[$0.begin].line < line && line < $0.endLine }) { take(block.begin) }
        for marker in fileMarkers where comments[marker].line < line { take(marker) }
        return result
    }

    // MARK: Detachment

    private mutating func detachment(of comment: AnnotationComment) -> Detachment {
        if inlineRegions.contains(where: { $0.contains(comment.line) }) { return .insideInlineRegion }
        guard comment.placement == .ownLine else { return .noDeclaration }
        var line = comment.line + 1
        while line < text.lineCount {
            if lines.kind(line) == .marker {
                return .markerLine(text.lineRange(line), declaration: declaration(following: line + 1))
            }
            if version == .current && lines.isOnlyClosingComment(line) {
                return .closingCommentLine(text.lineRange(line), declaration: declaration(following: line + 1))
            }
            guard lines.continuesWalk(line) else { break }
            if looksLikeCommentedOutDeclaration(line) { return .commentedOutDeclaration(lines.trimmedRange(line)) }
            line += 1
        }
        guard line < text.lineCount, lines.kind(line) == .blank else { return .noDeclaration }
        let firstBlank = line
        while line < text.lineCount, lines.kind(line) == .blank { line += 1 }
        guard line < text.lineCount, let declaration = declaration(following: line) else { return .noDeclaration }
        let blanks = TextRange(start: text.lineStarts[firstBlank], end: text.lineStarts[line])
        return .blankLines(blanks, declaration: declaration)
    }

    /// The declaration anchored on `line` or after the continuation lines that start there.
    private mutating func declaration(following line: Int) -> Int? {
        var line = line
        while line < text.lineCount, declarationsByAnchorLine[line].isEmpty, lines.continuesWalk(line) { line += 1 }
        return line < text.lineCount ? declarationsByAnchorLine[line].first : nil
    }

    private static let declarationModifiers: Set<String> = [
        "public", "internal", "open", "private", "fileprivate", "final", "static", "override", "indirect", "nonisolated",
        "@MainActor", "@objc",
    ]
    private static let declarationKeywords: Set<String> = [
        "protocol", "struct", "class", "enum", "extension", "actor", "func", "var", "let", "typealias", "init", "case",
    ]

    /// `// public protocol _FooModel {`: a declaration someone commented out.
    private func looksLikeCommentedOutDeclaration(_ line: Int) -> Bool {
        let lineText = text[lines.trimmedRange(line)]
        guard lineText.hasPrefix("//") || lineText.hasPrefix("*") else { return false }
        let body = lineText.drop { $0 == "/" || $0 == "*" }
        for word in body.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            if AnnotationBinder.declarationModifiers.contains(String(word)) { continue }
            return AnnotationBinder.declarationKeywords.contains(String(word))
        }
        return false
    }

    private func lastOffset(of needle: String, in range: TextRange) -> Int? {
        let needle = Array(needle.utf8)
        var index = range.end - needle.count
        while index >= range.start {
            if text.bytes[index] == needle[0] && text.bytes[index + 1] == needle[1] { return index }
            index -= 1
        }
        return nil
    }
}
