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
    package var styles: [String: PaletteStyle]

    package init(name: String, styles: [PaletteStyle]) {
        self.name = name
        var byName: [String: PaletteStyle] = [:]
        for style in styles { byName[style.name] = style }
        self.styles = byName
    }

    package static let empty = Palette(name: "none", styles: [])

    package subscript(name: String) -> PaletteStyle? { styles[name] }
}
