import Foundation

/// The one rule for every path Nuance reads from a workspace, whoever names it (discovery, the
/// client, `nuance.json`): the path is normalised (`.` and `..` removed as text), must lie inside one
/// of the roots, as given or as the system resolves them, and no part of it below the root may be a
/// symbolic link. Discovery keeps the rule by never following a link; paths announced by a client or
/// given on the command line are checked with ``resolve(_:)`` before they are read.
package struct WorkspaceContainment: Sendable {
    /// The roots, normalised.
    package let roots: [String]
    /// Each root as the system resolves it (`realpath`), beside ``roots``.
    private let resolvedRoots: [String]

    package init(roots: [String]) {
        self.roots = roots.map(Self.normalise)
        resolvedRoots = self.roots.map(Self.realPath)
    }

    /// `path` as Nuance reads it (normalised, under the root as given) when it lies inside a root and
    /// reaching it follows no symbolic link below the root; nil otherwise. Parts that do not exist
    /// (a deleted file or folder) are accepted: nothing can be read through them.
    package func resolve(_ path: String) -> String? {
        guard Self.isAbsolute(path) else { return nil }
        let normalised = Self.normalise(path)
        for (root, resolvedRoot) in zip(roots, resolvedRoots) {
            for base in [root, resolvedRoot] {
                guard let rest = Self.relative(normalised, to: base) else { continue }
                guard Self.followsNoLink(from: base, through: rest) else { return nil }
                return rest.isEmpty ? root : Self.joined(root, rest)
            }
        }
        return nil
    }

    /// True when `path` lies inside a root (after normalising) and reaches it through no link.
    package func contains(_ path: String) -> Bool { resolve(path) != nil }

    /// The path with `.`, `..` and repeated or trailing slashes removed as text; `..` above `/` stays
    /// at `/`. Relative paths are taken from the current folder. Paths are cut at the byte `/`, not at
    /// characters: a `/` followed by a combining mark is one character, yet the system reads a `/`.
    package static func normalise(_ path: String) -> String {
        let absolute = isAbsolute(path) ? path : FileManager.default.currentDirectoryPath + "/" + path
        var parts: [Substring] = []
        for part in components(absolute) {
            if part.utf8.elementsEqual(".".utf8) { continue }
            if part.utf8.elementsEqual("..".utf8) {
                _ = parts.popLast()
            } else {
                parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// True when the path's first byte is `/`.
    package static func isAbsolute(_ path: String) -> Bool { path.utf8.first == UInt8(ascii: "/") }

    /// The non-empty parts between the bytes `/`.
    private static func components(_ path: String) -> [Substring] {
        path.utf8.split(separator: UInt8(ascii: "/")).map { Substring($0) }
    }

    /// The part of `path` below `root` ("" for the root itself), or nil when it is not inside.
    static func relative(_ path: String, to root: String) -> String? {
        if path.utf8.elementsEqual(root.utf8) { return "" }
        let prefix = root.utf8.last == UInt8(ascii: "/") ? root : root + "/"
        guard path.utf8.starts(with: prefix.utf8) else { return nil }
        return String(Substring(path.utf8.dropFirst(prefix.utf8.count)))
    }

    private static func joined(_ root: String, _ rest: String) -> String {
        root.utf8.last == UInt8(ascii: "/") ? root + rest : root + "/" + rest
    }

    /// Checks each part below `root` with `lstat`: none may be a symbolic link, and every part before
    /// the last must be a folder. A part that does not exist ends the check.
    private static func followsNoLink(from root: String, through rest: String) -> Bool {
        var current = root
        let parts = components(rest)
        for (position, part) in parts.enumerated() {
            current = joined(current, String(part))
            var status = stat()
            guard lstat(current, &status) == 0 else { return errno == ENOENT || errno == ENOTDIR }
            let type = status.st_mode & S_IFMT
            if type == S_IFLNK { return false }
            if position < parts.count - 1, type != S_IFDIR { return false }
        }
        return true
    }

    private static func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
