import Analysis
import Diagnostics
import Foundation
import SourceText
import SourceryModels
import Testing

@testable import Analysis

/// `schemas/nuance.schema.json` names every setting the configuration reader accepts and nothing else,
/// with the same values; the server answers completion and hover in `nuance.json` from a compiled-in
/// copy that must match it.
struct ConfigurationSchemaTests {
    static let schemaFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("schemas/nuance.schema.json")
    let schema = ConfigurationSchema.shared

    private func names(_ keys: [String]) -> [String] {
        (schema.setting(at: keys)?.properties.map(\.name) ?? []).sorted()
    }

    @Test func compiledSchemaIsTheRepositorysFile() throws {
        let text = try String(contentsOf: Self.schemaFile, encoding: .utf8)
        #expect(ConfigurationSchemaText.json == text, "run scripts/generate-configuration-schema")
    }

    @Test func schemaNamesEveryKeyTheReaderAccepts() {
        #expect(names([]) == ConfigurationParser.topLevelKeys.sorted())
        #expect(names(["tokens"]) == TokenSettings.keys.sorted())
        #expect(names(["tokens", "tiers"]) == TokenTier.allCases.map(\.rawValue).sorted())
        #expect(names(["tokens", "tierPrefixes"]) == TokenTier.allCases.map(\.rawValue).sorted())
        #expect(names(["sourcery"]) == SourcerySettings.keys.sorted())
        #expect(names(["sourcery", "customVocabularies", "any-name"]) == SourcerySettings.vocabularyKeys.sorted())
        #expect(names(["sourcery", "customVocabularies", "any-name", "keys", "any-key"]) == SourcerySettings.keyKeys.sorted())
        #expect(names(["nuiExtensions"]) == NUIExtensionSettings.keys.sorted())
    }

    @Test func schemaGivesTheValuesTheReaderAccepts() {
        func values(_ keys: [String]) -> [String] { schema.setting(at: keys)?.allowedValues.sorted() ?? [] }
        #expect(values(["dialect"]) == Dialect.allCases.map(\.rawValue).sorted())
        #expect(values(["rules", "nss/syntax"]) == RuleLevel.configurationValues.sorted())
        #expect(values(["sourcery", "parserVersion"]) == SourceryVersion.allCases.map(\.rawValue).sorted())
        let key = ["sourcery", "customVocabularies", "v", "keys", "k"]
        #expect(values(key + ["value"]) == ValueShape.allCases.map(\.rawValue).sorted())
        #expect(values(key + ["match"]) == SourcerySettings.matchKinds.keys.sorted())
        #expect(values(key + ["on"]).allSatisfy { KeyTarget(configurationValue: $0) != nil })
        #expect(values(["nuiExtensions", "properties", "corner-radius-x"]) == NUIExtensionSettings.types.map(\.name).sorted())
        for setting in ["dialect", "palette", "tokens", "rules", "sourcery", "nuiExtensions"] {
            #expect(schema.setting(at: [setting])?.description?.isEmpty == false, "\(setting) has no description")
        }
    }
}
