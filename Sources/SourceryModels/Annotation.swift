import SourceText

/// One `key = value` piece of an annotation comment, as Sourcery reads it.
package struct Annotation: Sendable, Hashable {
    /// The flat key (`default.value`, `@Binding`): dots do not nest.
    package var key: String
    /// Namespaces introduced by `:` in the first piece of the comment (`decoding: smth: key = 1` gives
    /// `["decoding", "smth"]`), outermost first.
    package var namespaces: [String]
    package var value: AnnotationValue
    /// The key as written, without surrounding whitespace.
    package var keyRange: TextRange
    /// The value as written (quotes included), or nil for a flag without `=`.
    package var valueRange: TextRange?
    /// The whole piece, from the key (or its first namespace) to the end of the value.
    package var range: TextRange
    /// True when the piece had more than one `=`: Sourcery keeps only the text after the last one.
    package var hadSeveralEqualSigns: Bool

    package init(
        key: String, namespaces: [String] = [], value: AnnotationValue, keyRange: TextRange,
        valueRange: TextRange?, range: TextRange, hadSeveralEqualSigns: Bool = false
    ) {
        self.key = key
        self.namespaces = namespaces
        self.value = value
        self.keyRange = keyRange
        self.valueRange = valueRange
        self.range = range
        self.hadSeveralEqualSigns = hadSeveralEqualSigns
    }

    /// The key with its namespaces, `decoding.smth.key` style (for messages).
    package var qualifiedKey: String { (namespaces + [key]).joined(separator: ".") }
}

/// A way Sourcery silently mis-reads an annotation comment.
package struct ParseTrap: Sendable, Hashable {
    package enum Kind: String, Sendable, Hashable {
        /// An unquoted `:` in the first piece turned part of a value into namespaces.
        case colonMakesNamespace
        /// An unquoted `=` inside a value: only the text after the last `=` is kept.
        case equalSignInValue
        /// An odd number of `"`: commas after it no longer separate annotations.
        case unbalancedDoubleQuote
        /// An unclosed `(`, `[`, `{` or `<`: commas after it no longer separate annotations.
        case unclosedBracket
        /// A single-quoted value with a comma: single quotes do not protect commas.
        case singleQuotedComma
        /// A `*/` became part of a key or value (a ` * sourcery:` line or a `sourcery:begin:` in `/* */`).
        case closingCommentInText
        /// A `/* sourcery:` comment that does not close on its line: Sourcery reads nothing from it.
        case unclosedBlockComment
    }

    package var kind: Kind
    /// The text that causes the trap.
    package var range: TextRange
    /// A suggested replacement for `range`, when quoting or re-quoting fixes it.
    package var replacement: String?

    package init(kind: Kind, range: TextRange, replacement: String? = nil) {
        self.kind = kind
        self.range = range
        self.replacement = replacement
    }
}

/// Where an annotation comment stands relative to code.
package enum AnnotationPlacement: String, Sendable, Hashable {
    /// On a line of its own (the line starts with `//`, `/*` or `*`).
    case ownLine
    /// After code on the same line (`let p: Int // sourcery: a`).
    case trailing
    /// A `/* sourcery: … */` before code on the same line.
    case inline
}

/// What an annotation comment does.
package enum AnnotationCommentRole: Sendable, Hashable {
    /// `sourcery: …`: annotations for the declaration it attaches to.
    case annotations
    /// `sourcery:begin: …`: annotations for every declaration up to the next `sourcery:end`.
    case blockBegin
    /// `sourcery:end`: closes the open block, or an inline region.
    case end
    /// `sourcery:file: …`: annotations for every declaration after it in the file.
    case file
    /// `sourcery:inline:NAME`: a region filled by generated code, up to the next `sourcery:end`.
    case inlineRegion(name: String)

    package var isMarker: Bool {
        if case .annotations = self { return false }
        return true
    }

    /// The marker as written (`sourcery:begin`), for messages.
    package var markerName: String {
        switch self {
        case .annotations: return "sourcery:"
        case .blockBegin: return "sourcery:begin"
        case .end: return "sourcery:end"
        case .file: return "sourcery:file"
        case .inlineRegion: return "sourcery:inline"
        }
    }
}

/// One comment that carries `sourcery:`.
package struct AnnotationComment: Sendable, Hashable {
    package var role: AnnotationCommentRole
    package var placement: AnnotationPlacement
    /// Zero-based line.
    package var line: Int
    /// The comment on this line, from its opening `//`, `/*` or `*` to the end of the annotation text.
    package var range: TextRange
    /// The text Sourcery parses, after `sourcery:` (or the marker).
    package var contentRange: TextRange
    package var annotations: [Annotation]
    package var traps: [ParseTrap]
    /// True for `///` and `/**` comments, whose text also ends up in generated documentation.
    package var isDocumentation: Bool
    /// Indices into ``SourceryFile/declarations`` of the declarations this comment's annotations apply to.
    package var boundDeclarations = IndexList()
    /// Why the annotations apply to nothing, when ``boundDeclarations`` is empty.
    package var detachment: Detachment?

    package init(
        role: AnnotationCommentRole, placement: AnnotationPlacement, line: Int, range: TextRange,
        contentRange: TextRange, annotations: [Annotation], traps: [ParseTrap], isDocumentation: Bool
    ) {
        self.role = role
        self.placement = placement
        self.line = line
        self.range = range
        self.contentRange = contentRange
        self.annotations = annotations
        self.traps = traps
        self.isDocumentation = isDocumentation
    }

    package var isBound: Bool { !boundDeclarations.isEmpty }
}

/// Why an annotation comment applies to no declaration.
package enum Detachment: Sendable, Hashable {
    /// Blank lines (`range`: from the first blank line's start to the next non-blank line's start)
    /// separate it from the declaration at index `declaration`.
    case blankLines(TextRange, declaration: Int?)
    /// A `sourcery:begin`/`file`/`inline`/`end` marker line (its range) stands between it and the
    /// declaration.
    case markerLine(TextRange, declaration: Int?)
    /// A line that is only `*/` stands between it and the declaration: attached by Sourcery 2.1.7, lost
    /// by current releases.
    case closingCommentLine(TextRange, declaration: Int?)
    /// The declaration below it is commented out (the commented line's range).
    case commentedOutDeclaration(TextRange)
    /// No declaration follows (end of file, a closing brace, a statement).
    case noDeclaration
    /// The comment is inside a `sourcery:inline` region, whose content Sourcery regenerates.
    case insideInlineRegion

    /// The declaration the comment would attach to without the separating line(s).
    package var intendedDeclaration: Int? {
        switch self {
        case .blankLines(_, let declaration), .markerLine(_, let declaration), .closingCommentLine(_, let declaration):
            return declaration
        default: return nil
        }
    }

    /// True for the cases where a declaration follows but a line in between breaks the attachment.
    package var isDetachedFromDeclaration: Bool { intendedDeclaration != nil }
}
