import SourceText

/// A range in one file. `path` is the file's path as the workspace names it (absolute, or relative to
/// the workspace root in test fixtures).
public struct Location: Hashable, Sendable, Comparable {
    public var path: String
    public var range: TextRange

    public init(path: String, range: TextRange) {
        self.path = path
        self.range = range
    }

    public static func < (lhs: Location, rhs: Location) -> Bool {
        (lhs.path, lhs.range.start, lhs.range.end) < (rhs.path, rhs.range.start, rhs.range.end)
    }
}

/// Another place that explains a finding ("the winning definition is here").
public struct RelatedInformation: Hashable, Sendable {
    public var location: Location
    public var message: String

    public init(location: Location, message: String) {
        self.location = location
        self.message = message
    }
}
