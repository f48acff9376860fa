import Diagnostics
import SourceText

/// One entry of a document outline or a workspace symbol search.
package struct OutlineSymbol: Sendable, Hashable {
    package enum Kind: String, Sendable, Hashable {
        case constant, styleClass, property, media, tokenGroup, token
        case protocolType, structType, classType, enumType, extensionType, member, function, other
    }

    package var name: String
    package var detail: String?
    package var kind: Kind
    /// The whole construct.
    package var range: TextRange
    /// The name, inside `range`.
    package var selectionRange: TextRange
    package var children: [OutlineSymbol] = []

    package init(name: String, detail: String? = nil, kind: Kind, range: TextRange, selectionRange: TextRange, children: [OutlineSymbol] = []) {
        self.name = name
        self.detail = detail
        self.kind = kind
        self.range = range
        self.selectionRange = selectionRange
        self.children = children
    }
}

/// A symbol of the workspace, found by name.
package struct WorkspaceSymbol: Sendable, Hashable {
    package var name: String
    package var kind: OutlineSymbol.Kind
    package var location: Location
    package var containerName: String?
}
