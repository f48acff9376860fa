import Foundation
import Testing
import TestSupport

/// The rule table of `check --format sarif`: help from the rule documentation, and links only to rule
/// pages `nuance.json` names.
struct SARIFRuleHelpTests {
    static func rules(_ result: NuanceBinary.Result) throws -> (driver: [String: Any], rules: [String: [String: Any]]) {
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let driver = try #require(((log["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = (driver["rules"] as? [[String: Any]] ?? []).reduce(into: [String: [String: Any]]()) { $0[$1["id"] as? String ?? ""] = $1 }
        return (driver, rules)
    }

    @Test func everyRuleCarriesItsDocumentationAndNoLink() throws {
        let workspace = try TemporaryWorkspace(["a.nss": "Button {\n    font-colour: red;\n}\n"])
        let result = try NuanceBinary.run(["check", "--format", "sarif"], in: workspace.root)
        let (driver, rules) = try Self.rules(result)
        #expect(driver["informationUri"] == nil)
        #expect(!rules.isEmpty)
        for (id, rule) in rules {
            #expect(rule["helpUri"] == nil, "\(id)")
            #expect((rule["fullDescription"] as? [String: Any])?["text"] as? String != nil, "\(id)")
            let help = try #require(rule["help"] as? [String: String], "\(id)")
            #expect(help["markdown"]?.contains("## How to fix it") == true, "\(id)")
            #expect(help["text"]?.contains("Examples that trigger the rule:") == true, "\(id)")
        }
        let markdown = (rules["nss/unknown-property"]?["help"] as? [String: String])?["markdown"] ?? ""
        #expect(markdown.contains("```\nButton {\n    font-colour: #0A6ED1;\n}\n```"), "the rule's example, without its marker:\n\(markdown)")
    }

    @Test func aConfiguredDocumentationAddressGivesEachRuleItsPage() throws {
        let workspace = try TemporaryWorkspace([
            "a.nss": "Button {\n    font-colour: red;\n}\n",
            "nuance.json": "{ \"documentationURL\": \"https://github.com/example/nuance/blob/main/docs/rules\" }",
        ])
        let result = try NuanceBinary.run(["check", "--format", "sarif"], in: workspace.root)
        let (driver, rules) = try Self.rules(result)
        #expect(driver["informationUri"] as? String == "https://github.com/example/nuance/blob/main/docs/rules")
        #expect(rules["nss/unknown-property"]?["helpUri"] as? String == "https://github.com/example/nuance/blob/main/docs/rules/nss_unknown-property.md")
    }
}
