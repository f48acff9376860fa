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
        let discovered = FileDiscovery.discover(
            root: root, configuration: configuration.configuration, keepingEverySwiftFile: true, skipped: &skipped)
        let inputs = SourceryConfigurationFiles.inputs(root: root)
        var needed = Set(FileKind.allCases)
        if let scope {
            let inScope = discovered.filter { file in scope.contains { WorkspaceLoader.path(file.path, isUnder: $0) } }
            needed = neededKinds(for: Set(inScope.map(\.kind)))
        }
        var files: [SnapshotFile] = []
        var declaredTypes: [String: [String]] = [:]
        var definedVariables: [String: [String]] = [:]
        for file in discovered where needed.contains(file.kind) && file.kind != .swiftModel {
            let bytes: [UInt8]
            switch FileReader.readBytes(file.path) {
            case .success(let read): bytes = read
            case .failure(let problem):
                skipped.append(SkippedFile(path: file.path, problem: problem))
                continue
            }
            let text = SourceText(bytes: bytes)
            // A stylesheet outside the checked paths matters only for the variables it defines.
            if file.kind == .stylesheet, let scope, !scope.contains(where: { WorkspaceLoader.path(file.path, isUnder: $0) }) {
                let names = StylesheetVariables.definedNames(in: text)
                if !names.isEmpty { definedVariables[file.path] = names }
                continue
            }
            files.append(SnapshotFile(path: file.path, kind: file.kind, text: text))
        }
        if needed.contains(.swiftModel) {
            // Every Swift file is read and scanned or kept: on every core.
            let swiftFiles = discovered.filter { $0.kind == .swiftModel }
            let readings = SwiftReadings(count: swiftFiles.count)
            DispatchQueue.concurrentPerform(iterations: swiftFiles.count) { position in
                let path = swiftFiles[position].path
                switch FileReader.readBytes(path) {
                case .success(let bytes):
                    readings.store(
                        .success(
                            SwiftFileReading.reading(
                                path: path, bytes: bytes, relativePath: Snapshot.relativePath(path, to: root), inputs: inputs)),
                        at: position)
                case .failure(let problem):
                    readings.store(.failure(problem), at: position)
                }
            }
            for (position, reading) in readings.all.enumerated() {
                switch reading {
                case .success(.model(let model))?: files.append(model)
                case .success(.code(let code, let names))?:
                    files.append(code)
                    if !names.isEmpty { declaredTypes[swiftFiles[position].path] = names }
                case .success(.declaredTypes(let names))?: if !names.isEmpty { declaredTypes[swiftFiles[position].path] = names }
                case .failure(let problem)?: skipped.append(SkippedFile(path: swiftFiles[position].path, problem: problem))
                case nil: continue
                }
            }
        }
        if let path = configuration.path, let text = configuration.text, !files.contains(where: { $0.path == path }) {
            files.append(SnapshotFile(path: path, kind: .configuration, text: text))
        }
        var snapshot = Snapshot(
            files: files, configuration: configuration.configuration, root: root, declaredTypes: declaredTypes,
            definedVariables: definedVariables)
        snapshot.appStyleReads = AppCodeScan.reads(root: root, configuration: configuration.configuration)
        return LoadedWorkspace(
            root: root, configuration: configuration, snapshot: snapshot, sourceryInputs: inputs,
            skipped: skipped.sorted { $0.path < $1.path })
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

/// Readings of Swift files written from concurrent workers, each to its own slot.
private final class SwiftReadings: @unchecked Sendable {
    private var slots: [Result<SwiftFileReading.Reading, FileReadProblem>?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ reading: Result<SwiftFileReading.Reading, FileReadProblem>, at position: Int) { lock.withLock { slots[position] = reading } }

    var all: [Result<SwiftFileReading.Reading, FileReadProblem>?] { lock.withLock { slots } }
}
