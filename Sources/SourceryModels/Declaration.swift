import SourceText

/// What a declaration is.
package enum DeclarationKind: String, Sendable, Hashable {
    case `protocol`, `struct`, `class`, `enum`, actor, `extension`
    case variable, function, initializer, `subscript`, typeAlias, associatedType, enumCase, parameter, macro

    /// Types and extensions (what the "model" annotations go on).
    package var isTypeLike: Bool {
        switch self {
        case .protocol, .struct, .class, .enum, .actor, .extension: return true
        default: return false
        }
    }

    /// The keyword as written, for messages (`protocol`, `var`).
    package var keyword: String {
        switch self {
        case .variable: return "property"
        case .function: return "func"
        case .initializer: return "init"
        case .typeAlias: return "typealias"
        case .associatedType: return "associatedtype"
        case .enumCase: return "case"
        default: return rawValue
        }
    }
}

/// A type name written in an inheritance clause.
package struct TypeReference: Sendable, Hashable {
    package var name: String
    package var range: TextRange

    package init(name: String, range: TextRange) {
        self.name = name
        self.range = range
    }
}

/// One declaration Sourcery can attach annotations to.
package struct Declaration: Sendable, Hashable {
    package var kind: DeclarationKind
    package var name: String
    package var nameRange: TextRange
    /// The declaration without its leading trivia.
    package var range: TextRange
    /// Where Sourcery anchors it: the name (types, `func`, `typealias`, cases), the keyword
    /// (`extension`, `var`, `let`) or the first token (`init`, subscripts, parameters).
    package var anchor: Int
    package var anchorLine: Int
    /// The enclosing declaration's index.
    package var parent: Int?
    package var inheritedTypes: [TypeReference]
    /// The written type of a property or parameter (`String?`, `() -> any View`).
    package var typeText: String?
    /// For functions, initializers and subscripts: the line of the `)` closing the parameters.
    package var parameterClauseEndLine: Int?
    /// True inside a `sourcery:inline` region: Sourcery does not see it.
    package var isInsideInlineRegion = false
    /// Indices into ``SourceryFile/comments`` of the annotation comments that apply, nearest first.
    package var annotationComments = IndexList()
    /// The annotations in effect, merged as Sourcery merges them.
    package var annotations = AnnotationSet()

    package init(
        kind: DeclarationKind, name: String, nameRange: TextRange, range: TextRange, anchor: Int, anchorLine: Int,
        parent: Int?, inheritedTypes: [TypeReference] = [], typeText: String? = nil, parameterClauseEndLine: Int? = nil
    ) {
        self.kind = kind
        self.name = name
        self.nameRange = nameRange
        self.range = range
        self.anchor = anchor
        self.anchorLine = anchorLine
        self.parent = parent
        self.inheritedTypes = inheritedTypes
        self.typeText = typeText
        self.parameterClauseEndLine = parameterClauseEndLine
    }

    /// `protocol _ProfileHeaderComponent`, `property title`: for messages.
    package var displayName: String { "\(kind.keyword) `\(name)`" }
}
