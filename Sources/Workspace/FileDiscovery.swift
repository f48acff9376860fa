import Analysis
import Foundation
import SourceText

/// A file found in a workspace, with the kind Nuance reads it as.
package struct DiscoveredFile: Sendable, Hashable {
    /// Absolute path.
    package var path: String
    package var kind: FileKind
    /// The text discovery read to tell the kind by content (a plain `.json` file), kept so that the
    /// file is read once; not part of the file's identity.
    package var textReadForKind: SourceText? = nil

    package init(path: String, kind: FileKind, textReadForKind: SourceText? = nil) {
        self.path = path
        self.kind = kind
        self.textReadForKind = textReadForKind
    }

    package static func == (a: DiscoveredFile, b: DiscoveredFile) -> Bool { a.path == b.path && a.kind == b.kind }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(kind)
    }
}

/// Finds the files of a workspace: `.nss`, token files, Swift files that contain `sourcery:`, and
/// anything the configuration includes; never follows symbolic links and never leaves the root.
package enum FileDiscovery {
    package static let skippedDirectoryNames: Set<String> = [".build", ".git", "node_modules", "Pods", "DerivedData", ".swiftpm"]

    /// With `keepingEverySwiftFile`, Swift files without annotations are listed too (the caller reads
    /// each Swift file once and decides).
    package static func discover(root: String, configuration: Configuration, keepingEverySwiftFile: Bool = false) -> [DiscoveredFile] {
        var skipped: [SkippedFile] = []
        return discover(root: root, configuration: configuration, keepingEverySwiftFile: keepingEverySwiftFile, skipped: &skipped)
    }

    /// Also lists in `skipped` the files of a kind Nuance reads that it passed over (FIFOs, devices,
    /// symbolic links) and the folders it could not list.
    package static func discover(
        root: String, configuration: Configuration, keepingEverySwiftFile: Bool = false, skipped: inout [SkippedFile]
    ) -> [DiscoveredFile] {
        discover(root: root, configuration: configuration, keepingEverySwiftFile: keepingEverySwiftFile, skipped: &skipped, code: nil)
    }

    /// Also lists in `code` the files `AppCodeScan` reads, found in the same walk: the workspace is
    /// walked once (dependency folders such as `Pods/` are walked for the scan only).
    package static func discover(
        root: String, configuration: Configuration, keepingEverySwiftFile: Bool = false, skipped: inout [SkippedFile],
        code: inout [AppCodeScan.File]
    ) -> [DiscoveredFile] {
        var found: [AppCodeScan.File] = []
        let discovered = discover(
            root: root, configuration: configuration, keepingEverySwiftFile: keepingEverySwiftFile, skipped: &skipped,
            code: { found.append($0) })
        code = found
        return discovered
    }

    private static func discover(
        root: String, configuration: Configuration, keepingEverySwiftFile: Bool, skipped: inout [SkippedFile],
        code: ((AppCodeScan.File) -> Void)?
    ) -> [DiscoveredFile] {
        let include = configuration.include.map(Glob.init)
        let exclude = configuration.exclude.map(Glob.init)
        let configuredTokenFiles = configuration.tokens.configuredFileGlobs
        // With the code scan, the walk enters the folders only it reads; discovery passes over what is in them.
        let walkSkips = code == nil ? skippedDirectoryNames : AppCodeScan.skippedDirectoryNames
        let skippedByDiscoveryOnly = skippedDirectoryNames.subtracting(walkSkips).sorted()
        func isSkippedByDiscovery(_ relative: String, orItself: Bool) -> Bool {
            skippedByDiscoveryOnly.contains { FileName.isInside(folderNamed: $0, relative, orItself: orItself) }
        }
        var found: [DiscoveredFile] = []
        var seen = 0
        walk(directory: root, relative: "", limit: .max, seen: &seen, skipping: walkSkips) { absolute, relative in
            if let code, AppCodeScan.isCode(relative), !exclude.anyMatches(relative) {
                code(AppCodeScan.File(absolute: absolute, relative: relative))
            }
            if isSkippedByDiscovery(relative, orItself: false) { return }
            if exclude.anyMatches(relative) { return }
            if !include.isEmpty, !include.anyMatches(relative) { return }
            // The configuration in force is added by the loader; other `nuance.json` files are not read.
            guard let (kind, text) = kindAndText(of: absolute, relative: relative, configuredTokenFiles: configuredTokenFiles),
                kind != .configuration
            else { return }
            if kind == .swiftModel, !keepingEverySwiftFile, !FileReader.isAnnotatedSwiftModel(atPath: absolute) { return }
            found.append(DiscoveredFile(path: absolute, kind: kind, textReadForKind: text))
        } skip: { absolute, relative, problem in
            if isSkippedByDiscovery(relative, orItself: true) { return }
            if exclude.anyMatches(relative) { return }
            let isFolder = problem == .notARegularFile("a folder")
            if !isFolder, !include.isEmpty, !include.anyMatches(relative) { return }
            if !isFolder, kind(of: absolute, relative: relative, configuredTokenFiles: configuredTokenFiles) == nil { return }
            skipped.append(SkippedFile(path: absolute, problem: isFolder ? .unreadable("cannot list the folder") : problem))
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The kind of a file inside the workspace: by name, or a token file because the configuration
    /// names it or because its content is tokens (a plain `.json` file, read to find out).
    package static func kind(of path: String, relative: String, configuredTokenFiles: [Glob]) -> FileKind? {
        kindAndText(of: path, relative: relative, configuredTokenFiles: configuredTokenFiles)?.kind
    }

    /// The kind, and the text when it was read to decide.
    private static func kindAndText(of path: String, relative: String, configuredTokenFiles: [Glob]) -> (kind: FileKind, text: SourceText?)? {
        if let kind = FileKind.byName(path) { return (kind, nil) }
        if relative.hasSuffix(".json") || relative.hasSuffix(".json5"), configuredTokenFiles.anyMatches(relative) { return (.tokens, nil) }
        if FileKind.mayBeTokenJSON(relative), let text = FileReader.read(path), FileKind.isTokenContent(text, relativePath: relative) {
            return (.tokens, text)
        }
        return nil
    }

    package static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "pdf", "gif", "heic", "svg"]

    /// The image files and asset-catalog `.imageset` folders under `root`, by file name (the first of a
    /// name wins), looking at no more than `limit` entries.
    package static func images(under root: String, limit: Int = 50_000) -> [String: String] {
        var byName: [String: String] = [:]
        var seen = 0
        walk(directory: root, relative: "", limit: limit, seen: &seen) { absolute, _ in
            let name = String(FileName.lastComponent(absolute))
            let fileExtension = FileName.pathExtension(name).lowercased()
            if fileExtension == "imageset" || imageExtensions.contains(fileExtension), byName[name] == nil {
                byName[name] = absolute
            }
        }
        return byName
    }

    /// Visits regular files, and `.imageset` folders as a whole; skips the usual build and dependency
    /// folders and never follows a symbolic link.
    private static func walk(
        directory: String, relative: String, limit: Int, seen: inout Int, skipping: Set<String> = skippedDirectoryNames,
        visit: (String, String) -> Void, skip: (String, String, FileReadProblem) -> Void = { _, _, _ in }
    ) {
        guard let entries = DirectoryListing.entries(of: directory) else {
            skip(directory, relative, .notARegularFile("a folder"))
            return
        }
        for entry in entries {
            let name = entry.name
            seen += 1
            if seen > limit { return }
            let absolute = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            let relativePath = relative.isEmpty ? name : relative + "/" + name
            // The listing's type, else `lstat` (never `FileManager.attributesOfItem`, which also looks
            // up the owner's and group's names: two files read per entry).
            var status = stat()
            if let type = entry.type {
                status.st_mode = type
            } else {
                guard lstat(absolute, &status) == 0 else { continue }
            }
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                if skipping.contains(name) { continue }
                if name.hasSuffix(".imageset") {
                    visit(absolute, relativePath)
                    continue
                }
                walk(
                    directory: absolute, relative: relativePath, limit: limit, seen: &seen, skipping: skipping, visit: visit,
                    skip: skip)
            case S_IFREG:
                visit(absolute, relativePath)
            default:
                // Links, FIFOs, devices, sockets: never followed nor opened.
                skip(absolute, relativePath, .notARegularFile(FileReadProblem.kindName(status.st_mode)))
            }
        }
    }
}
