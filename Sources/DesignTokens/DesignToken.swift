import JSON
import SourceText

/// A reference from one token's value to another token: `"{color.accent}"` (the whole string or
/// embedded in it) or `{"$ref": "#/color/accent"}`.
package struct TokenReference: Sendable, Hashable {
    /// The dotted path of the target (`color.accent`, `color.accent.$root`).
    package var path: String
    /// The range of the path itself, without braces (for a `$ref`, the pointer string's range).
    package var range: TextRange
    /// True for `{"$ref": …}`.
    package var isPointer: Bool

    package init(path: String, range: TextRange, isPointer: Bool = false) {
        self.path = path
        self.range = range
        self.isPointer = isPointer
    }
}

/// One value of a token as written: the default `$value`, or the value of one mode.
package struct TokenValue: Sendable, Hashable {
    package var node: JSONNode
    /// Every reference inside the value, in order.
    package var references: [TokenReference]
    /// The value is exactly one reference (an alias) and takes the target's whole value.
    package var isAlias: Bool

    package init(node: JSONNode, references: [TokenReference], isAlias: Bool) {
        self.node = node
        self.references = references
        self.isAlias = isAlias
    }

    /// The value holds a reference that could not be read (a stray brace, a bad pointer).
    package var hasMalformedReference = false

    /// The alias target, when the value is an alias.
    package var aliasTarget: TokenReference? { isAlias ? references.first : nil }
}

/// `$deprecated` on a token or inherited from a group.
package struct TokenDeprecation: Sendable, Hashable {
    /// The reason, when one is given.
    package var reason: String?
    package var range: TextRange

    package init(reason: String?, range: TextRange) {
        self.reason = reason
        self.range = range
    }
}

/// One token as defined in one file. Copies share their fields until one of them changes.
package struct DesignToken: Sendable, Hashable {
    private var storage: DesignTokenStorage

    /// The fields to change, after making the storage unique to this token.
    private var fields: DesignTokenStorage.Fields {
        get { storage.fields }
        _modify {
            if !isKnownUniquelyReferenced(&storage) { storage = DesignTokenStorage(storage.fields) }
            yield &storage.fields
        }
    }

    /// The dotted name (`color.accent`).
    package var name: String { storage.fields.name }
    /// The segments, when splitting the name at `.` would not give them back (a segment holds a
    /// `.` or a non-ASCII character, which could join the `.` into one character).
    private var irregularSegments: [String]? { storage.fields.irregularSegments }
    /// The key of the token's member (its last segment), quotes included.
    package var keyRange: TextRange {
        get { storage.fields.keyRange }
        set { fields.keyRange = newValue }
    }
    /// The whole member, key to closing brace.
    package var range: TextRange {
        get { storage.fields.range }
        set { fields.range = newValue }
    }
    /// The token's own type (`$type`, `type`, or a Spectrum schema).
    package var ownType: String? {
        get { storage.fields.ownType }
        set { fields.ownType = newValue }
    }
    package var ownTypeRange: TextRange? {
        get { storage.fields.ownTypeRange }
        set { fields.ownTypeRange = newValue }
    }
    /// The nearest enclosing group's `$type`.
    package var groupType: String? {
        get { storage.fields.groupType }
        set { fields.groupType = newValue }
    }
    /// The default value; `nil` for a Spectrum token that only has `sets`.
    package var value: TokenValue? {
        get { storage.fields.value }
        set { fields.value = newValue }
    }
    /// Values by mode (`$extensions.mode`, Spectrum `sets`).
    package var modeValues: [String: TokenValue] {
        get { storage.fields.modeValues }
        _modify { yield &fields.modeValues }
    }
    package var description: String? {
        get { storage.fields.description }
        set { fields.description = newValue }
    }
    package var deprecation: TokenDeprecation? {
        get { storage.fields.deprecation }
        set { fields.deprecation = newValue }
    }
    /// `$extensions` as written (kept for tools that need vendor data).
    package var extensions: JSONNode? {
        get { storage.fields.extensions }
        set { fields.extensions = newValue }
    }

    package init(segments: [String], keyRange: TextRange, range: TextRange) {
        self.init(name: segments.joined(separator: "."), irregularSegments: Self.irregular(segments), keyRange: keyRange, range: range)
    }

    /// `name` must be the segments joined with `.`, and `irregularSegments` the segments when
    /// ``isRegular(_:)`` is false for one of them.
    init(
        name: String, irregularSegments: [String]?, keyRange: TextRange, range: TextRange, ownType: String? = nil,
        ownTypeRange: TextRange? = nil, groupType: String? = nil, value: TokenValue? = nil,
        modeValues: [String: TokenValue] = [:], description: String? = nil, deprecation: TokenDeprecation? = nil,
        extensions: JSONNode? = nil
    ) {
        storage = DesignTokenStorage(DesignTokenStorage.Fields(
            name: name, irregularSegments: irregularSegments, keyRange: keyRange, range: range, ownType: ownType,
            ownTypeRange: ownTypeRange, groupType: groupType, value: value, modeValues: modeValues,
            description: description, deprecation: deprecation, extensions: extensions))
    }

    package static func == (lhs: DesignToken, rhs: DesignToken) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    package func hash(into hasher: inout Hasher) {
        storage.fields.hash(into: &hasher)
    }

    /// Path segments (`["color", "accent", "$root"]`).
    package var segments: [String] {
        irregularSegments ?? name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    /// Gives the token another path (a token a group inherits through `$extends`).
    package mutating func rename(to segments: [String]) {
        fields.name = segments.joined(separator: ".")
        fields.irregularSegments = Self.irregular(segments)
    }

    /// True when a segment is ASCII without `.`: joined with others by `.`, it splits back out.
    static func isRegular(_ segment: String) -> Bool {
        let isRegular: (UInt8) -> Bool = { $0 < 0x80 && $0 != UInt8(ascii: ".") }
        return segment.utf8.withContiguousStorageIfAvailable { $0.allSatisfy(isRegular) } ?? segment.utf8.allSatisfy(isRegular)
    }

    private static func irregular(_ segments: [String]) -> [String]? {
        segments.allSatisfy(isRegular) ? nil : segments
    }

    /// The type as written on the token or inherited from its groups.
    package var declaredType: String? { ownType ?? groupType }

    /// The value for `mode`, falling back to the default value.
    package func value(for mode: String?) -> TokenValue? {
        if let mode, let value = modeValues[mode] { return value }
        return value ?? modeValues.values.first
    }

    /// Every value of the token, default first, then modes by name.
    package var allValues: [TokenValue] {
        if modeValues.isEmpty { return value.map { [$0] } ?? [] }
        return (value.map { [$0] } ?? []) + modeValues.keys.sorted().compactMap { modeValues[$0] }
    }
}

/// A group of tokens as defined in one file.
package struct TokenGroup: Sendable, Hashable {
    package var segments: [String]
    /// The key of the group's member; empty at the root.
    package var keyRange: TextRange
    package var type: String?
    /// `$extends`: another group whose tokens this group inherits.
    package var extends: TokenReference?
    package var deprecation: TokenDeprecation?
    package var description: String?

    package init(segments: [String], keyRange: TextRange) {
        self.segments = segments
        self.keyRange = keyRange
    }

    package var name: String { segments.joined(separator: ".") }
}

/// A problem found while reading one token file.
package struct TokenProblem: Sendable, Hashable {
    package enum Kind: String, Sendable, Hashable {
        /// The JSON itself is broken.
        case syntax
        /// A malformed token: `$value` with children, `$type` without `$value`, a bad name.
        case invalidToken
        /// A value that does not match its type, or a malformed reference.
        case invalidValue
    }

    package var kind: Kind
    package var range: TextRange
    package var message: String

    package init(_ kind: Kind, range: TextRange, message: String) {
        self.kind = kind
        self.range = range
        self.message = message
    }
}
