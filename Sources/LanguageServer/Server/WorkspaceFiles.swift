import Analysis
import Foundation
import SourceText
import Workspace

/// The workspace as last read from disk: its files that are not open in the editor, and the
/// configuration in force.
struct WorkspaceFiles: Sendable {
    private(set) var roots: [String] = []
    private(set) var files: [String: SnapshotFile] = [:]
    private(set) var configuration = LoadedConfiguration.defaults

    init() {}

    /// Reads the workspace folders (or only remembers them, when `read` is false): the first folder's
    /// `nuance.json` configures the session. Nothing outside the folders is read.
    init(roots: [String], read: Bool = true) {
        self.roots = roots
        guard read else { return }
        for (position, root) in roots.enumerated() {
            let configurationPath = (root.hasSuffix("/") ? root : root + "/") + "nuance.json"
            let configuration = ConfigurationLoader.load(
                path: FileManager.default.fileExists(atPath: configurationPath) ? configurationPath : nil)
            let workspace = WorkspaceLoader.load(root: root, configuration: configuration)
            if position == 0 { self.configuration = configuration }
            for file in workspace.snapshot.files.values { files[file.path] = file }
        }
    }

    /// Follows a file the client reports as created or changed: read again if it lies inside a
    /// workspace folder (``WorkspaceContainment``: normalised, reached through no symbolic link) and is
    /// a file Nuance reads; a changed `nuance.json` reloads everything. Returns false for a path refused.
    @discardableResult
    mutating func reload(_ announced: String) -> Bool {
        guard let path = containment.resolve(announced) else { return false }
        if FileKind.byName(path) == .configuration {
            self = WorkspaceFiles(roots: roots)
            return true
        }
        guard let kind = FileKind.byName(path), kind != .swiftModel || FileReader.isAnnotatedSwiftModel(atPath: path),
            let text = FileReader.read(path)
        else {
            files[path] = nil
            return true
        }
        files[path] = SnapshotFile(path: path, kind: kind, text: text)
        return true
    }

    mutating func remove(_ announced: String) {
        let path = WorkspaceContainment.normalise(announced)
        if FileKind.byName(path) == .configuration, containment.resolve(path) != nil {
            self = WorkspaceFiles(roots: roots)
            return
        }
        files[path] = nil
    }

    private var containment: WorkspaceContainment { WorkspaceContainment(roots: roots) }
}
