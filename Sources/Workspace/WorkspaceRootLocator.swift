import Foundation

/// Decides the workspace root for a checked path, so that a file's findings do not depend on which
/// folder was checked: configuration globs, vocabularies and Sourcery sources are all matched
/// relative to this root.
///
/// From the checked path upwards: the nearest folder holding `nuance.json`; else the nearest folder
/// holding `.git` (the repository); else the outermost folder holding a project file (`Package.swift`
/// or `.sourcery.yml`), so that a package nested in a project (`sourcery/.lib/Package.swift`) does not
/// become a root of its own; else the checked folder (the folder of a checked file). Folders above the
/// checked path are only asked whether these names exist, never listed.
package enum WorkspaceRootLocator {
    package struct Located: Sendable, Hashable {
        package var root: String
        /// The `nuance.json` that roots the workspace, if any.
        package var configurationFile: String?
    }

    package static let projectFileNames = ["Package.swift", ".sourcery.yml"]

    /// `path` is absolute and standardized. With `ignoringConfiguration`, `nuance.json` files are not
    /// looked for (a configuration was given explicitly).
    package static func locate(startingAt path: String, ignoringConfiguration: Bool = false) -> Located {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        var start = URL(fileURLWithPath: path).standardizedFileURL
        if !manager.fileExists(atPath: start.path, isDirectory: &isDirectory) || !isDirectory.boolValue {
            start.deleteLastPathComponent()
        }
        var nearestRepository: String?
        var outermostProject: String?
        var directory = start
        while true {
            let folder = directory.path
            let exists = { (name: String) in manager.fileExists(atPath: directory.appendingPathComponent(name).path) }
            if !ignoringConfiguration, exists(ConfigurationLocator.fileName) {
                return Located(root: folder, configurationFile: directory.appendingPathComponent(ConfigurationLocator.fileName).path)
            }
            if nearestRepository == nil, exists(".git") { nearestRepository = folder }
            if projectFileNames.contains(where: exists) { outermostProject = folder }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { break }
            directory = parent
        }
        return Located(root: nearestRepository ?? outermostProject ?? start.path, configurationFile: nil)
    }
}
