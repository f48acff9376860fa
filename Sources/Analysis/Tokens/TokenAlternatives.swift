import DesignTokens

/// Folders that are alternatives of one another: `brands/brand-1/color.json`,
/// `brands/brand-2/color.json`, … or `platforms/ios/font.json`, `platforms/web/font.json`, …
/// (Style Dictionary's multi-brand, multi-platform layout, built one brand and one platform at a
/// time). Sibling folders are alternatives when each holds files of the same names, directly, and
/// the first two define some token names in common; each such parent folder is an axis whose
/// contexts are its child folders.
enum TokenAlternatives {
    static func axes(_ paths: [String], files: [String: TokenFile]) -> [TokenAxis] {
        // parent folder → child folder → file name → path
        var layout: [String: [String: [String: String]]] = [:]
        for path in paths {
            let segments = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            guard segments.count >= 3 else { continue }
            let parent = segments.dropLast(2).joined(separator: "/")
            layout[parent, default: [:]][segments[segments.count - 2], default: [:]][segments[segments.count - 1]] = path
        }
        var result: [TokenAxis] = []
        for parent in layout.keys.sorted() {
            let children = layout[parent]!
            guard children.count >= 2 else { continue }
            let names = children.values.map { Set($0.keys) }
            guard names.allSatisfy({ $0 == names[0] }) else { continue }
            let ordered = children.keys.sorted()
            func tokenNames(_ child: String) -> Set<String> {
                Set(children[child]!.values.flatMap { files[$0]?.tokens.map(\.name) ?? [] })
            }
            guard !tokenNames(ordered[0]).isDisjoint(with: tokenNames(ordered[1])) else { continue }
            let name = parent.split(separator: "/").last.map(String.init) ?? parent
            result.append(TokenAxis(name: name, contexts: ordered.map { child in
                TokenAxis.Context(name: child, paths: children[child]!.keys.sorted().map { children[child]![$0]! })
            }))
        }
        return result
    }
}
