extension StylesheetFile {
    /// The backgrounds a palette override definition takes part in.
    package func schemes(of key: PaletteOverrideKey) -> [BackgroundScheme] {
        switch key.role {
        case .scheme(let scheme), .legacy(let scheme): return [scheme]
        case .plain: return [.lightBackground]
        }
    }

    /// When every background the override `definition` takes part in looks up another defined key
    /// first: that key's definition (for the first such background).
    package func paletteShadow(of definition: Int, key: PaletteOverrideKey) -> (winner: Int, scheme: BackgroundScheme)? {
        switch key.role {
        case .scheme(let scheme):
            // `S_<scheme>` comes first in its own scheme's lookup order; only the misspelled suffix does not.
            if names.withBytes(of: Int(definitionNames.ids[definition]), \.count) == key.style.utf8.count + 1 + scheme.rawValue.utf8.count {
                return nil
            }
        case .plain:
            // `S` takes part on the light background only, right after `S_lightBackground`.
            let lightKey = key.style + "_" + BackgroundScheme.lightBackground.rawValue
            return nuiDefinition(of: lightKey).map { (winner: $0, scheme: .lightBackground) }
        case .legacy:
            break
        }
        let name = definitionNames[definition]
        var first: (Int, BackgroundScheme)?
        for scheme in schemes(of: key) {
            let order = PaletteOverrideKey.lookupOrder(for: key.style, on: scheme)
            guard let position = order.firstIndex(of: name) else { return nil }
            let winner = order[..<position].lazy.compactMap { self.nuiDefinition(of: $0) }.first
            guard let winner else { return nil }
            if first == nil { first = (winner, scheme) }
        }
        return first.map { (winner: $0.0, scheme: $0.1) }
    }

    /// The backgrounds on which palette style `style` keeps its palette value (no override in this file).
    package func backgroundsKeepingPaletteValue(of style: String) -> [BackgroundScheme] {
        BackgroundScheme.allCases.filter { overrideValue(for: style, on: $0) == nil }
    }
}
