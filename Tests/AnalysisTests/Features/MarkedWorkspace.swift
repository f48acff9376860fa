import Analysis
import Diagnostics
import SourceText
import Testing
import TestSupport

/// A fixture and its index, with marker lookups for the feature tests.
struct MarkedWorkspace {
    let fixture: Fixture
    let index: WorkspaceIndex

    init(_ source: String, defaultPath: String = "Theme.nss", configuration: Configuration = Configuration()) {
        fixture = Fixture(source, defaultPath: defaultPath)
        index = WorkspaceIndex(snapshot: fixture.snapshot(configuration: configuration))
    }

    /// The file holding `marker` (markers are looked up in every file; the first file that has it wins).
    func path(of marker: String) -> String {
        fixture.files.first { $0.markers[marker] != nil }?.path ?? "<no file has \(marker)>"
    }

    func offset(_ marker: String, in path: String? = nil) -> Int {
        let file = path.flatMap(fixture.file) ?? fixture.files.first { $0.markers[marker] != nil }
        return file?.markers[marker] ?? -1
    }

    /// The range from `start` to `end`, both markers of one file.
    func location(_ start: String, _ end: String, in path: String? = nil) -> Location {
        let path = path ?? self.path(of: start)
        return Location(path: path, range: TextRange(start: offset(start, in: path), end: offset(end, in: path)))
    }

    func text(_ path: String) -> SourceText { index.snapshot.text(of: path)! }

    /// The text of each file after `edits`.
    func applying(_ edits: [FileEdit]) throws -> [String: String] {
        var result: [String: String] = [:]
        for change in edits {
            let base = result[change.path].map(SourceText.init) ?? text(change.path)
            result[change.path] = try base.applying(change.edits).string
        }
        return result
    }
}
