import Foundation

/// Finds the `nuance.json` that governs a path: in its directory or the nearest ancestor.
package enum ConfigurationLocator {
    package static let fileName = "nuance.json"

    package static func locate(startingAt path: String) -> String? {
        var directory = URL(fileURLWithPath: path).standardizedFileURL
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) || !isDirectory.boolValue {
            directory.deleteLastPathComponent()
        }
        while true {
            let candidate = directory.appendingPathComponent(fileName).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { return nil }
            directory = parent
        }
    }
}
