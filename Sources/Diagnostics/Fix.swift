import SourceText

/// Text edits in one file.
public struct FileEdit: Hashable, Sendable {
    public var path: String
    public var edits: [TextEdit]

    public init(path: String, edits: [TextEdit]) {
        self.path = path
        self.edits = edits
    }
}

/// A quick fix: a titled set of edits, possibly across files.
public struct Fix: Hashable, Sendable {
    public var title: String
    public var changes: [FileEdit]
    /// True when the fix is safe to apply without review (a "fix all" applies only these).
    public var isPreferred: Bool

    public init(title: String, changes: [FileEdit], isPreferred: Bool = true) {
        self.title = title
        self.changes = changes
        self.isPreferred = isPreferred
    }

    /// A fix that edits one file.
    public init(title: String, path: String, edits: [TextEdit], isPreferred: Bool = true) {
        self.init(title: title, changes: [FileEdit(path: path, edits: edits)], isPreferred: isPreferred)
    }
}
