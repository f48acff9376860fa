import Analysis
import Foundation

/// Finds the style properties the workspace's own Objective-C and Swift code reads through
/// `NUISettings` (``AppStyleReadScanner``), a NUI fork vendored under `Pods/` included: those files
/// are read for this and nothing else. Only regular files inside the root, never through a symbolic
/// link; build output and other dependency folders are skipped.
package enum AppCodeScan {
    static let skippedDirectoryNames: Set<String> = [".build", ".git", "node_modules", "DerivedData", ".swiftpm"]
    static let codeExtensions: Set<String> = ["m", "mm", "h", "swift"]
    /// At most this many code files are read, each of at most this many bytes.
    static let fileLimit = 20_000
    static let byteLimit = 2 << 20

    package static func reads(root: String, configuration: Configuration) -> [AppStyleRead] {
        let exclude = configuration.exclude.map(Glob.init)
        var result: [AppStyleRead] = []
        var files = 0
        walk(directory: root, relative: "") { absolute, relative in
            guard codeExtensions.contains((relative as NSString).pathExtension), !exclude.anyMatches(relative) else { return true }
            files += 1
            guard files <= fileLimit else { return false }
            result += reads(ofFile: absolute, relative: relative)
            return true
        }
        return result
    }

    /// Whether a file is one whose `NUISettings` reads count (by its extension).
    package static func isCode(_ path: String) -> Bool { codeExtensions.contains((path as NSString).pathExtension) }

    /// The reads of one regular file (none for anything else), named by `relative`.
    package static func reads(ofFile absolute: String, relative: String) -> [AppStyleRead] {
        guard (try? FileManager.default.attributesOfItem(atPath: absolute)[.type] as? FileAttributeType) == .typeRegular,
            let handle = FileHandle(forReadingAtPath: absolute)
        else { return [] }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: byteLimit + 1), data.count <= byteLimit else { return [] }
        return AppStyleReadScanner.reads(in: [UInt8](data), path: relative)
    }

    /// Visits regular files in name order until `visit` answers false.
    @discardableResult
    private static func walk(directory: String, relative: String, visit: (String, String) -> Bool) -> Bool {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: directory) else { return true }
        for name in names.sorted() {
            let absolute = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            let relativePath = relative.isEmpty ? name : relative + "/" + name
            guard let type = try? manager.attributesOfItem(atPath: absolute)[.type] as? FileAttributeType else { continue }
            switch type {
            case .typeDirectory:
                if skippedDirectoryNames.contains(name) { continue }
                if !walk(directory: absolute, relative: relativePath, visit: visit) { return false }
            case .typeRegular:
                if !visit(absolute, relativePath) { return false }
            default:
                continue  // symbolic links, pipes, sockets, devices: never read
            }
        }
        return true
    }
}
