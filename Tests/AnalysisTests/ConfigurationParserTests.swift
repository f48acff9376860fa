import Analysis
import Diagnostics
import SourceText
import Testing
import TestSupport

struct ConfigurationParserTests {
    @Test func readsEverySettingOfTheDocumentedExample() {
        let text = SourceText("""
            {
              "dialect": "nui",               // which readers the stylesheets must satisfy
              "include": ["Themes/**", "Design/tokens/**"],
              "exclude": ["**/Generated/**"],
              "palette": "none",
              "rules": { "suppression/unused": "error", "suppression/missing-reason": "off" },
              "baseline": "ci/nuance-baseline.json",
            }
            """)
        let (configuration, problems) = ConfigurationParser.parse(text, path: "nuance.json")
        #expect(problems.isEmpty, "\(problems.map(\.message))")
        #expect(configuration.stylesheets.dialect == .nui)
        #expect(configuration.include == ["Themes/**", "Design/tokens/**"])
        #expect(configuration.exclude == ["**/Generated/**"])
        #expect(configuration.stylesheets.palette == PaletteSetting.none)
        #expect(configuration.rules["suppression/unused"] == .on(.error))
        #expect(configuration.rules["suppression/missing-reason"] == .off)
        #expect(configuration.baseline == "ci/nuance-baseline.json")
    }

    @Test(arguments: [
        "{ \"baseline\": 1️⃣\"\" }", "{ \"baseline\": 1️⃣[\"a.json\"] }", "{ \"documentationURL\": 1️⃣\"docs/rules\" }",
    ])
    func aBaselineIsAFileNameAndDocumentationAnAddress(_ source: String) {
        let file = Fixture(source, defaultPath: "nuance.json").files[0]
        let (configuration, problems) = ConfigurationParser.parse(SourceText(file.text), path: file.path)
        #expect(configuration.baseline == nil && configuration.documentationURL == nil)
        #expect(problems.map(\.location.range.start) == [file.markers["1️⃣"]!], "\(problems.map(\.message))")
    }

    @Test func externalConsumersNameWhatAppsOutsideUse() {
        let text = SourceText("""
            { "externalConsumers": { "uses": ["color.brand.*", "tintColor"], "checkUnused": true } }
            """)
        let (configuration, problems) = ConfigurationParser.parse(text, path: "nuance.json")
        #expect(problems.isEmpty, "\(problems.map(\.message))")
        let external = configuration.externalConsumers
        #expect(external.checkUnused)
        #expect(external.uses("color.brand.primary") && external.uses("tintColor"))
        #expect(!external.uses("color.neutral.100") && !external.uses("tintColor_darkBackground"))
    }

    @Test func externalConsumersProblemsArePrecise() {
        let file = Fixture(
            "{ \"externalConsumers\": { \"uses\": [1️⃣3], 2️⃣\"check\": true, \"checkUnused\": 3️⃣\"yes\" } }",
            defaultPath: "nuance.json"
        ).files[0]
        let (configuration, problems) = ConfigurationParser.parse(SourceText(file.text), path: file.path)
        #expect(problems.map(\.location.range.start) == ["1️⃣", "2️⃣", "3️⃣"].map { file.markers[$0]! }, "\(problems.map(\.message))")
        #expect(!configuration.externalConsumers.checkUnused)
    }

    @Test func everyProblemHasAPreciseRange() throws {
        let fixture = Fixture("""
            {
              "dialect": 1️⃣"sap",
              2️⃣"exlude": [],
              "rules": { "suppression/unused": 3️⃣"loud" },
              "include": [4️⃣7]
            }
            """, defaultPath: "nuance.json")
        let file = fixture.files[0]
        let (_, problems) = ConfigurationParser.parse(SourceText(file.text), path: file.path)
        let starts = problems.map(\.location.range.start)
        #expect(starts == ["1️⃣", "2️⃣", "3️⃣", "4️⃣"].map { file.markers[$0]! })
        #expect(problems[0].message.contains("use one of `nui`, `fiori`"))
        #expect(problems[1].message == "unknown setting `exlude` in the configuration; did you mean `exclude`?")
    }

    @Test func brokenJSONIsAProblemNotACrash() {
        let (configuration, problems) = ConfigurationParser.parse(SourceText("{ \"dialect\": \"nui\" "), path: "nuance.json")
        #expect(!problems.isEmpty)
        #expect(problems.allSatisfy { $0.message.hasPrefix("invalid JSON: ") })
        #expect(configuration.stylesheets.dialect == .nui, "what could be read is kept")
    }

    @Test(arguments: ["", "[]", "\"fiori\""])
    func nonObjectsAreRejected(_ text: String) {
        let (_, problems) = ConfigurationParser.parse(SourceText(text), path: "nuance.json")
        #expect(problems.count >= 1)
    }
}

struct DomainSettingsParserTests {
    @Test func readsTokenSettings() {
        let text = SourceText("""
            { "tokens": {
                "tiers": { "global": ["tokens/global/**"], "alias": "tokens/alias/**" },
                "modes": { "light": ["tokens/light.json"], "dark": ["tokens/dark.json"] },
                "paletteGroups": ["brand"],
                "directGlobalTypes": ["dimension"]
            } }
            """)
        let (configuration, problems) = ConfigurationParser.parse(text, path: "nuance.json")
        #expect(problems.isEmpty, "\(problems.map(\.message))")
        #expect(configuration.tokens.tiers[.global] == ["tokens/global/**"])
        #expect(configuration.tokens.tiers[.alias] == ["tokens/alias/**"])
        #expect(configuration.tokens.modes.map(\.mode) == ["light", "dark"])
        #expect(configuration.tokens.paletteGroups == ["brand"])
        #expect(configuration.tokens.directGlobalTypes == ["dimension"])
        #expect(configuration.tokens.configuredFileGlobs.contains { $0.matches("tokens/dark.json") })
    }

    @Test func reportsAnUnknownTier() {
        let fixture = Fixture("{ \"tokens\": { \"tiers\": { 1️⃣\"semantic\": [] } } }", defaultPath: "nuance.json")
        let (_, problems) = ConfigurationParser.parse(SourceText(fixture.files[0].text), path: "nuance.json")
        #expect(problems.map(\.location.range.start) == [fixture.files[0].markers["1️⃣"]!])
    }

    @Test func readsSourcerySettingsWithACustomVocabulary() {
        let text = SourceText("""
            { "sourcery": {
                "parserVersion": "current",
                "styleClasses": "app{component}-{property}",
                "customVocabularies": { "app": { "summary": "our templates", "keys": {
                    "AutoEquatable": { "on": "type", "value": "flag", "doc": "generates ==", "component": true },
                    "virtualProp": { "match": "contains", "on": "type", "value": "string" }
                } } },
                "vocabularies": { "Sources/App/**": "app", "Sources/Legacy/**": "none" }
            } }
            """)
        let (configuration, problems) = ConfigurationParser.parse(text, path: "nuance.json")
        #expect(problems.isEmpty, "\(problems.map(\.message))")
        #expect(configuration.sourcery.version == .current)
        #expect(configuration.sourcery.styleClassPattern == "app{component}-{property}")
        #expect(configuration.sourcery.vocabularies.map(\.vocabulary) == ["app", "none"])
        let vocabulary = configuration.sourcery.customVocabularies.first
        #expect(vocabulary?.keys.map(\.key) == ["AutoEquatable", "virtualProp"])
        #expect(vocabulary?.keys.first?.marksComponent == true)
        #expect(vocabulary?.keys.last?.match == .contains)
    }

    @Test func rejectsPatternsWithoutPlaceholdersAndUnknownVocabularies() {
        let fixture = Fixture(
            "{ \"sourcery\": { \"styleClasses\": 1️⃣\"fdl\", \"vocabularies\": { \"**\": 2️⃣\"fiori-modles\" } } }",
            defaultPath: "nuance.json")
        let (_, problems) = ConfigurationParser.parse(SourceText(fixture.files[0].text), path: "nuance.json")
        #expect(problems.map(\.location.range.start) == ["1️⃣", "2️⃣"].map { fixture.files[0].markers[$0]! })
        #expect(problems.last?.message.contains("did you mean `fiori-models`") == true)
    }
}
