/// Extra meaning editors render specially.
public enum FindingTag: String, Hashable, Sendable, Codable {
    /// Dead code: editors fade it.
    case unnecessary
    /// Deprecated: editors strike it through.
    case deprecated
}

/// The tags of one finding: a set of ``FindingTag`` in one byte (a finding is made for every dead
/// line of a pasted theme, and a `Set` would be an allocation each).
public struct FindingTags: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let unnecessary = FindingTags(rawValue: 1)
    public static let deprecated = FindingTags(rawValue: 2)

    /// The tags by name, in alphabetical order.
    public var list: [FindingTag] {
        var list: [FindingTag] = []
        if contains(.deprecated) { list.append(.deprecated) }
        if contains(.unnecessary) { list.append(.unnecessary) }
        return list
    }
}

/// One problem found in a file: computed once by the analysis and rendered by every output (terminal,
/// JSON, SARIF, GitHub annotations, LSP).
public struct Finding: Hashable, Sendable {
    public var ruleID: String
    public var severity: Severity
    /// Lower-case start, names quoted, no trailing full stop.
    public var message: String
    public var location: Location
    public var related: [RelatedInformation]
    public var fixes: [Fix]
    public var tags: FindingTags

    public init(
        ruleID: String,
        severity: Severity,
        message: String,
        location: Location,
        related: [RelatedInformation] = [],
        fixes: [Fix] = [],
        tags: FindingTags = []
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.location = location
        self.related = related
        self.fixes = fixes
        self.tags = tags
    }

    /// Orders findings by file, position, then rule id: the order every output uses.
    public static func presentationOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        return lhs.message < rhs.message
    }
}
