/// Settings for design token files.
package struct TokenSettings: Sendable, Hashable {
    package init() {}
}

extension TokenSettings {
    /// `.json` files the configuration names as token files (tier and mode globs).
    package var configuredFileGlobs: [Glob] { [] }
}
