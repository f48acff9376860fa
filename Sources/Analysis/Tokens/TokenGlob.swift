/// Configuration globs applied to snapshot paths, which may be absolute: a pattern matches when it
/// matches the path or any part of it that starts after a `/` (`tokens/**` matches
/// `/work/app/tokens/a.json` as well as `tokens/a.json`).
package enum TokenGlob {
    package static func matches(_ pattern: String, path: String) -> Bool {
        let glob = Glob(pattern)
        var rest = Substring(path)
        while true {
            if glob.matches(String(rest)) { return true }
            guard let slash = rest.firstIndex(of: "/") else { return false }
            rest = rest[rest.index(after: slash)...]
        }
    }
}
