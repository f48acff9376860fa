/// The kind of token file, recognised from its content.
package enum TokenFormat: String, Sendable, Hashable {
    /// W3C Design Tokens Community Group format, stable 2025.10 (`$value`, colour objects).
    case dtcg2025 = "DTCG 2025.10"
    /// DTCG editor's drafts 2022–2024 (`$value` with string colours and dimensions).
    case dtcgDraft = "DTCG draft"
    /// Style Dictionary's own format (`value`, `type`, `comment`).
    case styleDictionary = "Style Dictionary"
    /// Tokens Studio for Figma (`value` with Tokens Studio types, math).
    case tokensStudio = "Tokens Studio"
    /// Adobe Spectrum's native format (`value` or per-mode `sets`).
    case spectrum = "Spectrum"
    /// A DTCG resolver (`sets`, `modifiers`, `resolutionOrder`).
    case resolver = "DTCG resolver"
    /// Tokens Studio's `$themes.json`: themes over token sets, no tokens.
    case tokensStudioThemes = "Tokens Studio themes"
    /// Tokens Studio's `$metadata.json`: the token set order, no tokens.
    case tokensStudioMetadata = "Tokens Studio metadata"
    /// A Style Dictionary `config.json`: `source` and `include` globs, `platforms`; no tokens.
    case styleDictionaryConfig = "Style Dictionary configuration"
    /// Nothing that looks like tokens.
    case unknown

    /// True for the `$`-prefixed formats, whose rules (types required, names restricted) apply.
    package var isDTCG: Bool { self == .dtcg2025 || self == .dtcgDraft }

    /// True for files that say which files form a token set, and hold no tokens themselves.
    package var declaresSet: Bool {
        self == .resolver || self == .tokensStudioThemes || self == .tokensStudioMetadata || self == .styleDictionaryConfig
    }

    /// The key that holds a token's value.
    package var valueKey: String { isDTCG ? "$value" : "value" }
}
