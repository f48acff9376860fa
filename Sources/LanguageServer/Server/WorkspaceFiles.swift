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
    /// The type names declared by Swift files that are not annotated models, by path.
    private(set) var declaredTypes: [String: [String]] = [:]
    /// What the first folder's Sourcery configuration files declare as input.
    private(set) var sourceryInputs: SourceryInputs?
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
            if position == 0 {
                self.configuration = configuration
                sourceryInputs = workspace.sourceryInputs
            }
            for file in workspace.snapshot.files.values { files[file.path] = file }
            declaredTypes.merge(workspace.snapshot.declaredTypes) { first, _ in first }
            appStyleReads += workspace.snapshot.appStyleReads
        }
    }

    /// Follows a file the client reports as created or changed: read again if it lies inside a
    /// workspace folder (``WorkspaceContainment``: normalised, reached through no symbolic link) and is
    /// a file Nuance reads; a changed `nuance.json` or Sourcery configuration reloads everything.
    /// Returns false for a path refused.
    @discardableResult
    mutating func reload(_ announced: String) -> Bool {
        guard let path = containment.resolve(announced) else { return false }
        if AppCodeScan.isCode(path) { rescanCode(path, removed: false) }
        if FileKind.byName(path) == .configuration || isSourceryConfiguration(path) {
            self = WorkspaceFiles(roots: roots)
            return true
        }
        declaredTypes[path] = nil
        guard let kind = FileKind.byName(path), let text = FileReader.read(path) else {
            files[path] = nil
            return true
        }
        guard kind == .swiftModel else {
            files[path] = SnapshotFile(path: path, kind: kind, text: text)
            return true
        }
        switch reading(path: path, text: text) {
        case .model(let file): files[path] = file
        case .code(let file, let names):
            files[path] = file
            if !names.isEmpty { declaredTypes[path] = names }
        case .declaredTypes(let names):
            files[path] = nil
            if !names.isEmpty { declaredTypes[path] = names }
        }
        return true
    }

    /// A Swift file's text as the workspace reads it: an annotated model, or its declared type names.
    func reading(path: String, text: SourceText) -> SwiftFileReading.Reading {
        let root = roots.first { WorkspaceLoader.path(path, isUnder: $0) }
        return SwiftFileReading.reading(
            path: path, text: text, relativePath: Snapshot.relativePath(path, to: root), inputs: sourceryInputs)
    }

    mutating func remove(_ announced: String) {
        let path = WorkspaceContainment.normalise(announced)
        guard containment.resolve(path) != nil else { return }
        if FileKind.byName(path) == .configuration || isSourceryConfiguration(path) {
            self = WorkspaceFiles(roots: roots)
            return
        }
        if AppCodeScan.isCode(path) { rescanCode(path, removed: true) }
        files[path] = nil
        declaredTypes[path] = nil
    }

    /// A YAML file where the first folder's Sourcery configurations are looked for.
    private func isSourceryConfiguration(_ path: String) -> Bool {
        guard let root = roots.first, WorkspaceLoader.path(path, isUnder: root) else { return false }
        return SourceryConfigurationFiles.mayBeConfiguration(relativePath: Snapshot.relativePath(path, to: root))
    }

    /// Replaces what an Objective-C or Swift file reads through `NUISettings`.
    private mutating func rescanCode(_ path: String, removed: Bool) {
        guard let root = roots.first(where: { path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) else { return }
        let relative = Snapshot.relativePath(path, to: root)
        appStyleReads.removeAll { $0.path == relative }
        if !removed { appStyleReads += AppCodeScan.reads(ofFile: path, relative: relative) }
    }

    private var containment: WorkspaceContainment { WorkspaceContainment(roots: roots) }
}
