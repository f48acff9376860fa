import Colors
import DesignTokens
import Diagnostics

/// One token as defined in one file, with where that file stands in the workspace.
package struct TokenDefinition: Sendable, Hashable {
    package var path: String
    package var token: DesignToken
    /// The mode the whole file provides (`dark` for `dark.tokens.json`); `nil` for every mode.
    package var fileMode: String?
    package var tier: TokenTier?
    /// Precedence: among definitions of one name for one mode, the highest order wins.
    package var order: Int
    /// The set of its system the definition's file belongs to (see ``TokenSource/layer``).
    package var layer: Int
    /// For a token a group inherits through `$extends`: the group it was copied from; for a part
    /// of a composite value a reference points into: the token it is part of.
    package var inheritedFrom: String?
    /// True for a part of a composite value (`shadow.card.color`).
    package var isSubValue = false
    /// The token's types and value as the graph received them.
    let facts: TokenDefinitionFacts

    init(path: String, token: DesignToken, fileMode: String?, tier: TokenTier?, order: Int, layer: Int = 0) {
        self.path = path
        self.token = token
        self.fileMode = fileMode
        self.tier = tier
        self.order = order
        self.layer = layer
        facts = TokenDefinitionFacts(token)
    }

    package var name: String { token.name }
    package var location: Location { Location(path: path, range: token.keyRange) }
}

/// How one token resolves in one mode.
package struct TokenResolution: Sendable, Hashable {
    package var name: String
    package var mode: String
    /// The type by DTCG's rule: own `$type`, else the aliased token's type, else the group's.
    package var type: String?
    /// The final value, formatted for people (`#0A6ED1`, `16px`), when it resolves.
    package var value: String?
    package var color: RGBA?
    /// The names followed, this token first: walked when first read (most readers want only the
    /// value or the type, and a chain can be thousands of names long).
    package var chain: [String] {
        get { chainSource.names }
        set { chainSource = TokenChainSource(newValue) }
    }
    private var chainSource: TokenChainSource
    /// Why it does not resolve.
    package var failure: TokenResolutionFailure?
    /// The file of the definition that gives the final value.
    package var sourcePath: String?
    /// The mode of that definition's file, and whether it gives a value for this mode of its own.
    package var sourceFileMode: String?
    package var sourceHasOwnModeValue = false
    /// True when some token on the way has a mode-specific definition or value; otherwise the
    /// resolution is the same in every mode.
    package var dependsOnMode = false

    package var isResolved: Bool { failure == nil && value != nil }

    package init(name: String, mode: String, chain: @escaping @Sendable () -> [String]) {
        self.name = name
        self.mode = mode
        chainSource = TokenChainSource(chain)
    }
}
