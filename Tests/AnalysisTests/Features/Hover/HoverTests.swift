import Analysis
import Testing

@Suite struct StylesheetHoverTests {
    @Test func constantShowsEveryBackgroundAndWhichOverrideWins() throws {
        let fixture = FeatureFixture(
            """
            @tintColor_lightBackground: #0A6ED1;
            @tintColor: #0854A0;
            @tintColor_darkBackground: #4DB1FF;
            Button { tint-color: @tint1️⃣Color; }
            """)
        let hover = try #require(fixture.hover())
        let text = hover.plainText
        #expect(text.contains("@tintColor"))
        #expect(text.contains("shadowed by `@tintColor_lightBackground`"))
        #expect(text.contains("NUI: `#0854A0`"))
        #expect(text.contains("light: `#0A6ED1` from `@tintColor_lightBackground`"))
        #expect(text.contains("dark: `#4DB1FF` from `@tintColor_darkBackground`"))
        let (path, _) = fixture.position()
        #expect(fixture.text(hover.range, in: path) == "@tintColor")
    }

    @Test func constantHoverShowsOnlyItsOwnFile() throws {
        let fixture = FeatureFixture(
            """
            //- Other.nss
            @brand: #FF0000;
            //- Theme.nss
            @brand: #0A6ED1;
            Button { font-color: @bra1️⃣nd; }
            """)
        let text = try #require(fixture.hover()).plainText
        #expect(text.contains("#0A6ED1"))
        #expect(!text.contains("#FF0000"))
        #expect(!text.contains("Other.nss"))
    }

    @Test func paletteNameFromATokenShowsItsValueAndOverrides() throws {
        let fixture = FeatureFixture(
            """
            //- tokens/brand.tokens.json
            { "fiori": { "brandTint": { "$type": "color", "$value": "#123456" } } }
            //- Theme.nss
            Button { tint-color: brand1️⃣Tint; }
            """)
        let hover = try #require(fixture.hover())
        #expect(hover.plainText.contains("palette colour"))
        #expect(hover.plainText.contains("#123456"))
        #expect(hover.colors.contains { $0.hexString == "#123456" })
        #expect(hover.plainText.contains("tokens/brand.tokens.json:1 token `fiori.brandTint` of the palette"))
        #expect(hover.plainText.hasPrefix("brandTint — palette colour `#123456` on the light background — from the palette"))
        #expect(hover.plainText.contains("every background — `#123456`"))
    }

    @Test func eightDigitHexShowsBothReadings() throws {
        let fixture = FeatureFixture("Button { background-color: #1EE61️⃣8A00; }")
        let text = try #require(fixture.hover()).plainText
        #expect(text.contains("SAP documentation (AARRGGBB): `#E68A004D`"))
        #expect(text.contains("FioriThemeManager (RRGGBBAA): `#1EE68A00`"))
        #expect(text.contains("NUI / SAPFiori: `#1EE68A`"))
    }

    @Test func namedColourAndColourFunctionShowTheirValue() throws {
        let fixture = FeatureFixture("Button { font-color: ora1️⃣nge; background-color: rg2️⃣b(1,0,0); }")
        #expect(try #require(fixture.hover()).plainText.contains("value: `#FF8000`"))
        let function = try #require(fixture.hover(at: "2️⃣")).plainText
        #expect(function.contains("NUI: `#010000`"))
        #expect(function.contains("almost black"))
    }

    @Test func propertyShowsTypeValuesAndClasses() throws {
        let fixture = FeatureFixture("TextField { border-st1️⃣yle: line; }")
        let text = try #require(fixture.hover()).plainText
        #expect(text.contains("one of `none`, `line`, `bezel`, `rounded`"))
        #expect(text.contains("`TextField`"))
    }

    @Test func modelDerivedClassNamesItsModelAndMergesBlocks() throws {
        let fixture = FeatureFixture(
            """
            //- Sources/_ComponentProtocols/Card.swift
            // sourcery: BaseComponent
            protocol _CardComponent {
                var title: String { get }
            }
            //- Theme.nss
            fdlCard_ti1️⃣tle { font-color: red; font-size: 12; }
            fdlCard_title { font-color: blue; }
            """)
        let text = try #require(fixture.hover()).plainText
        #expect(text.contains("derived from the model `Card` (property `title`)"))
        #expect(text.contains("font-color — `blue` (`#0000FF`) — Theme.nss:2"))
        #expect(text.contains("font-size — `12`"))
        #expect(text.contains("1 overridden declaration is left out"))
    }
}

@Suite struct TokenHoverTests {
    @Test func referenceShowsValuePerModeAndReferrers() throws {
        let fixture = FeatureFixture(
            """
            //- tokens/global.tokens.json
            { "blue": { "$type": "color", "60": { "$value": "#0A6ED1", "$description": "brand blue" } } }
            //- tokens/light.tokens.json
            { "accent": { "$type": "color", "$value": "{bl1️⃣ue.60}" } }
            """)
        let hover = try #require(fixture.hover())
        #expect(hover.plainText.contains("#0A6ED1"))
        #expect(hover.plainText.contains("brand blue"))
        #expect(hover.plainText.contains("referenced by `accent`"))
        let (path, _) = fixture.position()
        #expect(fixture.text(hover.range, in: path) == "blue.60")
    }
}

@Suite struct ModelHoverTests {
    @Test func annotationSaysWhatItDoesWhereItAttachesAndWhatItGenerates() throws {
        let fixture = FeatureFixture(
            """
            //- Sources/_ComponentProtocols/Card.swift
            // sourcery: Base1️⃣Component
            protocol _CardComponent {
                var title: String { get }
            }
            """)
        let hover = try #require(fixture.hover())
        let text = hover.plainText
        #expect(fixture.text(hover.range, in: fixture.position().path) == "BaseComponent")
        #expect(text.contains("generates the component"))
        #expect(text.contains("Attaches to protocol `_CardComponent`"))
        #expect(text.contains("`CardStyle`"))
        #expect(text.contains("`fdlCard_title`"))
    }

    @Test func backingComponentValueExplainsTheComponent() throws {
        let fixture = FeatureFixture(
            """
            //- Sources/_ComponentProtocols/Card.swift
            // sourcery: BaseComponent
            protocol _CardComponent {
                // sourcery: resultBuilder.backingComponent = Ca1️⃣rd
                var title: String { get }
            }
            """)
        let hover = try #require(fixture.hover())
        #expect(fixture.text(hover.range, in: fixture.position().path) == "Card")
        #expect(hover.plainText.contains("component `Card` is generated from protocol `_CardComponent`"))
    }

    @Test func detachedAnnotationSaysWhy() throws {
        let fixture = FeatureFixture(
            """
            //- Sources/_ComponentProtocols/Card.swift
            // sourcery: Base1️⃣Component

            protocol _CardComponent {}
            """)
        #expect(try #require(fixture.hover()).plainText.contains("a blank line separates it"))
    }
}
