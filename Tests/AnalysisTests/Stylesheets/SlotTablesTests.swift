import Foundation
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

    /// The merge's slot table returns what a dictionary's `updateValue` returns, for random classes and
    /// properties (sized for fewer pairs than it is given, as a file with repeats is).
    @Test func declarationSlotTableAnswersAsADictionary() {
        var random = SeededGenerator(seed: 11)
        var table = DeclarationSlotTable(pairs: 300)
        var expected: [[Int32]: Int] = [:]
        for declaration in 0..<300 {
            let classID = Int32(random.next() % 40)
            let propertyID = Int32(random.next() % 12)
            #expect(table.update(declaration, classID: classID, propertyID: propertyID) == expected.updateValue(declaration, forKey: [classID, propertyID]))
        }
    }

    /// The declaration in effect per class and property, read backwards from the class's rule sets,
    /// is the one the file's merged classes give, on random sheets (repeated selectors, `@media`, a
    /// name that is both a class and a property) and on the corpus.
    @Test func effectiveDeclarationsAreTheMergedClassesOnes() throws {
        var random = SeededGenerator(seed: 12)
        let classes = ["A", "B", "Label", "x"]
        let properties = ["font-size", "font-color", "x", "A"]
        var sheets: [String] = []
        for _ in 0..<60 {
            var sheet = ""
            for _ in 0..<Int(random.next() % 8) {
                let selectors = (0...Int(random.next() % 3)).map { _ in classes[Int(random.next() % UInt64(classes.count))] }
                let declarations = (0..<Int(random.next() % 5)).map { _ in properties[Int(random.next() % UInt64(properties.count))] + ": 1;" }
                let ruleSet = selectors.joined(separator: ", ") + " { " + declarations.joined(separator: " ") + " }"
                sheet += random.next() % 4 == 0 ? "@media (device:ipad) { \(ruleSet) }\n" : ruleSet + "\n"
            }
            sheets.append(sheet)
        }
        for (sheet, file) in sheets.map({ ($0, StylesheetTestSupport.file($0)) }) {
            expectEffectiveDeclarationsMatchMergedClasses(file, sheet)
        }
        guard let corpus = StylesheetTestSupport.corpusFolder("nss") else { try Test.cancel("../shared/corpus/nss is not present") }
        let names = try FileManager.default.contentsOfDirectory(atPath: corpus.path).filter { $0.hasSuffix(".nss") }.sorted()
        for name in names {
            let bytes = [UInt8](FileManager.default.contents(atPath: corpus.appendingPathComponent(name).path) ?? Data())
            let file = StylesheetFile(path: name, text: SourceText(bytes: bytes), dialect: .fiori, palette: StylesheetTestSupport.palette)
            expectEffectiveDeclarationsMatchMergedClasses(file, name)
        }
    }

    private func expectEffectiveDeclarationsMatchMergedClasses(_ file: StylesheetFile, _ source: String) {
        for classID in file.ruleSetsByClass.classIDs {
            let merged = file.mergedClass(file.names[Int(classID)])
            for propertyID in Set(file.propertyIDs) {
                let expected = merged?.effective[file.names[Int(propertyID)]]
                #expect(file.effectiveDeclaration(classID: classID, propertyID: propertyID) == expected, "\(source)")
            }
        }
        #expect(file.effectiveDeclaration(classID: Int32(file.names.count), propertyID: 0) == nil)
    }
}
