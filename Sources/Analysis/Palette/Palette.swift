import Colors
import Diagnostics
import NSS

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
        didSet {
            (nameShapes, deprecatedShapes) = Palette.shapes(of: styles)
        }
    }
    /// Length, first and last byte of every style name: most names that are no style are told apart
    /// by these alone, without hashing the name.
    private var nameShapes: PaletteNameShapes
    /// The same for the deprecated names only.
    private var deprecatedShapes: PaletteNameShapes

    package init(name: String, styles: [PaletteStyle]) {
        self.name = name
        var byName: [String: PaletteStyle] = [:]
        for style in styles { byName[style.name] = style }
        self.styles = byName
        (self.nameShapes, self.deprecatedShapes) = Palette.shapes(of: byName)
    }

    private static func shapes(of styles: [String: PaletteStyle]) -> (all: PaletteNameShapes, deprecated: PaletteNameShapes) {
        (PaletteNameShapes(styles.keys.map(shape)), PaletteNameShapes(styles.values.filter { $0.replacement != nil }.map { shape($0.name) }))
    }

    private static func shape(_ name: String) -> UInt32 {
        let utf8 = name.utf8
        return shape(count: utf8.count, first: utf8.first ?? 0, last: utf8.last ?? 0)
    }

    private static func shape(count: Int, first: UInt8, last: UInt8) -> UInt32 {
        UInt32(truncatingIfNeeded: count) << 16 | UInt32(first) << 8 | UInt32(last)
    }

    /// False when `bytes[range]`, alone or before a `_suffix`, is surely no deprecated style name.
    package func mayNameDeprecated(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        guard !deprecatedShapes.isEmpty, !range.isEmpty else { return false }
        let first = bytes[range.lowerBound]
        if deprecatedShapes.contains(Palette.shape(count: range.count, first: first, last: bytes[range.upperBound - 1])) { return true }
        guard let underscore = bytes[range].lastIndex(of: UInt8(ascii: "_")), underscore > range.lowerBound else { return false }
        return deprecatedShapes.contains(Palette.shape(count: underscore - range.lowerBound, first: first, last: bytes[underscore - 1]))
    }

    /// False when `name` is surely not a style name (true does not mean it is one).
    package func mayName(_ name: String) -> Bool { nameShapes.contains(Palette.shape(name)) }

    /// False when the name with these UTF-8 bytes is surely not a style name.
    package func mayName(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        nameShapes.contains(Palette.shape(count: name.count, first: name.first ?? 0, last: name.last ?? 0))
    }

    package static let empty = Palette(name: "none", styles: [])

    package subscript(name: String) -> PaletteStyle? { styles[name] }
}
