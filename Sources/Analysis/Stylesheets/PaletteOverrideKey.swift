/// What a `@name` definition means as a palette override (nss.md §7).
package struct PaletteOverrideKey: Sendable, Hashable {
    package enum Role: Sendable, Hashable {
        /// `@S_<scheme>`: applies to that scheme only.
        case scheme(BackgroundScheme)
        /// `@S`: applies to the light background only.
        case plain
        /// `@tintColorDark` / `@tintColorTapStateDark` (light background) and `…Light` (dark background):
        /// the last resort of their scheme's lookup.
        case legacy(BackgroundScheme)
    }

    /// The palette style overridden (`tintColor`).
    package var style: String
    package var role: Role

    package init(style: String, role: Role) {
        self.style = style
        self.role = role
    }

    /// The scheme suffixes, including the misspelled key FioriThemeManager ships for one of them.
    package static let suffixes: [(String, BackgroundScheme)] =
        BackgroundScheme.allCases.map { ("_" + $0.rawValue, $0) } + [("_elevatedContrastLightkBackground", .elevatedContrastLightBackground)]

    static let legacyKeys: [String: (String, BackgroundScheme)] = [
        "tintColorDark": ("tintColor", .lightBackground), "tintColorLight": ("tintColor", .darkBackground),
        "tintColorTapStateDark": ("tintColorTapState", .lightBackground),
        "tintColorTapStateLight": ("tintColorTapState", .darkBackground),
    ]

    /// False when the definition name with these UTF-8 bytes (without `@`) is surely no override: the
    /// checks `parse` starts with, on bytes.
    package static func mayBeKey(_ name: UnsafeBufferPointer<UInt8>, palette: Palette) -> Bool {
        name.first == UInt8(ascii: "t") || name.last == UInt8(ascii: "d") || palette.mayName(name)
    }

    /// Reads a definition name (without `@`). A plain name is an override only when the palette has it.
    package static func parse(_ name: String, palette: Palette) -> PaletteOverrideKey? {
        // Cheap byte checks first: most names are neither legacy keys nor suffixed.
        if name.utf8.first == UInt8(ascii: "t"), let (style, scheme) = legacyKeys[name] {
            return PaletteOverrideKey(style: style, role: .legacy(scheme))
        }
        if name.utf8.last == UInt8(ascii: "d"), name.hasSuffix("Background"), let underscore = name.utf8.lastIndex(of: UInt8(ascii: "_")) {
            let suffix = name[underscore...]
            if let scheme = suffixes.first(where: { $0.0 == suffix })?.1, underscore > name.startIndex {
                return PaletteOverrideKey(style: String(name[..<underscore]), role: .scheme(scheme))
            }
        }
        if palette.mayName(name), palette[name] != nil { return PaletteOverrideKey(style: name, role: .plain) }
        return nil
    }

    /// The keys looked up for `style` on `scheme`, first match wins.
    package static func lookupOrder(for style: String, on scheme: BackgroundScheme) -> [String] {
        var keys = [style + "_" + scheme.rawValue]
        switch scheme {
        case .lightBackground:
            keys.append(style)
            if style == "tintColor" || style == "tintColorTapState" { keys.append(style + "Dark") }
        case .darkBackground:
            if style == "tintColor" || style == "tintColorTapState" { keys.append(style + "Light") }
        case .elevatedContrastLightBackground:
            keys.append(style + "_elevatedContrastLightkBackground")
        default:
            break
        }
        return keys
    }

    /// Why a key earlier in the lookup order beats a later one, for messages.
    package static func reason(winner: String, loser: String, scheme: BackgroundScheme) -> String {
        "on the \(scheme.displayName) background `@\(winner)` is looked up before `@\(loser)`"
    }
}
