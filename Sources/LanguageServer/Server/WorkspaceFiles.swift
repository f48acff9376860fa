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
    /// What the workspace's Objective-C and Swift code reads through `NUISettings`.
    private(set) var appStyleReads: [AppStyleRead] = []

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
            appStyleReads += workspace.snapshot.appStyleReads
        }
    }

    /// Follows a file the client reports as created or changed: read again if it lies inside a
    /// workspace folder and is a file Nuance reads; a changed `nuance.json` reloads everything.
    mutating func reload(_ path: String) {
        guard isInsideRoots(path) else { return }
        if AppCodeScan.isCode(path) { rescanCode(path, removed: false) }
        if FileKind.byName(path) == .configuration {
            self = WorkspaceFiles(roots: roots)
            return
        }
        guard let kind = FileKind.byName(path), kind != .swiftModel || FileReader.isAnnotatedSwiftModel(atPath: path),
            let text = FileReader.read(path)
        else {
            files[path] = nil
            return
        }
        files[path] = SnapshotFile(path: path, kind: kind, text: text)
    }

    mutating func remove(_ path: String) {
        if FileKind.byName(path) == .configuration, isInsideRoots(path) {
            self = WorkspaceFiles(roots: roots)
            return
        }
        if AppCodeScan.isCode(path), isInsideRoots(path) { rescanCode(path, removed: true) }
        files[path] = nil
    }

    /// Replaces what an Objective-C or Swift file reads through `NUISettings`.
    private mutating func rescanCode(_ path: String, removed: Bool) {
        guard let root = roots.first(where: { path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) else { return }
        let relative = Snapshot.relativePath(path, to: root)
        appStyleReads.removeAll { $0.path == relative }
        if !removed { appStyleReads += AppCodeScan.reads(ofFile: path, relative: relative) }
    }

    private func isInsideRoots(_ path: String) -> Bool {
        roots.contains { root in path.hasPrefix(root.hasSuffix("/") ? root : root + "/") }
    }
}
