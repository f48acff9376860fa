import DesignTokens

/// Which mode each token file provides: from configuration, from a resolver's contexts, or from the
/// file's name; and the order resolvers give files.
struct TokenModeAssignment {
    var modeByPath: [String: String] = [:]
    var resolverPosition: [String: Int] = [:]
    /// Modes in the order configuration and resolvers name them.
    var configuredOrder: [String] = []
    /// The family of each mode: a resolver modifier's name (`theme`, `size`), or `""` for modes
    /// from configuration and file names. A token needs a value in every mode of a family it uses.
    var familyByMode: [String: String] = [:]

    /// File names (without `.tokens.json`) that name a mode by themselves.
    static let conventionalModes: [String] = [
        "light", "dark", "light_ax", "dark_ax", "light-hc", "dark-hc", "light_hc", "dark_hc", "lightHighContrast",
        "darkHighContrast", "highContrast", "high-contrast", "dark-dimmed", "dark_dimmed", "elevated", "wireframe",
    ]

    init(files: [String: TokenFile], settings: TokenSettings) {
        let paths = files.keys.sorted()
        for modeFiles in settings.modes {
            addMode(modeFiles.mode)
            for path in paths where modeByPath[path] == nil && modeFiles.globs.contains(where: { TokenGlob.matches($0, path: path) }) {
                modeByPath[path] = modeFiles.mode
            }
        }
        var position = 0
        for resolverPath in paths {
            guard let resolver = files[resolverPath]?.resolver else { continue }
            let folder = resolverPath.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            func locate(_ source: TokenResolver.Source) -> String? {
                let joined = Self.normalize(folder.isEmpty ? source.path : folder + "/" + source.path)
                return paths.first { $0 == joined || $0.hasSuffix("/" + joined) || joined.hasSuffix("/" + $0) }
            }
            var base: Set<String> = []
            for source in resolver.setSources {
                guard let path = locate(source) else { continue }
                base.insert(path)
                if resolverPosition[path] == nil { resolverPosition[path] = position; position += 1 }
            }
            for modifier in resolver.modifiers {
                for context in modifier.contexts {
                    for source in context.sources {
                        guard let path = locate(source) else { continue }
                        if resolverPosition[path] == nil { resolverPosition[path] = position; position += 1 }
                        if !base.contains(path), modeByPath[path] == nil {
                            modeByPath[path] = context.name
                            familyByMode[context.name] = familyByMode[context.name] ?? modifier.name
                            addMode(context.name)
                        }
                    }
                }
            }
        }
        for path in paths where modeByPath[path] == nil {
            if let mode = Self.conventionalMode(forPath: path) { modeByPath[path] = mode }
        }
    }

    private mutating func addMode(_ mode: String) {
        if !configuredOrder.contains(mode) { configuredOrder.append(mode) }
    }

    /// `dark.tokens.json` → `dark`, `theme-light.tokens.json` → `light`; `nil` for other names.
    static func conventionalMode(forPath path: String) -> String? {
        var stem = Substring(path.split(separator: "/").last ?? Substring(path))
        for suffix in [".tokens.json", ".tokens", ".json"] where stem.hasSuffix(suffix) {
            stem = stem.dropLast(suffix.count)
            break
        }
        if let mode = conventionalModes.first(where: { $0.lowercased() == stem.lowercased() }) { return mode }
        for mode in ["light", "dark"] {
            for separator in ["-", "_", "."] where stem.lowercased().hasSuffix(separator + mode) {
                return mode
            }
        }
        return nil
    }

    /// Removes `.` segments and folds `..` segments.
    static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: false) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != "..", !last.isEmpty {
                parts.removeLast()
                continue
            }
            parts.append(part)
        }
        return parts.joined(separator: "/")
    }
}
