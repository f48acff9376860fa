/// Tiers from configuration or conventional names.
enum TokenTiers {
    static let conventionalNames: [TokenTier: Set<String>] = [
        // Not `globals`: Style Dictionary projects name so what every brand shares, references included.
        .global: ["global"],
        .alias: ["alias", "aliases", "semantic", "set"],
        .control: ["control", "controls", "component", "components"],
    ]

    /// The tier configuration gives a file, or the tier a folder or file name says.
    static func tier(ofFile path: String, settings: TokenSettings) -> TokenTier? {
        for tier in TokenTier.allCases {
            if let globs = settings.tiers[tier], globs.contains(where: { TokenGlob.matches($0, path: path) }) { return tier }
        }
        var segments = path.split(separator: "/").map { $0.lowercased() }
        if var last = segments.popLast() {
            for suffix in [".tokens.json", ".tokens", ".json"] where last.hasSuffix(suffix) {
                last.removeLast(suffix.count)
                break
            }
            segments.append(last)
        }
        for segment in segments.reversed() {
            for tier in TokenTier.allCases where conventionalNames[tier]!.contains(segment) { return tier }
        }
        return nil
    }

    /// The tier a token's name gives it: a configured prefix, or a conventional first segment
    /// (`Global.Color.Grey.94`).
    static func tier(ofToken name: String, settings: TokenSettings) -> TokenTier? {
        for tier in TokenTier.allCases {
            if let prefixes = settings.tierPrefixes[tier], prefixes.contains(where: { name == $0 || name.hasPrefix($0 + ".") }) {
                return tier
            }
        }
        let first = name.split(separator: ".").first.map { $0.lowercased() } ?? ""
        for tier in TokenTier.allCases where conventionalNames[tier]!.contains(first) { return tier }
        return nil
    }
}
