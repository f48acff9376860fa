import Analysis
import Testing

@Suite struct StylesheetCompletionTests {
    static let model = """
        //- Sources/_ComponentProtocols/Card.swift
        // sourcery: BaseComponent
        protocol _CardComponent {
            var title: String { get }
        }
        """

    @Test func selectorsOfferBuiltInModelDerivedAndUsedClasses() {
        let fixture = FeatureFixture(
            Self.model + """

                //- Other.nss
                MyBanner { background-color: red; }
                //- Theme.nss
                Button { font-color: red; }
                1️⃣
                """)
        let labels = fixture.labels()
        #expect(labels.contains("Button"))
        #expect(labels.contains("fdlCard"))
        #expect(labels.contains("fdlCard_title"))
        #expect(labels.contains("MyBanner"))
    }

    @Test func prefixMatchesComeFirstAndTheRangeCoversTheWord() {
        let fixture = FeatureFixture(
            Self.model + """

                //- Theme.nss
                fdlCa1️⃣rd_x { }
                """)
        let answer = fixture.completions()
        #expect(answer.items.first?.label.hasPrefix("fdlCa") == true)
        let (path, _) = fixture.position()
        #expect(fixture.text(answer.items[0].replacing, in: path) == "fdlCard_x")
        #expect(!answer.items.contains { $0.label == "Button" })
    }

    @Test func propertiesAreThoseOfTheRuleSetsClass() {
        let fixture = FeatureFixture("Switch { on-tint-color: red; 1️⃣ }\nCustom { 2️⃣ }")
        let labels = fixture.labels()
        #expect(labels.contains("on-tint-color"))
        #expect(labels.contains("thumb-tint-color"))
        #expect(!labels.contains("font-name"))
        let item = fixture.completions().items.first { $0.label == "thumb-tint-color" }
        #expect(item?.detail == "colour")
        // A custom class may be any view: every property.
        #expect(fixture.labels(at: "2️⃣").contains("font-name"))
    }

    @Test func colourValuesOfferConstantsPaletteNamesAndNamedColours() {
        let fixture = FeatureFixture(
            """
            //- tokens/brand.tokens.json
            { "fiori": { "brandTint": { "$type": "color", "$value": "#123456" } } }
            //- Theme.nss
            @accent: #0A6ED1;
            Button { font-color: 1️⃣; background-color: brand2️⃣; tint-color: tintColor_3️⃣; }
            """)
        let items = fixture.completions().items
        #expect(items.first?.label == "@accent")
        #expect(items.first?.color?.hexString == "#0A6ED1")
        #expect(items.contains { $0.label == "red" && $0.color?.hexString == "#FF0000" })
        #expect(items.contains { $0.label == "tintColor" && $0.kind == .color })
        let brand = fixture.completions(at: "2️⃣").items.first
        #expect(brand?.label == "brandTint")
        #expect(brand?.color?.hexString == "#123456")
        let suffixed = fixture.labels(at: "3️⃣")
        #expect(suffixed.contains("tintColor_darkBackground"))
        #expect(suffixed.contains("tintColor_lightBackground"))
    }

    @Test func valuesFollowThePropertyType() {
        let fixture = FeatureFixture(
            """
            Other { background-image: Assets/bg.png; font-name: Avenir-Heavy; }
            TextField { border-style: 1️⃣; font-style: sub2️⃣; font-name: 3️⃣; background-image: 4️⃣; }
            """)
        #expect(Set(fixture.labels()) == ["none", "line", "bezel", "rounded"])
        #expect(fixture.labels(at: "2️⃣") == ["subheadline"])
        let fonts = fixture.labels(at: "3️⃣")
        #expect(fonts.contains("boldSystem"))
        #expect(fonts.contains("Avenir-Heavy"))
        #expect(fixture.labels(at: "4️⃣") == ["Assets/bg.png"])
    }

    @Test func constantsAfterAtAndNothingInComments() {
        let fixture = FeatureFixture(
            """
            @primary: #FFFFFF;
            @spacing: 8;
            Label { font-size: @1️⃣; }
            /* @2️⃣ */
            """)
        // A size takes the numeric constant, not the colour.
        #expect(fixture.labels() == ["@spacing"])
        #expect(fixture.labels(at: "2️⃣").isEmpty)
    }

    @Test func colourConstantsCarryTheColourNUIReads() {
        let fixture = FeatureFixture(
            """
            @primary: #0A6ED1;
            @primary: #FF0000;
            @red: red;
            @flipside: viewFlipsideBackground;
            @spacing: 8;
            Label { font-color: @1️⃣; }
            Button { background-color: @2️⃣; }
            """)
        // NUI reads the last definition; a system colour has no known colour; a number is no colour.
        let expected = ["@primary": "#FF0000", "@red": "#FF0000"]
        for marker in ["1️⃣", "2️⃣"] {
            let constants = fixture.completions(at: marker).items.filter { $0.label.hasPrefix("@") }
            #expect(Dictionary(uniqueKeysWithValues: constants.map { ($0.label, $0.color?.hexString ?? "none") }) == expected)
        }
    }

    @Test func nothingInsideAMediaHeader() {
        let fixture = FeatureFixture("@media (device:1️⃣) { Button { } }")
        #expect(fixture.labels().isEmpty)
    }

    @Test func moreUsedNamesRankHigher() {
        let fixture = FeatureFixture(
            """
            //- A.nss
            Label { text-align: center; }
            //- B.nss
            Label { text-align: center; }
            //- Theme.nss
            Label { text-align: 1️⃣; }
            """)
        #expect(fixture.labels().first == "center")
    }

    @Test func paletteOverrideKeysAtTopLevel() {
        let fixture = FeatureFixture("@tintColor_da1️⃣\nButton { }")
        let answer = fixture.completions()
        #expect(answer.items.first?.label == "@tintColor_darkBackground")
        #expect(answer.isIncomplete)
        let (path, _) = fixture.position()
        #expect(fixture.text(answer.items[0].replacing, in: path) == "@tintColor_da")
    }
}
