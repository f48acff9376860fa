import SourceText

/// A palette colour or Fiori text style named in Swift code: `Color.preferredColor(.primaryLabel)`,
/// `UIColor.preferredFioriColor(forStyle: .tintColor, background: .darkBackground)`,
/// `.font(.fiori(forTextStyle: .headline))`, `UIFont.preferredFioriFont(forTextStyle: .body)`.
package struct SwiftPaletteUse: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        /// A palette colour style (`preferredColor`, `preferredFioriColor`).
        case color
        /// A Fiori text style (`fiori(forTextStyle:)`, `preferredFioriFont(forTextStyle:)`).
        case font
    }

    package var kind: Kind
    /// The name after the leading dot (`primaryLabel`).
    package var name: String
    /// The range of the name, without the dot.
    package var range: TextRange
    /// The background the call names as an implicit member (`darkBackground`, `darkConstant`), if any.
    package var background: String?

    package init(kind: Kind, name: String, range: TextRange, background: String? = nil) {
        self.kind = kind
        self.name = name
        self.range = range
        self.background = background
    }
}
