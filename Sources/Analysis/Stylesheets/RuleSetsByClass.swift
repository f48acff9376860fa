import NSS

/// Class id → the rule sets whose selectors name it, in file order.
package struct RuleSetsByClass: Sendable {
    private let byClass: [Int32: [Int]]
    /// The ids of the classes some selector names, ascending.
    package let classIDs: [Int32]

    /// `selectorClassIDs` is parallel to the file's selectors (each id below `classCount`).
    init(classCount: Int, selectorClassIDs: [Int32], ruleSets: [NSSRuleSet]) {
        var byClass: [Int32: [Int]] = [:]
        for (index, ruleSet) in ruleSets.enumerated() {
            for selector in ruleSet.selectors { byClass[selectorClassIDs[selector], default: []].append(index) }
        }
        self.byClass = byClass
        self.classIDs = byClass.keys.sorted()
    }

    /// The rule sets naming class `id`, in file order (nil when no selector names it).
    package subscript(id: Int32) -> [Int]? { byClass[id] }
}
