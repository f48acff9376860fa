import Diagnostics
import SourceText

/// A name the editor can navigate: what the cursor is on, independent of where it is written.
package enum NavigationSymbol: Sendable, Hashable {
    /// `@name` in one stylesheet (NUI variables are scoped to their file).
    case constant(path: String, name: String)
    /// A style class named by selectors (built-in, model-derived or project-only).
    case styleClass(String)
    /// A palette style (`tintColor`), without a background suffix.
    case paletteName(String)
    /// A design token by its dotted name.
    case token(String)
    /// A Swift type declared in a model file (a component protocol, a backing component view).
    case swiftType(String)
    /// A property of a component protocol that yields a style class.
    case swiftProperty(Location)
}

/// One place a symbol is written.
package struct SymbolOccurrence: Sendable, Hashable {
    /// How the text of the occurrence spells the symbol (what a rename writes there).
    package enum Spelling: Sendable, Hashable {
        /// `@name`: the range covers the `@` too.
        case variable
        /// A plain name (a class, a Swift type, a property).
        case name
        /// A palette style name, the base of `tintColor_darkBackground` or of `@tintColor_darkBackground`.
        case paletteStyle
        /// The whole dotted path of a token reference (`color.accent`).
        case tokenPath
        /// The last segment of a token's key, inside the quotes.
        case tokenKey
        /// A JSON pointer `#/color/accent`, inside the quotes.
        case tokenPointer
    }

    package var location: Location
    package var isDefinition: Bool
    package var spelling: Spelling

    package init(location: Location, isDefinition: Bool, spelling: Spelling) {
        self.location = location
        self.isDefinition = isDefinition
        self.spelling = spelling
    }
}

/// The symbol under a cursor and the range of its name there.
package struct SymbolAtPosition: Sendable, Hashable {
    package var symbol: NavigationSymbol
    package var range: TextRange
    package var spelling: SymbolOccurrence.Spelling
}
