/// The tier of a design token: control tokens reference alias tokens, which reference global tokens.
package enum TokenTier: String, Sendable, Hashable, CaseIterable, Comparable {
    case global
    case alias
    case control

    package static func < (lhs: TokenTier, rhs: TokenTier) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// Settings for design token files (`"tokens"` in `nuance.json`).
package struct TokenSettings: Sendable, Hashable {
    /// The files of one mode: `"modes": { "dark": ["tokens/dark.tokens.json"] }`.
    package struct ModeFiles: Sendable, Hashable {
        package var mode: String
        package var globs: [String]

        package init(mode: String, globs: [String]) {
            self.mode = mode
            self.globs = globs
        }
    }

    /// File globs per tier (`"tiers": { "global": ["tokens/global/**"] }`). Files no glob matches
    /// get their tier from conventional folder and file names (`global`, `alias`/`semantic`,
    /// `control`/`component`) or from the token's first path segment.
    package var tiers: [TokenTier: [String]] = [:]
    /// Token path prefixes per tier (`"tierPrefixes": { "global": ["Global"] }`).
    package var tierPrefixes: [TokenTier: [String]] = [:]
    /// Files per mode, in the order modes are shown. Files no glob matches take their mode from a
    /// resolver or from their name (`light.tokens.json`, `dark_ax.tokens.json`).
    package var modes: [ModeFiles] = []
    /// Token groups whose tokens provide or override palette styles of the same name
    /// (`fiori.tintColor` → palette style `tintColor`), per background through their modes.
    package var paletteGroups: [String] = ["fiori"]
    /// Types for which control tokens may reference global tokens directly (no alias tier exists
    /// for them in many systems, FluentUI's corner radii and spacing among them).
    package var directGlobalTypes: Set<String> = ["dimension", "number"]

    package init() {}
}
