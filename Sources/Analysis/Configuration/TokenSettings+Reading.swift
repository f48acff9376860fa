import JSON

extension TokenSettings {
    package static let keys = ["tiers", "tierPrefixes", "modes", "paletteGroups", "directGlobalTypes"]

    /// Reads the `tokens` object of `nuance.json`:
    /// `{ "tiers": { "global": [globs] }, "tierPrefixes": { "global": ["Global"] }, "modes": { "dark": [globs] },
    ///    "paletteGroups": ["fiori"], "directGlobalTypes": ["dimension"] }`.
    package mutating func read(_ object: JSONNode, with reader: inout ConfigurationReader) {
        reader.checkKeys(of: object, allowed: Self.keys, in: "`tokens`")
        if let member = object.member("tiers"), let entries = reader.object(member) {
            tiers = readTiers(entries, with: &reader)
        }
        if let member = object.member("tierPrefixes"), let entries = reader.object(member) {
            tierPrefixes = readTiers(entries, with: &reader)
        }
        if let member = object.member("modes"), let entries = reader.object(member) {
            modes = entries.compactMap { entry in
                reader.stringArray(entry).map { ModeFiles(mode: entry.key, globs: $0) }
            }
        }
        if let member = object.member("paletteGroups"), let groups = reader.stringArray(member) {
            paletteGroups = groups
        }
        if let member = object.member("directGlobalTypes"), let types = reader.stringArray(member) {
            directGlobalTypes = Set(types)
        }
    }

    private func readTiers(_ entries: [JSONMember], with reader: inout ConfigurationReader) -> [TokenTier: [String]] {
        var result: [TokenTier: [String]] = [:]
        for entry in entries {
            guard let tier = TokenTier(rawValue: entry.key) else {
                reader.reportUnknownValue(entry.key, at: entry.keyRange, for: "a tier", expected: TokenTier.allCases.map(\.rawValue))
                continue
            }
            if let values = reader.stringArray(entry) { result[tier] = values }
        }
        return result
    }

    /// `.json` files the configuration names as token files (tier and mode globs).
    package var configuredFileGlobs: [Glob] {
        (tiers.values.flatMap { $0 } + modes.flatMap(\.globs)).map(Glob.init)
    }
}
