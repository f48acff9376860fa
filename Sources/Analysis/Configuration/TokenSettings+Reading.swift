import JSON

extension TokenSettings {
    package static let keys = ["tiers", "modes", "paletteGroups"]

    /// Reads the `tokens` object of `nuance.json`.
    package mutating func read(_ object: JSONNode, with reader: inout ConfigurationReader) {
        reader.checkKeys(of: object, allowed: Self.keys, in: "`tokens`")
    }

    /// `.json` files the configuration names as token files (tier and mode globs).
    package var configuredFileGlobs: [Glob] { [] }
}
