/// Glob patterns for configuration (`**` any folders, `*` any characters but `/`, `?` one character).
/// A relative pattern matches at the start of any suffix of the path that starts after a `/`, so
/// `tokens/**` matches `/work/app/tokens/a.json` as well as `tokens/a.json`.
package enum TokenGlob {
    package static func matches(_ pattern: String, path: String) -> Bool {
        let patternBytes = Array(pattern.utf8)
        let pathBytes = Array(path.utf8)
        if pattern.hasPrefix("/") { return match(patternBytes[...], pathBytes[...]) }
        var start = 0
        while start <= pathBytes.count {
            if match(patternBytes[...], pathBytes[start...]) { return true }
            guard let slash = pathBytes[start...].firstIndex(of: UInt8(ascii: "/")) else { return false }
            start = slash + 1
        }
        return false
    }

    private static func match(_ pattern: ArraySlice<UInt8>, _ path: ArraySlice<UInt8>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        let star = UInt8(ascii: "*")
        if first == star, pattern.dropFirst().first == star {
            var rest = pattern.dropFirst(2)
            if rest.first == UInt8(ascii: "/") { rest = rest.dropFirst() }
            var index = path.startIndex
            while true {
                if match(rest, path[index...]) { return true }
                guard index < path.endIndex else { return false }
                index += 1
            }
        }
        if first == star {
            var index = path.startIndex
            while true {
                if match(pattern.dropFirst(), path[index...]) { return true }
                guard index < path.endIndex, path[index] != UInt8(ascii: "/") else { return false }
                index += 1
            }
        }
        guard let character = path.first else { return false }
        if first == UInt8(ascii: "?") ? character != UInt8(ascii: "/") : first == character {
            return match(pattern.dropFirst(), path.dropFirst())
        }
        return false
    }
}
