import NSS
import SourceText
import Testing
import TestSupport

@testable import Analysis

/// The flat per-file tables of the stylesheet analysis against plain collections on random input.
struct SlotTablesTests {
    /// Replacing and reading random keys (few enough that many repeat) answers as a `Dictionary`.
    @Test func declarationSlotsAnswerAsADictionary() {
        var random = SeededGenerator(seed: 11)
        var expected: [UInt64: Int32] = [:]
        var keys: [UInt64] = []
        for _ in 0..<3_000 {
            keys.append(StylesheetFile.slot(Int32(random.next() % 40), Int32(random.next() % 40), Int(random.next() % 3) - 1))
        }
        // The table does not grow: it is made for at most as many slots as replacements.
        var slots = DeclarationSlots(expected: keys.count)
        slots.withWriter { writer in
            for (declaration, key) in keys.enumerated() {
                let previous = writer.replace(key, with: Int32(declaration))
                #expect(previous == expected[key] ?? -1)
                expected[key] = Int32(declaration)
            }
        }
        for classID in 0..<41 {
            for propertyID in 0..<41 {
                for media in -1...1 {
                    let key = StylesheetFile.slot(Int32(classID), Int32(propertyID), media)
                    #expect(slots[key] == expected[key].map(Int.init))
                }
            }
        }
    }

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
