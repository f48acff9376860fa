import Analysis
import Diagnostics
import Foundation
import SourceText

/// A workspace read from disk: its root, the configuration in force, and a snapshot of its files.
package struct LoadedWorkspace: Sendable {
    package var root: String
    package var configuration: LoadedConfiguration
    package var snapshot: Snapshot
    /// What the workspace's Sourcery configuration files declare as input, nil without any.
    package var sourceryInputs: SourceryInputs? = nil
    /// Files of a kind Nuance reads that were passed over, and folders that could not be listed.
    package var skipped: [SkippedFile] = []
}

/// Reads a whole workspace: finds its configuration, discovers its files and reads them.
package enum WorkspaceLoader {
    /// The workspace that contains `path`, rooted as ``WorkspaceRootLocator`` decides.
    /// `configurationPath` overrides the search for `nuance.json`. With `scope`, only the files the
    /// findings of the files under those paths depend on are read (see ``neededKinds(for:)``).
    package static func load(containing path: String, configurationPath: String? = nil, scope: [String]? = nil) -> LoadedWorkspace {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let located = WorkspaceRootLocator.locate(startingAt: absolute, ignoringConfiguration: configurationPath != nil)
        // `--config` names the configuration the user chose, wherever it is: its links are resolved
        // here, and the file itself must then be a regular file (`FileReader`).
        let configurationFile =
            configurationPath.map { URL(fileURLWithPath: $0).standardizedFileURL.resolvingSymlinksInPath().path }
            ?? located.configurationFile
        let configuration = ConfigurationLoader.load(path: configurationFile)
        return load(root: located.root, configuration: configuration, scope: scope)
    }

    package static func load(root: String, configuration: LoadedConfiguration, scope: [String]? = nil) -> LoadedWorkspace {
        var skipped: [SkippedFile] = []
        var codeFiles: [AppCodeScan.File] = []
        let discovered = FileDiscovery.discover(
            root: root, configuration: configuration.configuration, keepingEverySwiftFile: true, skipped: &skipped, code: &codeFiles)
        let inputs = SourceryConfigurationFiles.inputs(root: root)
        var needed = Set(FileKind.allCases)
        if let scope {
            let inScope = discovered.filter { file in scope.contains { WorkspaceLoader.path(file.path, isUnder: $0) } }
            needed = neededKinds(for: Set(inScope.map(\.kind)))
        }
        // Every file is read once, on every core; a Swift file is also scanned there for the style
        // properties the app reads and the classes it gives views, so that `AppCodeScan` need not read it again.
        let wanted = discovered.filter { needed.contains($0.kind) }
        let readings = ConcurrentReadings(count: wanted.count)
        DispatchQueue.concurrentPerform(iterations: wanted.count) { position in
            readings.store(read(wanted[position], root: root, inputs: inputs, scope: scope), at: position)
        }
        var files: [SnapshotFile] = []
        var declaredTypes: [String: [String]] = [:]
        var definedVariables: [String: [String]] = [:]
        var scannedCode: [String: AppCodeScan.Facts] = [:]
        for (file, loaded) in zip(wanted, readings.all) {
            switch loaded.reading {
            case .file(let snapshotFile): files.append(snapshotFile)
            case .definedVariables(let names): if !names.isEmpty { definedVariables[file.path] = names }
            case .declaredTypes(let names): if !names.isEmpty { declaredTypes[file.path] = names }
            case .code(let code, let names):
                files.append(code)
                if !names.isEmpty { declaredTypes[file.path] = names }
            case .skipped(let problem): skipped.append(SkippedFile(path: file.path, problem: problem))
            }
            if let facts = loaded.appCode { scannedCode[file.path] = facts }
        }
        if let path = configuration.path, let text = configuration.text, !files.contains(where: { $0.path == path }) {
            files.append(SnapshotFile(path: path, kind: .configuration, text: text))
        }
        var snapshot = Snapshot(
            files: files, configuration: configuration.configuration, root: root, declaredTypes: declaredTypes,
            definedVariables: definedVariables)
        let appCode = AppCodeScan.facts(of: codeFiles, scanned: scannedCode)
        snapshot.appStyleReads = appCode.styleReads
        snapshot.appClassAssignments = appCode.classAssignments
        return LoadedWorkspace(
            root: root, configuration: configuration, snapshot: snapshot, sourceryInputs: inputs,
            skipped: skipped.sorted { $0.path < $1.path })
    }

    /// How one discovered file enters the snapshot. A stylesheet outside the checked paths matters
    /// only for the variables it defines; a Swift file is a model or the type names it declares.
    private static func read(_ file: DiscoveredFile, root: String, inputs: SourceryInputs?, scope: [String]?) -> LoadedFile {
        if let text = file.textReadForKind {
            return LoadedFile(reading: .file(SnapshotFile(path: file.path, kind: file.kind, text: text)))
        }
        let bytes: [UInt8]
        switch FileReader.readBytes(file.path) {
        case .success(let read): bytes = read
        case .failure(let problem):
            return LoadedFile(reading: .skipped(problem), appCode: file.kind == .swiftModel ? AppCodeScan.Facts() : nil)
        }
        let relativePath = Snapshot.relativePath(file.path, to: root)
        switch file.kind {
        case .swiftModel:
            let appCode = AppCodeScan.facts(ofBytes: bytes, relative: relativePath)
            switch SwiftFileReading.reading(path: file.path, bytes: bytes, relativePath: relativePath, inputs: inputs) {
            case .model(let model): return LoadedFile(reading: .file(model), appCode: appCode)
            case .declaredTypes(let names): return LoadedFile(reading: .declaredTypes(names), appCode: appCode)
            case .code(let code, let names): return LoadedFile(reading: .code(code, declaredTypes: names), appCode: appCode)
            }
        case .stylesheet where scope.map { scope in !scope.contains { WorkspaceLoader.path(file.path, isUnder: $0) } } ?? false:
            return LoadedFile(reading: .definedVariables(StylesheetVariables.definedNames(in: SourceText(bytes: bytes))))
        default:
            return LoadedFile(reading: .file(SnapshotFile(path: file.path, kind: file.kind, text: SourceText(bytes: bytes))))
        }
    }

    /// The kinds of files the findings of files of `kinds` read: a stylesheet reads the palette (token
    /// files), the style classes the models derive and the variables other stylesheets define (those
    /// outside the scope are only parsed for them); token files read token files; models read every
    /// Swift file (annotated ones parsed, the others scanned for declared types and palette calls) and,
    /// for the palette colours Swift code names, the token files.
    package static func neededKinds(for kinds: Set<FileKind>) -> Set<FileKind> {
        var needed: Set<FileKind> = [.configuration]
        for kind in kinds {
            switch kind {
            case .stylesheet: needed.formUnion([.stylesheet, .tokens, .swiftModel])
            case .tokens: needed.insert(.tokens)
            // Swift code names palette colours: the palette may be a token file.
            case .swiftModel, .swiftCode: needed.formUnion([.swiftModel, .tokens])
            case .configuration: break
            }
        }
        return needed
    }

    package static func path(_ path: String, isUnder scope: String) -> Bool {
        path == scope || path.hasPrefix(scope.hasSuffix("/") ? scope : scope + "/")
    }
}

/// What reading one file gave.
private struct LoadedFile: Sendable {
    enum Reading: Sendable {
        case file(SnapshotFile)
        case definedVariables([String])
        case declaredTypes([String])
        case code(SnapshotFile, declaredTypes: [String])
        case skipped(FileReadProblem)
    }

    var reading: Reading
    /// For a Swift file, what it reads through `NUISettings` and the style classes it gives views.
    var appCode: AppCodeScan.Facts? = nil
}

/// Files read by concurrent workers, each into its own slot.
private final class ConcurrentReadings: @unchecked Sendable {
    private var slots: [LoadedFile?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ file: LoadedFile, at position: Int) { lock.withLock { slots[position] = file } }

    var all: [LoadedFile] { lock.withLock { slots.map { $0! } } }
}
