import Analysis
import Colors
import Testing
import TestSupport

struct PaletteTests {
    @Test func builtInFioriPaletteLoadsWithoutItsMalformedValues() throws {
        let palette = Palette.fioriV8
        #expect(palette.styles.count == 261)
        #expect(palette["map8"] == nil)
        let tint = try #require(palette["tintColor"])
        #expect(tint.values.count == 8)
        let header = try #require(palette["headerBlended"])
        #expect(header.values[.contrastDarkBackground] == nil)
        #expect(header.values[.darkBackground]?.hexString == "#13181DE6")
        let primary1 = try #require(palette["primary1"])
        #expect(primary1.replacement == "primaryLabel")
        #expect(primary1.values == palette["primaryLabel"]?.values)
        #expect(palette["grey1"]?.values[.darkBackground]?.hexString == "#12171C")
    }

    @Test func paletteSettingChoosesTheBase() {
        var configuration = Configuration()
        configuration.stylesheets.palette = .none
        #expect(WorkspaceIndex(snapshot: Snapshot(files: [], configuration: configuration)).tokens.palette.styles.isEmpty)
        #expect(WorkspaceIndex(snapshot: Snapshot(files: [])).tokens.palette.styles.count == 261)

        configuration.stylesheets.palette = .tokenFile("brand/palette.tokens.json")
        let fixture = Fixture(##"""
            //- brand/palette.tokens.json
            { "fiori": { "$type": "color", "tintColor": { "$value": "#112233", "$extensions": { "mode": { "lightBackground": "#112233", "darkBackground": "#445566" } } } } }
            """##, defaultPath: "x.tokens.json")
        let palette = WorkspaceIndex(snapshot: fixture.snapshot(configuration: configuration)).tokens.palette
        #expect(palette["tintColor"]?.values[.darkBackground]?.hexString == "#445566")
        #expect(palette["tintColor"]?.location?.path == "brand/palette.tokens.json")
    }

    @Test func paletteGroupTokensOverrideStylesPerBackground() throws {
        let fixture = Fixture(##"""
            //- tokens/light.tokens.json
            { "fiori": { "tintColor": { "$type": "color", "$value": "#0070F2" } } }
            //- tokens/dark.tokens.json
            { "fiori": { "tintColor": { "$type": "color", "$value": "#4DB1FF" } } }
            //- tokens/brand.tokens.json
            { "fiori": { "$type": "color", "brandAccent": { "$value": "#FF00AA" } } }
            """##, defaultPath: "x.tokens.json")
        let palette = WorkspaceIndex(snapshot: fixture.snapshot()).tokens.palette
        let tint = try #require(palette["tintColor"])
        #expect(tint.values[.lightBackground]?.hexString == "#0070F2")
        #expect(tint.values[.darkBackground]?.hexString == "#4DB1FF")
        #expect(tint.values[.contrastLightBackground] == Palette.fioriV8["tintColor"]?.values[.contrastLightBackground])
        #expect(tint.location?.path == "tokens/dark.tokens.json" || tint.location?.path == "tokens/light.tokens.json")
        #expect(palette["brandAccent"]?.values[.lightBackground]?.hexString == "#FF00AA")
        #expect(palette.styles.count == 262)
    }

    @Test func aSingleValuedPaletteTokenOverridesEveryBackground() throws {
        let fixture = Fixture(##"""
            //- tokens/brand.tokens.json
            { "fiori": { "$type": "color", "tintColor": { "$value": "{brand.blue}" } }, "brand": { "blue": { "$type": "color", "$value": "#123456" } } }
            //- tokens/light.tokens.json
            { "surface": { "$type": "color", "$value": "#FFFFFF" } }
            //- tokens/dark.tokens.json
            { "surface": { "$type": "color", "$value": "#000000" } }
            """##, defaultPath: "x.tokens.json")
        let tint = try #require(WorkspaceIndex(snapshot: fixture.snapshot()).tokens.palette["tintColor"])
        #expect(tint.values.count == 8)
        #expect(Set(tint.values.values.map(\.hexString)) == ["#123456"])
    }

    @Test func schemeFromBytesAgreesWithSchemeFromRawValue() {
        let names = BackgroundScheme.allCases.flatMap { [$0.rawValue, $0.rawValue + "s", String($0.rawValue.dropFirst()), $0.rawValue.uppercased()] } + ["", "_"]
        for name in names {
            let fromBytes = Array(name.utf8).withUnsafeBufferPointer { BackgroundScheme(rawValueBytes: $0) }
            #expect(fromBytes == BackgroundScheme(rawValue: name), "\(name)")
        }
    }
}
