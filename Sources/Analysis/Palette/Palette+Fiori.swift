import Colors
import DesignTokens
import SourceText

extension Palette {
    /// The SAP Fiori for iOS palette v8, from the table compiled into the binary
    /// (`FioriPaletteV8Table.swift`, generated from `FioriPaletteV8TokenFile.swift`): reading the token
    /// file at start-up took a fifth of a small workspace's check.
    package static let fioriV8 = Palette(name: "fiori-v8", styles: fioriV8Table.map { $0.style(replacement: fioriV8Replacements[$0.name]) })

    /// The same palette read from its token file through the same reader as any token file: what the
    /// table must hold (`FioriPaletteTableTests`).
    package static func fioriV8FromTokenFile() -> Palette {
        let file = TokenFileReader.read(builtInPaletteText)
        let graph = TokenGraph(sources: [TokenSource(path: "fiori-palette-v8.tokens.json", file: file)])
        return Palette(name: "fiori-v8", styles: styles(from: graph, group: "fiori", withLocations: false))
    }

    /// The text of the built-in palette.
    package static var builtInPaletteText: SourceText { SourceText(fioriV8TokenFileText) }
}

/// One style of the built-in palette as the generated table writes it.
struct FioriPaletteRow {
    var name: String
    /// 0xRRGGBBAA per background scheme, in `BackgroundScheme.allCases` order.
    var colors: [UInt32?]

    init(_ name: String, _ colors: [UInt32?]) {
        self.name = name
        self.colors = colors
    }

    func style(replacement: String?) -> PaletteStyle {
        var values: [BackgroundScheme: RGBA] = [:]
        for (scheme, color) in zip(BackgroundScheme.allCases, colors) {
            guard let color else { continue }
            values[scheme] = RGBA(
                red8: Int(color >> 24), green8: Int(color >> 16 & 0xFF), blue8: Int(color >> 8 & 0xFF), alpha8: Int(color & 0xFF))
        }
        return PaletteStyle(name: name, values: values, replacement: replacement)
    }
}
