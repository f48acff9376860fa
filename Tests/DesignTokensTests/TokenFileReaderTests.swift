import DesignTokens
import JSON
import SourceText
import Testing

struct TokenFileReaderTests {
    @Test(arguments: [
        (##"{ "$schema": "https://www.designtokens.org/schemas/2025.10/format.json", "a": { "$value": "#FFF", "$type": "color" } }"##, TokenFormat.dtcg2025),
        (##"{ "a": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] }, "$type": "color" } }"##, .dtcg2025),
        (##"{ "a": { "$value": "#FFFFFF", "$type": "color" } }"##, .dtcgDraft),
        (##"{ "color": { "base": { "value": "#FFFFFF", "type": "color" } } }"##, .styleDictionary),
        (##"{ "space": { "value": "{a} * 2", "type": "spacing" } }"##, .tokensStudio),
        (##"{ "blue": { "sets": { "light": { "value": "rgb(0, 0, 255)" }, "dark": { "value": "rgb(0, 0, 128)" } } } }"##, .spectrum),
        (##"{ "version": "2025.10", "resolutionOrder": [], "sets": {} }"##, .resolver),
        (##"[ { "name": "light", "selectedTokenSets": {} } ]"##, .tokensStudioThemes),
    ])
    func formatsAreRecognised(json: String, format: TokenFormat) {
        #expect(TokenFileReader.read(SourceText(json)).format == format)
    }

    @Test func tokensKeepExactRangesTypesAndReferences() throws {
        let json = ##"""
            {
              "color": {
                "$type": "color",
                "$deprecated": "use brand",
                "accent": { "$value": "{brand.primary}", "$description": "main" },
                "ring": { "$value": { "$ref": "#/brand/primary/$value" } },
                "shadow": { "$type": "shadow", "$value": { "color": "{color.accent}", "offsetX": "0px" } }
              }
            }
            """##
        let file = TokenFileReader.read(SourceText(json))
        #expect(file.problems.isEmpty, "\(file.problems)")
        #expect(file.tokens.map(\.name) == ["color.accent", "color.ring", "color.shadow"])
        let accent = file.tokens[0]
        #expect(SourceText(json)[accent.keyRange] == "\"accent\"")
        #expect(accent.declaredType == "color" && accent.ownType == nil)
        #expect(accent.deprecation?.reason == "use brand")
        #expect(accent.description == "main")
        let reference = try #require(accent.value?.aliasTarget)
        #expect(reference.path == "brand.primary")
        #expect(SourceText(json)[reference.range] == "brand.primary")
        let ring = try #require(file.tokens[1].value)
        #expect(ring.isAlias && ring.references.first?.path == "brand.primary" && ring.references.first?.isPointer == true)
        let shadow = try #require(file.tokens[2].value)
        #expect(!shadow.isAlias && shadow.references.map(\.path) == ["color.accent"])
    }

    @Test func modesComeFromExtensionsAndSpectrumSets() throws {
        let dtcg = TokenFileReader.read(SourceText(##"{ "tint": { "$type": "color", "$value": "#0A6ED1", "$extensions": { "mode": { "light": "#0A6ED1", "dark": "{brand.dark}" } } } }"##))
        #expect(dtcg.tokens.first?.modeValues.keys.sorted() == ["dark", "light"])
        #expect(dtcg.tokens.first?.modeValues["dark"]?.aliasTarget?.path == "brand.dark")
        #expect(dtcg.tokens.first?.extensions != nil)
        let spectrum = TokenFileReader.read(SourceText(##"{ "accent": { "sets": { "light": { "value": "{blue-900}" }, "dark": { "value": "{blue-700}" } } } }"##))
        #expect(spectrum.tokens.first?.modeValues["dark"]?.aliasTarget?.path == "blue-700")
        #expect(spectrum.tokenModes == ["dark", "light"])
    }

    @Test(arguments: [
        (##"{ "black": { "50": { "$type": "color" } } }"##, "incomplete token `black.50`: it has `$type` but no `$value`"),
        (##"{ "a": { "$value": "#FFF", "$type": "color", "b": { "$value": "#000" } } }"##, "`a` has both `$value` and child tokens (`b`)"),
        (##"{ "a.b": { "$value": "#FFF", "$type": "color" } }"##, "invalid name `a.b`: names must not contain `{`, `}` or `.`"),
        (##"{ "a": 12 }"##, "`a` is neither a token nor a group: expected an object"),
        (##"{ "g": { "$root": { "$type": "color" } } }"##, "`$root` must be a token with a `$value`"),
    ])
    func invalidTokensAreReported(json: String, message: String) {
        let file = TokenFileReader.read(SourceText(json))
        #expect(file.problems.map(\.message) == [message])
        #expect(file.problems.first?.kind == .invalidToken)
    }

    @Test(arguments: [
        (##"{ "a": { "$type": "color", "$value": "#D0R774" } }"##, "`#D0R774` is not a colour"),
        (##"{ "a": { "$type": "dimension", "$value": { "value": 4, "unit": "pt" } } }"##, "unknown dimension unit `pt` (expected `px` or `rem`)"),
        (##"{ "a": { "$type": "duration", "$value": { "value": 200 } } }"##, "a duration object needs a `unit`"),
        (##"{ "a": { "$type": "fontWeight", "$value": "heavyish" } }"##, "unknown font weight `heavyish`"),
        (##"{ "a": { "$type": "cubicBezier", "$value": [0, 1, 2] } }"##, "a cubic Bézier must be an array of 4 numbers"),
        (##"{ "a": { "$type": "color", "$value": "{b" } }"##, "malformed reference: `{` without `}`"),
        (##"{ "a": { "$type": "color", "$value": { "$ref": "brand" } } }"##, "invalid JSON pointer: `$ref` must be a string like \"#/group/token\""),
    ])
    func invalidValuesAreReported(json: String, message: String) {
        let file = TokenFileReader.read(SourceText(json))
        #expect(file.problems.map(\.message) == [message])
        #expect(file.problems.first?.kind == .invalidValue)
    }

    @Test func brokenJSONStillYieldsTokens() {
        let file = TokenFileReader.read(SourceText(##"{ "a": { "$value": "#FFF", "$type": "color" } "b": { "$value": "#000", "$type": "color" } }"##))
        #expect(file.problems.map(\.kind) == [.syntax])
        #expect(file.tokens.map(\.name) == ["a", "b"])
    }

    @Test func resolverListsSetsAndContexts() throws {
        let file = TokenFileReader.read(SourceText(##"""
            { "version": "2025.10", "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }],
              "sets": { "base": { "sources": [{ "$ref": "./base.tokens.json" }] } },
              "modifiers": { "theme": { "contexts": { "light": [{ "$ref": "./light.tokens.json" }], "dark": [{ "$ref": "./dark.tokens.json" }] }, "default": "light" } } }
            """##))
        let resolver = try #require(file.resolver)
        #expect(resolver.setSources.map(\.path) == ["./base.tokens.json"])
        #expect(resolver.modifiers.first?.contexts.map(\.name) == ["light", "dark"])
        #expect(resolver.modifiers.first?.defaultContext == "light")
    }

    @Test(arguments: [("4px * 2", "8px"), ("(8 + 4) / 2", "6"), ("0.5rem * 3", "1.5rem"), ("4px 8px", nil), ("roundTo(4.3)", nil)])
    func expressionsEvaluate(text: String, expected: String?) {
        #expect(TokenExpression.evaluate(text) == expected)
    }

    @Test func pointersBecomePaths() {
        #expect(TokenReference.path(fromPointer: "#/color/accent") == "color.accent")
        #expect(TokenReference.path(fromPointer: "#/color/accent/$value") == "color.accent")
        #expect(TokenReference.path(fromPointer: "other.tokens.json#/a~1b/c") == "a/b.c")
        #expect(TokenReference.path(fromPointer: "color.accent") == nil)
    }
}
