import Diagnostics
import Foundation
import SourceText
import TestSupport
import Testing

@testable import Analysis

/// The rule set–local rules (`RuleSetLocalRule`): what they find inside one rule set's braces is what
/// they find there over the whole file, and after edits inside braces the findings that keep the
/// others and check one rule set again are those of a fresh analysis of the final text.
struct RuleSetLocalRulesTests {
    static let path = "Theme.nss"
    static let insertions = [
        "x", ";", ":", " ", "\n", "}", "/*", "@v: 1;", "@v", "#fff", "12", "font-color: red;", "!important", "é", "@inside: 2;",
        "font-color: @v;", "font-colour: red;", "text-align: centre;", "font-color: primary1;", "tint-color: #000;", "@undefined",
        "text-shadow-offset: 1;",
    ]
    static var localRules: [any RuleSetLocalRule] { RuleRegistry.all.compactMap { $0 as? any RuleSetLocalRule } }
    static var cascadeRules: [any CascadeRule] { RuleRegistry.all.compactMap { $0 as? any CascadeRule } }

    /// Every corpus sheet, and all of them one after the other.
    static func corpusSheets() throws -> [(name: String, bytes: [UInt8])]? {
        guard let folder = StylesheetTestSupport.corpusFolder("nss") else { return nil }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".nss") }.sorted()
        var sheets = try names.map { name in (name: name, bytes: try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))) }
        sheets.append((name: "all sheets", bytes: sheets.flatMap { $0.bytes + [UInt8(ascii: "\n")] }))
        return sheets
    }

    @Test func theRulesMarkedLocalAreTheExpectedOnes() {
        #expect(
            Set(RuleSetLocalRulesTests.localRules.map(\.descriptor.id)) == [
                "nss/undefined-variable", "nss/unresolvable-variable", "nss/unknown-property", "nss/property-not-applicable",
                "nss/unknown-class", "nss/invalid-value", "nss/deprecated-palette-name",
            ])
        #expect(RuleSetLocalRulesTests.cascadeRules.map(\.descriptor.id) == ["nss/unreachable-override"])
    }

    @Test func findingsInsideARuleSetAreTheWholeFilesFindingsThere() throws {
        guard let sheets = try RuleSetLocalRulesTests.corpusSheets() else { try Test.cancel("../shared/corpus/nss is not present") }
        var checked = 0
        for (name, bytes) in sheets {
            let snapshot = Snapshot(files: [SnapshotFile(path: RuleSetLocalRulesTests.path, kind: .stylesheet, text: SourceText(bytes: bytes))])
            let index = WorkspaceIndex(snapshot: snapshot)
            let file = try #require(index.stylesheets.file(RuleSetLocalRulesTests.path))
            let bodies = file.syntax.ruleSets.indices.compactMap { ruleSet in file.body(ofRuleSet: ruleSet).map { (ruleSet, $0) } }
            for rule in RuleSetLocalRulesTests.localRules {
                let whole = rule.findings(in: file, at: RuleSetLocalRulesTests.path, of: index, part: .whole)
                #expect(whole == rule.findings(in: file, at: RuleSetLocalRulesTests.path, of: index), "\(name), \(rule.descriptor.id)")
                var inside: [Int: [Finding]] = [:]
                for finding in whole {
                    let range = finding.location.range
                    // The last body starting at or before the finding.
                    let after = bodies.partitionPoint { $0.1.start <= range.start }
                    if after > 0, range.end <= bodies[after - 1].1.end {
                        inside[bodies[after - 1].0, default: []].append(finding)
                        continue
                    }
                    let straddles = bodies.contains { _, body in range.start < body.end && range.end > body.start }
                    #expect(!straddles, "\(name), \(rule.descriptor.id): \(finding.message) at \(range.start)")
                }
                for (ruleSet, _) in bodies {
                    let found = rule.findings(in: file, at: RuleSetLocalRulesTests.path, of: index, part: .body(ofRuleSet: ruleSet))
                    #expect(found == inside[ruleSet] ?? [], "\(name), \(rule.descriptor.id), rule set \(ruleSet)")
                    checked += found.count
                }
            }
        }
        #expect(checked > 100)
    }

    @Test func randomEditsFindWhatAFreshAnalysisFinds() throws {
        guard let sheets = try RuleSetLocalRulesTests.corpusSheets() else { try Test.cancel("../shared/corpus/nss is not present") }
        var random = SeededGenerator(seed: 1527)
        let path = RuleSetLocalRulesTests.path
        let other = SnapshotFile(path: "Other.nss", kind: .stylesheet, text: SourceText(bytes: sheets[0].bytes))
        var (steps, reused, cascadeCarried) = (0, 0, 0)
        for (name, bytes) in sheets.dropFirst() {
            var bytes = bytes
            var snapshot = Snapshot(files: [SnapshotFile(path: path, kind: .stylesheet, text: SourceText(bytes: bytes)), other])
            var index = WorkspaceIndex(snapshot: snapshot)
            var local = Analyzer.findingsPerFile(of: index, paths: [path], reusing: [:], keepingLocalOf: [path]).local
            for step in 0..<(name == "all sheets" ? 30 : 6) {
                // Most edits inside a rule set's braces, some anywhere.
                let inside = Int.random(in: 0..<5, using: &random) > 0 ? RuleSetLocalRulesTests.positionInsideARuleSet(of: index, random: &random) : nil
                let position = inside ?? Int.random(in: 0...bytes.count, using: &random)
                let deleted = min(Int.random(in: 0...3, using: &random), bytes.count - position)
                bytes.replaceSubrange(position..<position + deleted, with: Array(RuleSetLocalRulesTests.insertions.randomElement(using: &random)!.utf8))
                snapshot.files[path] = SnapshotFile(path: path, kind: .stylesheet, text: SourceText(bytes: bytes))
                // Mostly an index that splices the edited rule set; sometimes one parsed whole, whose
                // edit is found by comparing the texts.
                let next = step % 3 == 2 ? WorkspaceIndex(snapshot: snapshot) : WorkspaceIndex(snapshot: snapshot, reusing: index)
                let file = try #require(next.stylesheets.file(path))
                let ids = RuleSetLocalRulesTests.localRules.map(\.descriptor.id) + RuleSetLocalRulesTests.cascadeRules.map(\.descriptor.id)
                let fresh = WorkspaceIndex(snapshot: snapshot)
                if let earlier = local[path], let reuse = RuleSetEditReuse(earlier: earlier, file: file, path: path, index: next, ruleIDs: ids) {
                    reused += 1
                    // The cascade rules' findings carried across the edit, when it kept the cascade.
                    for (position, rule) in RuleSetLocalRulesTests.cascadeRules.enumerated() {
                        guard let carried = reuse.findings(ofCascadeRuleAt: position, rule, in: file, of: next, limit: .max) else { continue }
                        cascadeCarried += 1
                        let freshFile = try #require(fresh.stylesheets.file(path))
                        #expect(carried == rule.findings(in: freshFile, at: path, of: fresh, limit: .max), "\(name), edit \(step) at \(position)")
                    }
                }
                steps += 1
                let incremental = Analyzer.findingsPerFile(of: next, paths: [path], reusing: local, keepingLocalOf: [path])
                let limited = Analyzer.findingsPerFile(of: next, paths: [path], limit: 150, reusing: local, keepingLocalOf: [])
                #expect(incremental.findings == [Analyzer.findings(in: path, of: fresh)], "\(name), edit \(step) at \(position)")
                #expect(limited.findings == [Analyzer.findings(in: path, of: fresh, limit: 150)], "\(name), edit \(step) at \(position), limit")
                #expect(limited.local.isEmpty)
                (index, local) = (next, incremental.local)
            }
        }
        // Most edits inside braces keep the rule set and reuse the findings; some end it or lie outside.
        #expect(reused * 2 > steps, "\(reused) of \(steps) edits reused the earlier findings")
        #expect(cascadeCarried * 4 > steps, "\(cascadeCarried) of \(steps) edits carried the cascade rules' findings")
    }

    /// Edits of one rule set that change which declaration shadows declarations of other rule sets:
    /// their cascade findings are made again, not carried.
    @Test(arguments: [
        // A later winner appears; the declarations it shadows had another winner.
        ("Button { font-color: red; }\nButton { font-color: green; }\nButton { font-size: 12; }\n", "font-size: 12;", "font-size: 12; font-color: blue;"),
        // The winner goes; an earlier declaration wins again.
        ("Button { font-color: red; }\nButton { font-color: green; }\nButton, Label { font-color: blue; }\n", "font-color: blue;", "font-size: 1;"),
        // The winner stays, but a declaration before it in the edited rule set is added.
        ("Label { font-size: 1; }\nButton, Label { font-size: 3; }\nLabel { font-size: 2; }\n", "font-size: 3;", "font-size: 3; font-size: 4;"),
    ])
    func editsThatChangeTheCascadeOfOtherRuleSetsMakeTheirFindingsAgain(sheet: String, replaced: String, replacement: String) throws {
        let path = RuleSetLocalRulesTests.path
        var snapshot = Snapshot(files: [SnapshotFile(path: path, kind: .stylesheet, text: SourceText(sheet))])
        let index = WorkspaceIndex(snapshot: snapshot)
        let local = Analyzer.findingsPerFile(of: index, paths: [path], reusing: [:], keepingLocalOf: [path]).local
        let range = try #require(sheet.range(of: replaced, options: .backwards))
        snapshot.files[path] = SnapshotFile(path: path, kind: .stylesheet, text: SourceText(sheet.replacingCharacters(in: range, with: replacement)))
        let next = WorkspaceIndex(snapshot: snapshot, reusing: index)
        let file = try #require(next.stylesheets.file(path))
        let ids = RuleSetLocalRulesTests.localRules.map(\.descriptor.id) + RuleSetLocalRulesTests.cascadeRules.map(\.descriptor.id)
        let earlier = try #require(local[path])
        let reuse = try #require(RuleSetEditReuse(earlier: earlier, file: file, path: path, index: next, ruleIDs: ids))
        let rule = UnreachableOverrideRule()
        let carried = try #require(reuse.findings(ofCascadeRuleAt: 0, rule, in: file, of: next, limit: .max))
        let fresh = WorkspaceIndex(snapshot: snapshot)
        let freshFile = try #require(fresh.stylesheets.file(path))
        let earlierFile = try #require(index.stylesheets.file(path))
        #expect(carried == rule.findings(in: freshFile, at: path, of: fresh, limit: .max))
        #expect(carried != rule.findings(in: earlierFile, at: path, of: index, limit: .max))
    }

    /// A file-level fact the local rules read that changes without the sheet's text outside the edited
    /// braces changing: the configuration, another stylesheet. The whole file is checked again.
    @Test(arguments: [ChangedFact.configuration, .otherStylesheet])
    func aChangedFactOutsideTheSheetChecksTheWholeSheet(fact: ChangedFact) throws {
        let path = RuleSetLocalRulesTests.path
        let before = "Button {\n    font-colour: red;\n    font-color: @brand;\n}\nLabel {\n    font-size: 3;\n}\n"
        let after = before.replacingOccurrences(of: "font-size: 3;", with: "font-size: 4;")
        var snapshot = Snapshot(files: [
            SnapshotFile(path: path, kind: .stylesheet, text: SourceText(before)),
            SnapshotFile(path: "Other.nss", kind: .stylesheet, text: SourceText("@other: #000;\n")),
        ])
        let index = WorkspaceIndex(snapshot: snapshot)
        let local = Analyzer.findingsPerFile(of: index, paths: [path], reusing: [:], keepingLocalOf: [path]).local
        snapshot.files[path] = SnapshotFile(path: path, kind: .stylesheet, text: SourceText(after))
        switch fact {
        case .configuration: snapshot.configuration.stylesheets.extensions.properties["font-colour"] = .some(nil)
        case .otherStylesheet: snapshot.files["Other.nss"] = SnapshotFile(path: "Other.nss", kind: .stylesheet, text: SourceText("@brand: #000;\n"))
        }
        let next = WorkspaceIndex(snapshot: snapshot, reusing: index)
        let earlier = try #require(local[path])
        let file = try #require(next.stylesheets.file(path))
        let ids = RuleSetLocalRulesTests.localRules.map(\.descriptor.id)
        #expect(RuleSetEditReuse(earlier: earlier, file: file, path: path, index: next, ruleIDs: ids) == nil)
        let fresh = Analyzer.findings(in: path, of: WorkspaceIndex(snapshot: snapshot))
        #expect(Analyzer.findingsPerFile(of: next, paths: [path], reusing: local, keepingLocalOf: []).findings == [fresh])
        // The finding outside the edited braces changed.
        #expect(fresh != Analyzer.findings(in: path, of: index))
    }

    enum ChangedFact: Sendable { case configuration, otherStylesheet }

    /// Findings that point elsewhere in their rule set (related information, a fix with two edits) are
    /// moved with it: the sheet's real rules have none with related information.
    @Test func relatedLocationsAndFixesAfterTheEditMoveWithIt() throws {
        let path = RuleSetLocalRulesTests.path
        var bytes = Array("Button {\n    font-size: 3;\n}\nLabel {\n    font-color: red;\n    font-size: 4;\n}\n".utf8)
        var snapshot = Snapshot(files: [SnapshotFile(path: path, kind: .stylesheet, text: SourceText(bytes: bytes))])
        var index = WorkspaceIndex(snapshot: snapshot)
        let rules: [any Rule] = [PointingRule()]
        var local = Analyzer.findingsPerFile(of: index, paths: [path], rules: rules, reusing: [:], keepingLocalOf: [path]).local
        var random = SeededGenerator(seed: 7)
        for step in 0..<20 {
            // Inside the braces of the first rule set: the second one's findings move.
            let position = Int.random(in: 9...(bytes.firstIndex(of: UInt8(ascii: "}"))!), using: &random)
            bytes.insert(contentsOf: Array([" ", "\n", "  "].randomElement(using: &random)!.utf8), at: position)
            snapshot.files[path] = SnapshotFile(path: path, kind: .stylesheet, text: SourceText(bytes: bytes))
            let next = WorkspaceIndex(snapshot: snapshot, reusing: index)
            let file = try #require(next.stylesheets.file(path))
            #expect(RuleSetEditReuse(earlier: try #require(local[path]), file: file, path: path, index: next, ruleIDs: ["test/pointing"]) != nil)
            let incremental = Analyzer.findingsPerFile(of: next, paths: [path], rules: rules, reusing: local, keepingLocalOf: [path])
            #expect(incremental.findings == [Analyzer.findings(in: path, of: WorkspaceIndex(snapshot: snapshot), rules: rules)], "edit \(step)")
            (index, local) = (next, incremental.local)
        }
    }

    /// A local rule for the test above: each declaration, related to its value, with a fix that
    /// edits its property and its value.
    private struct PointingRule: RuleSetLocalRule {
        let descriptor = RuleDescriptor(
            id: "test/pointing", domain: .stylesheet, defaultSeverity: .hint, summary: "", rationale: "", fix: "", triggering: [],
            nonTriggering: [])

        func findings(in file: StylesheetFile, at path: String, of index: WorkspaceIndex, part: StylesheetPart) -> [Finding] {
            file.declarations(in: part).map { declaration in
                let syntax = declaration.syntax
                let fix = Fix(
                    title: "Swap", path: path,
                    edits: [TextEdit(range: syntax.property, replacement: "a"), TextEdit(range: syntax.value.range, replacement: "b")])
                return finding(
                    "declaration", at: file.location(syntax.property),
                    related: [RelatedInformation(location: file.location(syntax.value.range), message: "its value")], fixes: [fix])
            }
        }
    }

    /// An offset between the braces of a random closed rule set.
    static func positionInsideARuleSet(of index: WorkspaceIndex, random: inout SeededGenerator) -> Int? {
        guard let file = index.stylesheets.file(path), let ruleSet = file.syntax.ruleSets.randomElement(using: &random),
            let open = ruleSet.openBrace, let close = ruleSet.closeBrace
        else { return nil }
        return Int.random(in: open.end...close.start, using: &random)
    }
}
