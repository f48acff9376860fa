import Analysis
import NSS
import SourceText
import Testing

/// A stylesheet's names are kept as ranges of its text; these tests hold them to the text they name.
struct StylesheetNamesTests {
    /// Names longer than a `String` stores inline, repeats across definitions, selectors and
    /// properties, a custom property, and a non-ASCII definition name.
    static let source = """
        @tintColor_darkBackground: #000001;
        @primaryBackground: #000002;
        @brand: #000003;
        @brand: #000004;
        @café: #000005;
        SegmentedControl, NavigationBar {
            background-color: @brand;
            background-color-highlighted: @brand;
            my-own-property: 3;
        }
        NavigationBar {
            font-color: tintColor_darkBackground;
        }
        """

    static func file() -> StylesheetFile {
        StylesheetFile(path: "Theme.nss", text: SourceText(source), dialect: .fiori, palette: .fioriV8)
    }

    @Test func everyOccurrenceReadsAsItsText() {
        let file = Self.file()
        let text = file.text
        for (position, definition) in file.syntax.definitions.enumerated() {
            #expect(file.definitionNames[position] == String(text[definition.name].dropFirst()))
        }
        for (position, selector) in file.syntax.selectors.enumerated() {
            #expect(file.selectorNames[position] == text[selector.name])
        }
        for (position, declaration) in file.syntax.declarations.enumerated() {
            #expect(file.propertyNames[position] == text[declaration.property])
        }
    }

    @Test func namesAreFoundByTheirText() throws {
        let file = Self.file()
        #expect(Set(file.names).count == file.names.count)
        for (id, name) in file.names.enumerated() {
            #expect(file.nameID(name) == Int32(id), "\(name)")
            #expect(file.names.name(id, equals: name))
            #expect(!file.names.name(id, equals: name + "x"))
            #expect(file.names.withBytes(of: id) { Array($0) } == Array(name.utf8))
        }
        for absent in ["", "brand ", "Brand", "café2", "NavigationBa"] {
            #expect(file.nameID(absent) == nil, "\(absent)")
        }
        let custom = try #require(file.nameID("my-own-property"))
        #expect(file.propertyID("my-own-property") == custom)
        #expect(file.propertyID("brand") == nil)
        #expect(file.propertyID("font-size") == nil)
    }

    /// The byte pre-check lets through every definition name that is an override key.
    @Test func overrideKeysPassTheBytePreCheck() {
        let palette = Palette.fioriV8
        var names = Array(palette.styles.keys)
        for style in palette.styles.keys.prefix(40) {
            names += BackgroundScheme.allCases.map { "\(style)_\($0.rawValue)" }
            names += [style + "Dark", style + "Light", String(style.dropLast()), style + "s"]
        }
        names += ["tintColorDark", "tintColorLight", "tintColorTapStateDark", "tintColorTapStateLight", "brand", ""]
        var keys = 0
        for name in names {
            let mayBeKey = Array(name.utf8).withUnsafeBufferPointer { PaletteOverrideKey.mayBeKey($0, palette: palette) }
            if PaletteOverrideKey.parse(name, palette: palette) != nil {
                keys += 1
                #expect(mayBeKey, "\(name)")
            }
        }
        #expect(keys > palette.styles.count)
    }
}
