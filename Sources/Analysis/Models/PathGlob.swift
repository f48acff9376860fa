/// A path glob as written in `nuance.json`: `**` matches any number of path components, `*` any run of
/// characters within one component, `?` one character. Matching is on `/`-separated paths.
package struct PathGlob: Sendable, Hashable {
    package let pattern: String
    private let parts: [Substring]

    package init(_ pattern: String) {
        self.pattern = pattern
        self.parts = pattern.split(separator: "/", omittingEmptySubsequences: true)
    }

    /// True when `path` (relative to the workspace root) matches.
    package func matches(_ path: String) -> Bool {
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        return PathGlob.match(parts[...], components[...])
    }

    /// True when `path` or any of its suffixes starting at a component matches: for paths whose root
    /// is unknown (absolute paths without a configuration file).
    package func matchesAnySuffix(of path: String) -> Bool {
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        return components.indices.contains { PathGlob.match(parts[...], components[$0...]) }
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            var candidate = path
            while true {
                if match(rest, candidate) { return true }
                guard !candidate.isEmpty else { return false }
                candidate = candidate.dropFirst()
            }
        }
        guard let component = path.first, matchComponent(Array(first.utf8)[...], Array(component.utf8)[...]) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    private static func matchComponent(_ pattern: ArraySlice<UInt8>, _ name: ArraySlice<UInt8>) -> Bool {
        guard let first = pattern.first else { return name.isEmpty }
        switch first {
        case UInt8(ascii: "*"):
            var candidate = name
            while true {
                if matchComponent(pattern.dropFirst(), candidate) { return true }
                guard !candidate.isEmpty else { return false }
                candidate = candidate.dropFirst()
            }
        case UInt8(ascii: "?"):
            return !name.isEmpty && matchComponent(pattern.dropFirst(), name.dropFirst())
        default:
            return name.first == first && matchComponent(pattern.dropFirst(), name.dropFirst())
        }
    }
}
