import Analysis
import Diagnostics
import Foundation
import SourceText
import TestSupport
import Testing

/// An index built from the previous one after an edit of a stylesheet (which re-parses only the rule
/// set the edit lies in, when it lies in one) gives the findings of an index built from scratch,
/// for chains of random edits of every corpus sheet, next to a second sheet that is not edited.
struct IncrementalStylesheetTests {
    static let insertions = [
        "x", ";", ":", " ", "\n", "}", "/*", "@v: 1;", "@v", "#fff", "12", "font-color: red;", "!important", "é", "@inside: 2;",
        "font-color: @v;",
    ]

    @Test func randomEditsOfCorpusSheetsFindWhatAFreshIndexFinds() throws {
        guard let folder = StylesheetTestSupport.corpusFolder("nss") else { try Test.cancel("../shared/corpus/nss is not present") }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".nss") }.sorted()
        try #require(names.count > 10)
        var random = SeededGenerator(seed: 2026)
        let other = try SnapshotFile(path: "Other.nss", kind: .stylesheet, text: SourceText(bytes: [UInt8](Data(contentsOf: folder.appendingPathComponent(names[0])))))
        for name in names.dropFirst() {
            let text = try SourceText(bytes: [UInt8](Data(contentsOf: folder.appendingPathComponent(name))))
            var snapshot = Snapshot(files: [SnapshotFile(path: "Theme.nss", kind: .stylesheet, text: text), other])
            var previous = Analyzer.findingsByFile(of: WorkspaceIndex(snapshot: snapshot))
            for step in 0..<6 {
                var bytes = snapshot.files["Theme.nss"]!.text.bytes
                let position = IncrementalStylesheetTests.positionInsideARuleSet(of: previous.index, random: &random) ?? Int.random(in: 0...bytes.count, using: &random)
                let deleted = min(Int.random(in: 0...2, using: &random), bytes.count - position)
                bytes.replaceSubrange(position..<position + deleted, with: Array(IncrementalStylesheetTests.insertions.randomElement(using: &random)!.utf8))
                snapshot.files["Theme.nss"] = SnapshotFile(path: "Theme.nss", kind: .stylesheet, text: SourceText(bytes: bytes))
                let incremental = Analyzer.findingsByFile(of: WorkspaceIndex(snapshot: snapshot, reusing: previous.index), reusing: previous)
                let freshIndex = WorkspaceIndex(snapshot: snapshot)
                let fresh = Analyzer.findings(of: freshIndex)
                #expect(incremental.all == fresh, "\(name), edit \(step) at \(position)")
                #expect(
                    IncrementalStylesheetTests.substitutions(in: incremental.index) == IncrementalStylesheetTests.substitutions(in: freshIndex),
                    "\(name), edit \(step) at \(position)")
                previous = incremental
            }
        }
    }

    /// A definition typed inside a rule set renumbers the definitions after it, which later
    /// declarations substitute.
    @Test func aDefinitionTypedInsideARuleSetRenumbersTheLaterOnes() {
        let before = "@a: #000;\nButton { font-color: @a; }\n@c: #fff;\nLabel { font-color: @c; background-color: @a; }\n"
        let after = before.replacingOccurrences(of: "@a; }\n@c", with: "@a; @in: 1; }\n@c")
        let base = Snapshot(files: [SnapshotFile(path: "Theme.nss", kind: .stylesheet, text: SourceText(before))])
        let previous = Analyzer.findingsByFile(of: WorkspaceIndex(snapshot: base))
        let edited = Snapshot(files: [SnapshotFile(path: "Theme.nss", kind: .stylesheet, text: SourceText(after))])
        let incremental = WorkspaceIndex(snapshot: edited, reusing: previous.index)
        #expect(IncrementalStylesheetTests.substitutions(in: incremental) == ["definition 0", "definition 2", "definition 0"])
        #expect(IncrementalStylesheetTests.substitutions(in: WorkspaceIndex(snapshot: edited)) == ["definition 0", "definition 2", "definition 0"])
        #expect(Analyzer.findingsByFile(of: incremental, reusing: previous).all == Analyzer.findings(of: WorkspaceIndex(snapshot: edited)))
    }

    /// What NUI substitutes for each declaration of `Theme.nss`: the definition, or why none.
    static func substitutions(in index: WorkspaceIndex) -> [String] {
        guard let file = index.stylesheets.file("Theme.nss") else { return [] }
        return file.declarations.map { declaration in
            if let definition = declaration.definition { return "definition \(definition)" }
            return declaration.namesUndefinedVariable ? "undefined" : declaration.namesUnsubstitutableVariable ? "unresolvable" : "literal"
        }
    }

    /// An offset between the braces of a random closed rule set of `Theme.nss`.
    static func positionInsideARuleSet(of index: WorkspaceIndex, random: inout SeededGenerator) -> Int? {
        guard let file = index.stylesheets.file("Theme.nss"),
            let ruleSet = file.syntax.ruleSets.randomElement(using: &random),
            let open = ruleSet.openBrace, let close = ruleSet.closeBrace
        else { return nil }
        return Int.random(in: open.end...close.start, using: &random)
    }
}
