import Analysis
import Diagnostics
import Foundation
import SourceText

/// A workspace read from disk: its root, the configuration in force, and a snapshot of its files.
package struct LoadedWorkspace: Sendable {
    package var root: String
    package var configuration: LoadedConfiguration
    package var snapshot: Snapshot
    /// Files of a kind Nuance reads that were passed over, and folders that could not be listed.
    package var skipped: [SkippedFile] = []
}

/// Reads a whole workspace: finds its configuration, discovers its files and reads them.
package enum WorkspaceLoader {
    /// The workspace that contains `path`: rooted at the directory of the nearest `nuance.json` above
    /// it, or at `path` itself (its directory, for a file). `configurationPath` overrides the search.
    package static func load(containing path: String, configurationPath: String? = nil) -> LoadedWorkspace {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        // `--config` names the configuration the user chose, wherever it is: its links are resolved
        // here, and the file itself must then be a regular file (`FileReader`).
        let configurationFile = configurationPath.map { URL(fileURLWithPath: $0).standardizedFileURL.resolvingSymlinksInPath().path }
            ?? ConfigurationLocator.locate(startingAt: absolute)
        let root: String
        if let configurationFile, configurationPath == nil {
            root = URL(fileURLWithPath: configurationFile).deletingLastPathComponent().path
        } else {
            root = directory(of: absolute)
        }
        let configuration = ConfigurationLoader.load(path: configurationFile)
        return load(root: root, configuration: configuration)
    }

    package static func load(root: String, configuration: LoadedConfiguration) -> LoadedWorkspace {
        var skipped: [SkippedFile] = []
        let discovered = FileDiscovery.discover(root: root, configuration: configuration.configuration, skipped: &skipped)
        var files = discovered.compactMap { file -> SnapshotFile? in
            switch FileReader.readFile(file.path) {
            case .success(let text): return SnapshotFile(path: file.path, kind: file.kind, text: text)
            case .failure(let problem):
                skipped.append(SkippedFile(path: file.path, problem: problem))
                return nil
            }
        }
        if let path = configuration.path, let text = configuration.text, !files.contains(where: { $0.path == path }) {
            files.append(SnapshotFile(path: path, kind: .configuration, text: text))
        }
        return LoadedWorkspace(
            root: root, configuration: configuration,
            snapshot: Snapshot(files: files, configuration: configuration.configuration, root: root),
            skipped: skipped.sorted { $0.path < $1.path })
    }

    private static func directory(of path: String) -> String {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue { return path }
        return URL(fileURLWithPath: path).deletingLastPathComponent().path
    }
}
