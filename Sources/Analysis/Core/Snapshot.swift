import SourceText

/// One file as the analysis sees it.
package struct SnapshotFile: Sendable, Hashable {
    package var path: String
    package var kind: FileKind
    package var text: SourceText

    package init(path: String, kind: FileKind, text: SourceText) {
        self.path = path
        self.kind = kind
        self.text = text
    }
}

/// An immutable view of every file the analysis knows and the configuration in force. The analysis
/// never reads the disk: whoever builds a snapshot (the workspace layer, the server's document store,
/// a test) decides what is in it.
package struct Snapshot: Sendable {
    package var files: [String: SnapshotFile]
    package var configuration: Configuration
    /// The workspace folder; configuration globs match paths relative to it. Nil in tests whose paths
    /// are already relative.
    package var root: String?
    /// The type names declared by the workspace's Swift files that are not among ``files`` (no
    /// annotations, or not a Sourcery input), by path: scanned, not parsed (`DeclaredTypeScanner`).
    package var declaredTypes: [String: [String]]
    /// The variables defined by stylesheets that are not among ``files`` (outside the checked paths),
    /// by path (`StylesheetVariables`).
    package var definedVariables: [String: [String]]
    /// Style properties the workspace's Objective-C and Swift code reads through `NUISettings`
    /// (found by `Workspace`; a NUI fork under `Pods/` included).
    package var appStyleReads: [AppStyleRead] = []
    /// The `nuiClass` assignments of the workspace's app code (found by `Workspace`; dependencies and
    /// NUI's own sources left out).
    package var appClassAssignments: [AppClassAssignment] = []

    package init(
        files: [SnapshotFile], configuration: Configuration = Configuration(), root: String? = nil,
        declaredTypes: [String: [String]] = [:], definedVariables: [String: [String]] = [:]
    ) {
        var byPath: [String: SnapshotFile] = [:]
        for file in files { byPath[file.path] = file }
        self.files = byPath
        self.configuration = configuration
        self.root = root
        self.declaredTypes = declaredTypes
        self.definedVariables = definedVariables
    }

    /// `path` relative to the workspace root, as configuration globs see it.
    package func relativePath(_ path: String) -> String { Snapshot.relativePath(path, to: root) }

    /// `path` relative to `root` when it lies inside it, else unchanged.
    package static func relativePath(_ path: String, to root: String?) -> String {
        guard let root else { return path }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// Paths in a stable order.
    package var paths: [String] { files.keys.sorted() }

    package func files(of kind: FileKind) -> [SnapshotFile] {
        files.values.filter { $0.kind == kind }.sorted { $0.path < $1.path }
    }

    package func text(of path: String) -> SourceText? { files[path]?.text }
}
