import Analysis
import Foundation
import SourceText

/// The workspace's files that are not open in the editor, as last read from disk.
struct WorkspaceFiles: Sendable {
    private(set) var roots: [String] = []
    private(set) var files: [String: SnapshotFile] = [:]

    init() {}

    init(roots: [String]) {
        self.roots = roots
        for file in WorkspaceFiles.discover(roots: roots) { files[file.path] = file }
    }

    /// Reads `path` again if it lies inside a workspace root and is a file Nuance reads.
    mutating func reload(_ path: String) {
        guard isInsideRoots(path), let kind = FileKind.byName(path) else { return }
        if let text = WorkspaceFiles.read(path) {
            files[path] = SnapshotFile(path: path, kind: kind, text: text)
        } else {
            files[path] = nil
        }
    }

    mutating func remove(_ path: String) {
        files[path] = nil
    }

    private func isInsideRoots(_ path: String) -> Bool {
        roots.contains { root in path.hasPrefix(root.hasSuffix("/") ? root : root + "/") }
    }

    /// The files of the workspace folders. Workspace discovery is not wired yet: the server starts
    /// from the open documents and the files the client reports as created or changed.
    static func discover(roots: [String]) -> [SnapshotFile] {
        []
    }

    static func read(_ path: String) -> SourceText? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return SourceText(bytes: [UInt8](data))
    }
}
