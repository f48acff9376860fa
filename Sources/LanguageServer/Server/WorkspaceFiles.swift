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
    /// The style classes the workspace's app code gives views.
    private(set) var appClassAssignments: [AppClassAssignment] = []

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
            appClassAssignments += workspace.snapshot.appClassAssignments
        }
    }

    /// What the disk says about a file the client reports as created, changed or deleted, read off the
    /// server's actor and applied there by ``apply(_:)``: nothing for a path refused (outside the
    /// workspace folders or behind a symbolic link, ``WorkspaceContainment``); everything read again
    /// for a `nuance.json` or Sourcery configuration; else the file as Nuance reads it.
    func read(_ change: AnnouncedChange, readBytes: @Sendable (String) -> [UInt8]?) -> AnnouncedFile {
        guard change.deleted else {
            guard let path = containment.resolve(change.path) else { return .refused }
            return read(path, readBytes: readBytes)
        }
        // A deleted file is known by its normalised path (it cannot be resolved any more).
        let path = WorkspaceContainment.normalise(change.path)
        guard containment.resolve(path) != nil else { return .refused }
        if FileKind.byName(path) == .configuration || isSourceryConfiguration(path) {
            return .everything(WorkspaceFiles(roots: roots))
        }
        var update = AnnouncedFile.Update(path: path)
        if AppCodeScan.isCode(path) { update.appCode = codeRelativePath(path).map { ($0, AppCodeScan.Facts()) } }
        return .file(update)
    }

    private func read(_ path: String, readBytes: @Sendable (String) -> [UInt8]?) -> AnnouncedFile {
        if FileKind.byName(path) == .configuration || isSourceryConfiguration(path) {
            return .everything(WorkspaceFiles(roots: roots))
        }
        let kind = FileKind.byName(path)
        let relativeCodePath = AppCodeScan.isCode(path) ? codeRelativePath(path) : nil
        var update = AnnouncedFile.Update(path: path)
        guard kind != nil || relativeCodePath != nil else { return .file(update) }
        let bytes = readBytes(path)
        if let relativeCodePath {
            update.appCode = (relativeCodePath, bytes.map { AppCodeScan.facts(ofBytes: $0, relative: relativeCodePath) } ?? AppCodeScan.Facts())
        }
        guard let kind, let bytes else { return .file(update) }
        let text = SourceText(bytes: bytes)
        guard kind == .swiftModel else {
            update.file = SnapshotFile(path: path, kind: kind, text: text)
            return .file(update)
        }
        switch reading(path: path, text: text) {
        case .model(let file): update.file = file
        case .code(let file, let names):
            update.file = file
            if !names.isEmpty { update.declaredTypes = names }
        case .declaredTypes(let names):
            if !names.isEmpty { update.declaredTypes = names }
        }
        return .file(update)
    }

    /// Takes over what ``read(_:readBytes:)`` found.
    mutating func apply(_ announced: AnnouncedFile) {
        switch announced {
        case .refused: return
        case .everything(let files): self = files
        case .file(let update):
            files[update.path] = update.file
            declaredTypes[update.path] = update.declaredTypes
            if let (relative, facts) = update.appCode {
                appStyleReads.removeAll { $0.path == relative }
                appStyleReads += facts.styleReads
                appClassAssignments.removeAll { $0.path == relative }
                appClassAssignments += facts.classAssignments
            }
        }
    }

    /// A Swift file's text as the workspace reads it: an annotated model, or its declared type names.
    func reading(path: String, text: SourceText) -> SwiftFileReading.Reading {
        let root = roots.first { WorkspaceLoader.path(path, isUnder: $0) }
        return SwiftFileReading.reading(
            path: path, text: text, relativePath: Snapshot.relativePath(path, to: root), inputs: sourceryInputs)
    }

    /// A YAML file where the first folder's Sourcery configurations are looked for.
    private func isSourceryConfiguration(_ path: String) -> Bool {
        guard let root = roots.first, WorkspaceLoader.path(path, isUnder: root) else { return false }
        return SourceryConfigurationFiles.mayBeConfiguration(relativePath: Snapshot.relativePath(path, to: root))
    }

    /// The path, relative to its workspace folder, that names an Objective-C or Swift file's reads.
    private func codeRelativePath(_ path: String) -> String? {
        guard let root = roots.first(where: { path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) else { return nil }
        return Snapshot.relativePath(path, to: root)
    }

    private var containment: WorkspaceContainment { WorkspaceContainment(roots: roots) }
}

/// A file the client reports as created or changed, or as deleted.
struct AnnouncedChange: Sendable {
    var path: String
    var deleted: Bool
}

/// What reading an announced file found (``WorkspaceFiles/read(_:readBytes:)``).
enum AnnouncedFile: Sendable {
    /// Outside the workspace folders or behind a symbolic link: not read.
    case refused
    /// A configuration changed: the workspace as read again.
    case everything(WorkspaceFiles)
    case file(Update)

    /// One file's entries; `nil` removes an entry.
    struct Update: Sendable {
        var path: String
        var file: SnapshotFile?
        var declaredTypes: [String]?
        /// What an Objective-C, Swift or Interface Builder file tells about styling, by its relative path.
        var appCode: (relative: String, facts: AppCodeScan.Facts)?
    }
}
