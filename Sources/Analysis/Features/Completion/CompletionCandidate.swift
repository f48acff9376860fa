import Colors
import SourceText

/// What a completion item stands for; the server maps it to an LSP `CompletionItemKind`.
package enum CompletionCandidateKind: String, Sendable, Hashable {
    case styleClass
    case property
    case constant
    case color
    case value
    case token
    case tokenKey
    case annotationKey
    case annotationValue
}

/// One completion, editor-neutral: the text to insert and the range it replaces.
package struct CompletionCandidate: Sendable, Hashable {
    package var label: String
    package var kind: CompletionCandidateKind
    /// One short line shown next to the label (a property's type, a token's value).
    package var detail: String?
    /// The text that replaces ``replacing`` (plain text, never a snippet).
    package var insertText: String
    /// The word being typed, which the completion replaces.
    package var replacing: TextRange
    /// The colour the item stands for (shown as a swatch).
    package var color: RGBA? {
        didSet { colorHex = color.map(Self.hex) }
    }
    /// ``color`` as `#RRGGBB` (what editors draw the swatch from), made once with the candidate: a kept
    /// answer is sent again on every keystroke.
    package private(set) var colorHex: String?
    /// Orders items: lower first.
    package var sortKey: String
    /// A deprecated name (shown struck through, ranked after the current ones).
    package var isDeprecated = false

    package init(
        label: String, kind: CompletionCandidateKind, detail: String? = nil, insertText: String? = nil,
        replacing: TextRange, color: RGBA? = nil, sortKey: String = ""
    ) {
        self.label = label
        self.kind = kind
        self.detail = detail
        self.insertText = insertText ?? label
        self.replacing = replacing
        self.color = color
        self.colorHex = color.map(Self.hex)
        self.sortKey = sortKey
    }

    private static func hex(_ color: RGBA) -> String {
        String(color.hexString.prefix(7))
    }
}

/// The answer to a completion request.
package struct CompletionAnswer: Sendable, Hashable {
    package var items: [CompletionCandidate]
    /// True when the items were filtered by the typed prefix (the client must ask again as the user types).
    package var isIncomplete: Bool

    package init(items: [CompletionCandidate] = [], isIncomplete: Bool = false) {
        self.items = items
        self.isIncomplete = isIncomplete
    }
}
