import Analysis
import Testing

@Suite struct TokenCompletionTests {
    static let tokens = """
        //- tokens/global.tokens.json
        {
          "grey": { "$type": "color", "94": { "$value": "#F0F0F0" }, "10": { "$value": "#1A1A1A" } },
          "space": { "$type": "dimension", "small": { "$value": "4px" } }
        }
        """

    @Test func referencesInAColourTokenOfferOnlyColourTokens() {
        let fixture = FeatureFixture(
            Self.tokens + """

                //- tokens/alias.tokens.json
                { "surface": { "$type": "color", "primary": { "$value": "{gr1️⃣" } } }
                """)
        let answer = fixture.completions()
        #expect(Set(answer.items.map(\.label)) == ["grey.94", "grey.10"])
        #expect(answer.items.first { $0.label == "grey.94" }?.color?.hexString == "#F0F0F0")
        let (path, _) = fixture.position()
        #expect(fixture.text(answer.items[0].replacing, in: path) == "gr")
    }

    @Test func referencesInAnUntypedTokenOfferEveryToken() {
        let fixture = FeatureFixture(
            Self.tokens + """

                //- tokens/alias.tokens.json
                { "gap": { "$value": "{1️⃣}" } }
                """)
        #expect(fixture.labels().contains("space.small"))
        #expect(fixture.labels().contains("grey.94"))
    }

    @Test func typeValuesAndDollarKeys() {
        let fixture = FeatureFixture(
            """
            //- tokens/a.tokens.json
            { "x": { "$type": "col1️⃣", "2️⃣" } }
            """)
        #expect(fixture.labels() == ["color"])
        let keys = fixture.labels(at: "2️⃣")
        #expect(keys.contains("$value"))
        #expect(keys.contains("$description"))
    }

    @Test func moreReferencedTokensRankHigher() {
        let fixture = FeatureFixture(
            Self.tokens + """

                //- tokens/alias.tokens.json
                { "a": { "$type": "color", "$value": "{grey.94}" }, "b": { "$type": "color", "$value": "{grey.1️⃣}" } }
                """)
        #expect(fixture.labels().first == "grey.94")
    }
}
