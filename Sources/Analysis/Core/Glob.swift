/// A path pattern as written in `nuance.json`: `*` matches within one path segment, `**` matches any
/// number of segments, `?` one character; patterns are matched against paths relative to the
/// workspace root, with `/` separators.
package struct Glob: Sendable, Hashable, CustomStringConvertible {
    package let pattern: String
    private let segments: [Substring]

    package init(_ pattern: String) {
        self.pattern = pattern
        var trimmed = Substring(pattern)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        segments = trimmed.split(separator: "/", omittingEmptySubsequences: true)
    }

    package var description: String { pattern }

    package func matches(_ relativePath: String) -> Bool {
        let parts = relativePath.split(separator: "/", omittingEmptySubsequences: true)
        return Glob.match(segments[...], parts[...])
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            var remaining = path
            while true {
                if match(rest, remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let segment = path.first, matchSegment(Array(first.utf8)[...], Array(segment.utf8)[...]) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    private static func matchSegment(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        switch first {
        case UInt8(ascii: "*"):
            var remaining = text
            while true {
                if matchSegment(pattern.dropFirst(), remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        case UInt8(ascii: "?"):
            return !text.isEmpty && matchSegment(pattern.dropFirst(), text.dropFirst())
        default:
            return text.first == first && matchSegment(pattern.dropFirst(), text.dropFirst())
        }
    }
}

extension Array where Element == Glob {
    package func anyMatches(_ relativePath: String) -> Bool { contains { $0.matches(relativePath) } }
}
