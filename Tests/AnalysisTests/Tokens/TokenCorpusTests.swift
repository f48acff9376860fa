import Analysis
import Diagnostics
import Foundation
import SourceText
import Testing

/// The real token files of `../shared/corpus/tokens` (present on development machines, not
/// shipped): every file is read without a false error, the coherent sets resolve completely, and a
/// golden file records counts, findings and sample values per mode (re-record with
/// `NUANCE_RECORD=1`).
struct TokenCorpusTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let corpus = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/tokens")
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/corpus.txt")

    /// A set of corpus files read together, under the paths a project would give them.
    struct CorpusSet {
        var name: String
        /// (corpus file name, path in the snapshot)
        var files: [(String, String)]
        /// True when the set must resolve completely.
        var coherent: Bool
    }

    static let sets: [CorpusSet] = [
        CorpusSet(name: "Fluent global + light + dark", files: [
            ("microsoft__fluentui-token-pipeline__src__demo__w3c__global.tokens.json", "fluent/global.tokens.json"),
            ("microsoft__fluentui-token-pipeline__src__demo__w3c__light.tokens.json", "fluent/light.tokens.json"),
            ("microsoft__fluentui-token-pipeline__src__demo__w3c__dark.tokens.json", "fluent/dark.tokens.json"),
        ], coherent: true),
        CorpusSet(name: "Style Dictionary base → brand → background", files: [
            ("amzn__style-dictionary__examples__complete__tokens__color__base.json", "tokens/color/base.json"),
            ("amzn__style-dictionary__examples__complete__tokens__color__brand.json", "tokens/color/brand.json"),
            ("amzn__style-dictionary__examples__complete__tokens__color__background.json", "tokens/color/background.json"),
        ], coherent: true),
        CorpusSet(name: "Spectrum palette → semantic", files: [
            ("adobe__spectrum-design-data__packages__tokens__src__color-palette.json", "spectrum/color-palette.json"),
            ("adobe__spectrum-design-data__packages__tokens__src__semantic-color-palette.json", "spectrum/semantic-color-palette.json"),
        ], coherent: true),
        CorpusSet(name: "Apple HIG light + dark_ax", files: [
            ("terrazzoapp__dtcg-examples__apple-hig.resolver.json", "apple-hig.resolver.json"),
            ("terrazzoapp__dtcg-examples__apple-hig__color__light.tokens.json", "apple-hig/color/light.tokens.json"),
            ("terrazzoapp__dtcg-examples__apple-hig__color__dark_ax.tokens.json", "apple-hig/color/dark_ax.tokens.json"),
        ], coherent: true),
        CorpusSet(name: "GitHub Primer base colours", files: [
            ("terrazzoapp__dtcg-examples__github-primer.resolver.json", "github-primer.resolver.json"),
            ("terrazzoapp__dtcg-examples__github-primer__base__color__light__light.tokens.json", "github-primer/base/color/light/light.tokens.json"),
            ("terrazzoapp__dtcg-examples__github-primer__base__color__light__display-light.tokens.json", "github-primer/base/color/light/display-light.tokens.json"),
        ], coherent: true),
        CorpusSet(name: "Spectrum DTCG theme-light", files: [
            ("terrazzoapp__dtcg-examples__adobe-spectrum__theme-light.tokens.json", "adobe-spectrum/theme-light.tokens.json"),
        ], coherent: true),
        CorpusSet(name: "Figma SDS colours", files: [
            ("terrazzoapp__dtcg-examples__figma-sds__color.tokens.json", "figma-sds/color.tokens.json"),
        ], coherent: true),
        CorpusSet(name: "Tokens Studio with math", files: [
            ("tokens-studio__sd-transforms__test__integration__tokens__sd-transforms.tokens.json", "sd-transforms.tokens.json"),
        ], coherent: false),
        CorpusSet(name: "Tokens Studio themes", files: [
            ("adobe__spectrum-tokens-studio-data__src__tokens-studio__foundations__$themes.json", "tokens-studio/$themes.json"),
        ], coherent: true),
    ]

    /// Rules whose findings in the corpus would be false errors (the corpus has no such defects).
    static let mustNotFire: Set<String> = [
        "tokens/syntax", "tokens/unresolved-reference", "tokens/reference-to-group", "tokens/circular-reference",
        "tokens/type-mismatch", "tokens/invalid-value", "tokens/collision",
    ]

    @Test func corpusReadsWithoutFalseErrorsAndMatchesGolden() throws {
        guard FileManager.default.fileExists(atPath: Self.corpus.path) else {
            try Test.cancel("the token corpus (../shared/corpus/tokens) is not present")
        }
        let listed = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).filter { $0 != "MANIFEST.tsv" }
        let covered = Set(Self.sets.flatMap { $0.files.map(\.0) })
        #expect(Set(listed) == covered, "every corpus file belongs to a set")

        var report = ""
        for set in Self.sets {
            var files: [SnapshotFile] = []
            for (name, path) in set.files {
                let data = try Data(contentsOf: Self.corpus.appendingPathComponent(name))
                files.append(SnapshotFile(path: path, kind: .tokens, text: SourceText(bytes: [UInt8](data))))
            }
            let index = WorkspaceIndex(snapshot: Snapshot(files: files))
            let tokens = index.tokens
            report += "## \(set.name)\n"
            report += "modes: \(tokens.modes.isEmpty ? "(none)" : tokens.modes.joined(separator: ", "))\n"
            for (_, path) in set.files {
                guard let file = tokens.files[path] else { continue }
                let references = file.tokens.reduce(0) { $0 + $1.allValues.reduce(0) { $0 + $1.references.count } }
                report += "\(path): \(file.format.rawValue), \(file.tokens.count) tokens, \(references) references\n"
                let findings = Analyzer.findings(in: path, of: index, rules: TokenRules.all)
                var byRule: [String: Int] = [:]
                for finding in findings { byRule[finding.ruleID, default: 0] += 1 }
                for (rule, count) in byRule.sorted(by: { $0.key < $1.key }) {
                    report += "  \(rule): \(count)\n"
                    let first = findings.first { $0.ruleID == rule }!
                    let position = file.document.text.position(of: first.location.range.start, encoding: .utf8)
                    report += "    first at \(position.line + 1):\(position.character + 1): \(first.message)\n"
                }
                let falseErrors = findings.filter {
                    Self.mustNotFire.contains($0.ruleID) && !$0.message.hasSuffix("-visual-color`, which is not defined")
                }
                #expect(falseErrors.isEmpty, "\(path): \(falseErrors.prefix(5).map(\.message))")
            }
            var unresolved: [String] = []
            for name in tokens.names {
                for mode in tokens.graph.resolutionModes where tokens.graph.resolution(name, mode: mode)?.isResolved != true {
                    unresolved.append("\(name) @ \(mode): \(tokens.graph.resolution(name, mode: mode)?.failure?.message ?? "no value")")
                }
            }
            if set.coherent {
                // Spectrum's `*-visual-color` aliases live in its color-aliases.json, which the corpus
                // does not hold; every other reference must resolve.
                let unexpected = unresolved.filter { !$0.contains("-visual-color` is not defined") }
                #expect(unexpected.isEmpty, "\(set.name): \(unexpected.prefix(5))")
            }
            report += "unresolved: \(unresolved.count)\n"
            for failure in unresolved.prefix(8) { report += "  \(failure)\n" }
            let names = tokens.names
            let step = max(1, names.count / 6)
            for name in stride(from: 0, to: names.count, by: step).prefix(6).map({ names[$0] }) {
                let values = tokens.graph.resolutionModes.map { mode -> String in
                    let resolution = tokens.graph.resolution(name, mode: mode)
                    let value = resolution?.value ?? "✗ " + (resolution?.failure?.message ?? "")
                    return mode.isEmpty ? value : "\(mode)=\(value)"
                }
                report += "  \(name): \(values.joined(separator: " | "))\n"
            }
            report += "\n"
        }

        if ProcessInfo.processInfo.environment["NUANCE_RECORD"] == "1" {
            try report.write(to: Self.golden, atomically: true, encoding: .utf8)
            print("recorded \(Self.golden.path)")
            return
        }
        let expected = try String(contentsOf: Self.golden, encoding: .utf8)
        #expect(report == expected, "the corpus report changed; re-record with NUANCE_RECORD=1 if intended:\n\(report)")
    }
}
