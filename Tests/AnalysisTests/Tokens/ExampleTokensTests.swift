import Analysis
import Diagnostics
import Foundation
import SourceText
import Testing

/// `Examples/FioriTheme/tokens` holds one deliberate defect per token rule.
struct ExampleTokensTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/FioriTheme/tokens")

    static func index() throws -> WorkspaceIndex {
        var files: [SnapshotFile] = []
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".tokens.json") else { continue }
            let data = try Data(contentsOf: folder.appendingPathComponent(relative))
            files.append(SnapshotFile(path: "tokens/" + relative, kind: .tokens, text: SourceText(bytes: [UInt8](data))))
        }
        return WorkspaceIndex(snapshot: Snapshot(files: files))
    }

    @Test func everyTokenRuleFiresExactlyOnce() throws {
        let index = try Self.index()
        let findings = Analyzer.findings(of: index, rules: TokenRules.all)
        var counts: [String: Int] = [:]
        for finding in findings { counts[finding.ruleID, default: 0] += 1 }
        for rule in TokenRules.all {
            #expect(counts[rule.descriptor.id] == 1, "\(rule.descriptor.id): \(findings.filter { $0.ruleID == rule.descriptor.id }.map(\.message))")
        }
    }

    @Test func modesTiersAndPaletteComeTogether() throws {
        let tokens = try Self.index().tokens
        #expect(tokens.modes == ["dark", "light"] || tokens.modes == ["light", "dark"])
        #expect(tokens.graph.resolution("button.background", mode: "light")?.value == "#0070F2")
        #expect(tokens.graph.resolution("button.background", mode: "light")?.chain == ["button.background", "accent.$root", "blue.60"])
        let dark = try #require(tokens.graph.resolution("button.background", mode: "dark")?.color)
        #expect(dark == tokens.graph.resolution("blue.80", mode: "dark")?.color)
        let tint = try #require(tokens.palette["tintColor"])
        #expect(tint.values[.lightBackground]?.hexString == "#0070F2")
        #expect(tint.values[.darkBackground] == dark)
        #expect(tint.location?.path.hasPrefix("tokens/alias/") == true)
    }
}
