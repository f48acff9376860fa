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

    /// `scanned`: the reads of files already scanned, by absolute path (the loader scans the Swift
    /// files it reads), which are not read again.
    package static func reads(root: String, configuration: Configuration, scanned: [String: [AppStyleRead]] = [:]) -> [AppStyleRead] {
        let exclude = configuration.exclude.map(Glob.init)
        var result: [AppStyleRead] = []
        var files = 0
        FileDiscovery.walkFiles(under: root, skipping: skippedDirectoryNames) { absolute, relative in
            guard codeExtensions.contains((relative as NSString).pathExtension), !exclude.anyMatches(relative) else { return }
            files += 1
            guard files <= fileLimit else { return }
            result += scanned[absolute] ?? reads(ofFile: absolute, relative: relative)
        }
        return result
    }

    /// Whether a file is one whose `NUISettings` reads count (by its extension).
    package static func isCode(_ path: String) -> Bool { codeExtensions.contains((path as NSString).pathExtension) }

    /// The reads of one regular file (none for anything else), named by `relative`.
    package static func reads(ofFile absolute: String, relative: String) -> [AppStyleRead] {
        guard case .success(let bytes) = FileReader.readBytes(absolute) else { return [] }
        return reads(ofBytes: bytes, relative: relative)
    }

    /// The reads of a file's bytes (none past the size limit), named by `relative`.
    package static func reads(ofBytes bytes: [UInt8], relative: String) -> [AppStyleRead] {
        bytes.count <= byteLimit ? AppStyleReadScanner.reads(in: bytes, path: relative) : []
    }
}
