import Analysis
import Foundation

/// Finds what the workspace's own Objective-C, Swift and Interface Builder files tell about its
/// styling: the style properties they read through `NUISettings` (``AppStyleReadScanner``), a NUI fork
/// vendored under `Pods/` included, and the style classes they give views (`nuiClass` assignments,
/// ``NUIClassAssignmentScanner``), dependencies and NUI's own sources left out. Those files are read
/// for this and nothing else. Only regular files inside the root, never through a symbolic link;
/// build output and other dependency folders are skipped.
package enum AppCodeScan {
    /// What one file, or the whole workspace, tells.
    package struct Facts: Sendable, Hashable {
        package var styleReads: [AppStyleRead] = []
        package var classAssignments: [AppClassAssignment] = []

        package init(styleReads: [AppStyleRead] = [], classAssignments: [AppClassAssignment] = []) {
            self.styleReads = styleReads
            self.classAssignments = classAssignments
        }

        mutating func append(_ other: Facts) {
            styleReads += other.styleReads
            classAssignments += other.classAssignments
        }
    }

    static let skippedDirectoryNames: Set<String> = [".build", ".git", "node_modules", "DerivedData", ".swiftpm"]
    static let codeExtensions: Set<String> = ["m", "mm", "h", "swift"]
    /// Interface Builder files: read for `nuiClass` runtime attributes only.
    static let interfaceExtensions: Set<String> = ["storyboard", "xib"]
    /// At most this many code files are read, each of at most this many bytes.
    static let fileLimit = 20_000
    static let byteLimit = 2 << 20

    /// A file the scan reads, as discovery lists it.
    package struct File: Sendable, Hashable {
        package var absolute: String
        package var relative: String
    }

    /// The facts of the workspace's code `files` (in the order the walk found them), the first
    /// `fileLimit` of them. `scanned`: the facts of files already scanned, by absolute path (the
    /// loader scans the Swift files it reads).
    package static func facts(of files: [File], scanned: [String: Facts] = [:]) -> Facts {
        var result = Facts()
        for file in files.prefix(fileLimit) {
            result.append(scanned[file.absolute] ?? facts(ofFile: file.absolute, relative: file.relative))
        }
        return result
    }

    /// Whether a file is one whose facts count (by its extension).
    package static func isCode(_ path: String) -> Bool {
        let pathExtension = String(FileName.pathExtension(path))
        return codeExtensions.contains(pathExtension) || interfaceExtensions.contains(pathExtension)
    }

    /// The facts of one regular file (none for anything else), named by `relative`.
    package static func facts(ofFile absolute: String, relative: String) -> Facts {
        guard case .success(let bytes) = FileReader.readBytes(absolute) else { return Facts() }
        return facts(ofBytes: bytes, relative: relative)
    }

    /// The facts of a file's bytes (none past the size limit), named by `relative`.
    package static func facts(ofBytes bytes: [UInt8], relative: String) -> Facts {
        guard bytes.count <= byteLimit else { return Facts() }
        let isInterface = interfaceExtensions.contains(String(FileName.pathExtension(relative)))
        return Facts(
            styleReads: isInterface ? [] : AppStyleReadScanner.reads(in: bytes, path: relative),
            classAssignments: isAppCode(relative) ? NUIClassAssignmentScanner.assignments(in: bytes, path: relative) : [])
    }

    /// False for dependencies (`Pods/`, `Carthage/`) and NUI's own categories (`UIView+NUI.m`), whose
    /// `nuiClass` assignments are NUI's defaults, not the app's.
    static func isAppCode(_ relative: String) -> Bool {
        let components = relative.split(separator: "/")
        return !components.contains { $0 == "Pods" || $0 == "Carthage" } && !(components.last?.contains("+NUI.") ?? false)
    }
}
