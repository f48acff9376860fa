import DesignTokens

/// Which mode each token file of a system no resolver or Tokens Studio project declares provides:
/// from configuration (`tokens.modes`) or from the file's name. (Resolver contexts are read by
/// ``TokenSystemPartition``.)
struct TokenModeAssignment {
    var modeByPath: [String: String] = [:]
    /// Modes in the order configuration names them.
    var configuredOrder: [String] = []

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
