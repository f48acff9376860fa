import Analysis
import Diagnostics
import SourceText
import Testing
import TestSupport

/// Every editor feature, asked at every offset of every rule example (valid and broken files of every
/// kind), answers with ranges inside the files and edits that apply.
struct FeatureRobustnessTests {
    @Test(arguments: RuleExamplesTests.rules)
    func featuresAnswerEverywhere(_ rule: RuleCase) throws {
        let examples = rule.rule.descriptor.triggering + rule.rule.descriptor.nonTriggering
        for example in examples {
            let fixture = Fixture(example.source, defaultPath: RuleCase.defaultPath(for: rule.rule.descriptor.domain))
            let index = WorkspaceIndex(snapshot: fixture.snapshot())
            for file in fixture.files {
                let text = index.snapshot.text(of: file.path)!
                func valid(_ location: Location) -> Bool {
                    guard let other = index.snapshot.text(of: location.path) else { return false }
                    return location.range.end <= other.count
                }
                _ = DocumentSymbols.outline(of: file.path, in: index)
                _ = SemanticTokens.tokens(of: file.path, in: index)
                for region in FoldingRanges.regions(of: file.path, in: index) { #expect(region.range.end <= text.count) }
                if let edits = Formatting.edits(for: file.path, in: index, style: FormattingStyle()) {
                    _ = try text.applying(edits)
                }
                for offset in stride(from: 0, through: text.count, by: 1) {
                    for location in Navigation.definitions(at: offset, in: file.path, of: index) { #expect(valid(location)) }
                    for location in Navigation.references(at: offset, in: file.path, of: index, includeDeclaration: true) {
                        #expect(valid(location))
                    }
                    if case .success(let target) = Rename.prepare(at: offset, in: file.path, of: index) {
                        #expect(target.range.end <= text.count)
                        if case .success(let edits) = Rename.edits(at: offset, in: file.path, to: "renamed", of: index) {
                            for change in edits { _ = try index.snapshot.text(of: change.path)!.applying(change.edits) }
                        }
                    }
                    let ranges = SelectionRanges.ranges(at: offset, in: file.path, of: index)
                    #expect(ranges.last == text.fullRange, "\(rule.id) at \(offset) in \(file.path)")
                }
            }
        }
    }
}
