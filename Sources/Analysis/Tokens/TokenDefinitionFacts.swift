import DesignTokens
import JSON

/// What resolution needs of a definition's token, read once when the definition is made so that
/// the graph's passes need not go back to the token.
struct TokenDefinitionFacts: Sendable, Hashable {
    /// The default value as the graph sees it.
    enum ValueShape: Sendable, Hashable {
        case none
        /// A value without references.
        case plain(JSONNode)
        /// A value that embeds references (math, composites).
        case withReferences
        /// Exactly one reference, to the name given.
        case alias(String)
    }

    var ownType: String?
    var groupType: String?
    var hasModeValues: Bool
    var valueShape: ValueShape

    init(_ token: DesignToken) {
        ownType = token.ownType
        groupType = token.groupType
        hasModeValues = !token.modeValues.isEmpty
        if let value = token.value {
            if let target = value.aliasTarget {
                valueShape = .alias(target.path)
            } else {
                valueShape = value.references.isEmpty ? .plain(value.node) : .withReferences
            }
        } else {
            valueShape = .none
        }
    }
}
