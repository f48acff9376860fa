import JSON
import SourceText

/// The fields of a ``DesignToken``, kept in one shared box until a copy changes them: a token is
/// copied into every index that holds it, and copying one reference is cheaper than a dozen.
final class DesignTokenStorage: @unchecked Sendable {
    /// Changed only through ``DesignToken``, which first makes the box unique to it.
    @exclusivity(unchecked) var fields: Fields

    init(_ fields: Fields) {
        self.fields = fields
    }

    struct Fields: Hashable {
        var name: String
        var irregularSegments: [String]?
        var keyRange: TextRange
        var range: TextRange
        var ownType: String?
        var ownTypeRange: TextRange?
        var groupType: String?
        var value: TokenValue?
        var modeValues: [String: TokenValue] = [:]
        var description: String?
        var deprecation: TokenDeprecation?
        var extensions: JSONNode?
    }
}
