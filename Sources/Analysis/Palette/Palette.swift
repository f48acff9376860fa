import Colors
import Diagnostics

/// One named colour of a palette with its value on every background scheme it defines.
package struct PaletteStyle: Sendable, Hashable {
    package var name: String
    package var values: [BackgroundScheme: RGBA]
    /// For a deprecated name (`primary1`), the name that replaces it (`primaryLabel`).
    package var replacement: String?
    /// Where the style is defined (a token in a token file), when it comes from a file.
    package var location: Location?

    package init(name: String, values: [BackgroundScheme: RGBA], replacement: String? = nil, location: Location? = nil) {
        self.name = name
        self.values = values
        self.replacement = replacement
        self.location = location
    }
}

/// The colour names a stylesheet can use as values and override with `@name` definitions: the
/// built-in SAP Fiori palette, a project's palette token file, or nothing.
package struct Palette: Sendable {
    package var name: String
    package var styles: [String: PaletteStyle] {
        didSet { nameShapes = Palette.shapes(of: styles.keys) }
    }
    /// Length, first and last byte of every style name: most names that are no style are told apart
    /// by these alone, without hashing the name.
    private var nameShapes: Set<UInt32>

    package init(name: String, styles: [PaletteStyle]) {
        self.name = name
        var byName: [String: PaletteStyle] = [:]
        for style in styles { byName[style.name] = style }
        self.styles = byName
        self.nameShapes = Palette.shapes(of: byName.keys)
    }

    private static func shapes(of names: some Sequence<String>) -> Set<UInt32> {
        Set(names.map(shape))
    }

    private static func shape(_ name: String) -> UInt32 {
        let utf8 = name.utf8
        return UInt32(truncatingIfNeeded: utf8.count) << 16 | UInt32(utf8.first ?? 0) << 8 | UInt32(utf8.last ?? 0)
    }

    /// False when `name` is surely not a style name (true does not mean it is one).
    package func mayName(_ name: String) -> Bool { nameShapes.contains(Palette.shape(name)) }

    package static let empty = Palette(name: "none", styles: [])

    package subscript(name: String) -> PaletteStyle? { styles[name] }
}
