import NSS
import SourceText
import Testing
import TestSupport

@testable import Analysis

/// The per-file tables of the stylesheet analysis against plain collections on random input.
struct SlotTablesTests {
    /// Rule sets by class answer as a dictionary from class id to the rule sets naming it, for random
    /// selectors (repeats within one rule set included).
    @Test func ruleSetsByClassAnswerAsADictionary() {
        var random = SeededGenerator(seed: 5)
        let classCount = 30
        var selectorClassIDs: [Int32] = []
        var ruleSets: [NSSRuleSet] = []
        var expected: [Int32: [Int]] = [:]
        for ruleSet in 0..<200 {
            let start = selectorClassIDs.count
            for _ in 0..<Int(random.next() % 4) {
                let id = Int32(random.next() % UInt64(classCount))
                selectorClassIDs.append(id)
                expected[id, default: []].append(ruleSet)
            }
            let empty = TextRange(start: 0, end: 0)
            ruleSets.append(
                NSSRuleSet(selectors: start..<selectorClassIDs.count, openBrace: nil, declarations: 0..<0, closeBrace: nil, range: empty, media: nil))
        }
        let byClass = RuleSetsByClass(classCount: classCount, selectorClassIDs: selectorClassIDs, ruleSets: ruleSets)
        #expect(byClass.classIDs == expected.keys.sorted())
        for id in 0..<Int32(classCount + 2) {
            #expect(byClass[id] == expected[id])
        }
    }
}
