import Analysis
import Testing

/// The built-in palette compiled into the binary (`FioriPaletteV8Table.swift`) is exactly the palette
/// the token reader makes of its token file: a token file changed without running
/// `scripts/generate-fiori-palette` fails here.
struct FioriPaletteTableTests {
    @Test func compiledTableIsThePaletteTheTokenReaderMakes() {
        let compiled = Palette.fioriV8
        let read = Palette.fioriV8FromTokenFile()
        #expect(compiled.name == read.name)
        #expect(compiled.styles.count == 261)
        #expect(Set(compiled.styles.keys) == Set(read.styles.keys))
        for (name, style) in read.styles {
            #expect(compiled.styles[name] == style, "\(name)")
        }
    }
}
