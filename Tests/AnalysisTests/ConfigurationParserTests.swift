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
