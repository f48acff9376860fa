import NSS
import SourceryModels

/// Class id → the rule sets whose selectors name it, in file order.
package struct RuleSetsByClass: Sendable {
    /// Per class id, the selectors of rule sets that name it, in file order.
    private let selectorsByClass: IndexBuckets
    /// The rule set of each selector (-1: a selector outside every rule set).
    private let ruleSetOfSelector: [Int]
    /// The ids of the classes some selector names, ascending.
    package let classIDs: [Int32]
    private let classCount: Int

    /// `selectorClassIDs` is parallel to the file's selectors (each id below `classCount`).
    init(classCount: Int, selectorClassIDs: [Int32], ruleSets: [NSSRuleSet]) {
        var ruleSetOfSelector = [Int](repeating: -1, count: selectorClassIDs.count)
        for (index, ruleSet) in ruleSets.enumerated() {
            for selector in ruleSet.selectors { ruleSetOfSelector[selector] = index }
        }
        var classOfSelector = [Int?](repeating: nil, count: selectorClassIDs.count)
        var named = [Bool](repeating: false, count: classCount)
        for (selector, classID) in selectorClassIDs.enumerated() where ruleSetOfSelector[selector] >= 0 {
            classOfSelector[selector] = Int(classID)
            named[Int(classID)] = true
        }
        self.selectorsByClass = IndexBuckets(keyCount: classCount, keys: classOfSelector)
        self.ruleSetOfSelector = ruleSetOfSelector
        self.classCount = classCount
        self.classIDs = named.indices.filter { named[$0] }.map(Int32.init)
    }

    /// The rule sets naming class `id`, in file order (nil when no selector names it).
    package subscript(id: Int32) -> [Int]? {
        let ruleSets = ruleSetsOfSelectors(naming: id)
        return ruleSets.isEmpty ? nil : Array(ruleSets)
    }

    /// The rule set of each selector naming class `id`, in file order (a rule set whose selectors name
    /// the class twice comes twice), without copying.
    func ruleSetsOfSelectors(naming id: Int32) -> LazyMapCollection<ArraySlice<Int>, Int> {
        let selectors = id >= 0 && Int(id) < classCount ? selectorsByClass[Int(id)] : []
        return selectors.lazy.map { [ruleSetOfSelector] in ruleSetOfSelector[$0] }
    }
}
