/// A path pattern as written in `nuance.json`: `*` matches within one path segment, `**` matches any
/// number of segments, `?` one character; patterns are matched against paths relative to the
/// workspace root, with `/` separators.
package struct Glob: Sendable, Hashable, CustomStringConvertible {
    package let pattern: String
    /// The pattern's segments as bytes; `**` segments are nil.
    private let segments: [[UInt8]?]

    package init(_ pattern: String) {
        self.pattern = pattern
        var trimmed = Substring(pattern)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        segments = trimmed.split(separator: "/", omittingEmptySubsequences: true).map { $0 == "**" ? nil : Array($0.utf8) }
    }

    package var description: String { pattern }

    /// Matches in time proportional to the pattern's length times the path's, whatever the stars:
    /// both levels (`**` over segments, `*` within a segment) use the same greedy walk, which only
    /// ever goes back to the last star seen.
    package func matches(_ relativePath: String) -> Bool {
        let parts = relativePath.split(separator: "/", omittingEmptySubsequences: true)
        return Glob.wildcardMatch(
            count: segments.count, against: parts.count, isStar: { segments[$0] == nil },
            matchesOne: { pattern, part in Glob.matchSegment(segments[pattern]!, Array(parts[part].utf8)) })
    }

    private static func matchSegment(_ pattern: [UInt8], _ text: [UInt8]) -> Bool {
        wildcardMatch(
            count: pattern.count, against: text.count, isStar: { pattern[$0] == UInt8(ascii: "*") },
            matchesOne: { position, index in pattern[position] == UInt8(ascii: "?") || pattern[position] == text[index] })
    }

    /// The classic wildcard match over a pattern of `count` elements and a text of `textCount`: each
    /// non-star element matches exactly one text element; a star matches any number. On a mismatch the
    /// last star takes one more element and matching resumes after it; an earlier star never needs
    /// to, since the last one can absorb whatever an earlier one would have.
    private static func wildcardMatch(
        count: Int, against textCount: Int, isStar: (Int) -> Bool, matchesOne: (Int, Int) -> Bool
    ) -> Bool {
        var position = 0
        var index = 0
        var lastStar = -1
        var resumeIndex = 0
        while index < textCount {
            if position < count, isStar(position) {
                lastStar = position
                resumeIndex = index
                position += 1
            } else if position < count, matchesOne(position, index) {
                position += 1
                index += 1
            } else if lastStar >= 0 {
                position = lastStar + 1
                resumeIndex += 1
                index = resumeIndex
            } else {
                return false
            }
        }
        while position < count, isStar(position) { position += 1 }
        return position == count
    }
}

extension Array where Element == Glob {
    package func anyMatches(_ relativePath: String) -> Bool { contains { $0.matches(relativePath) } }
}
