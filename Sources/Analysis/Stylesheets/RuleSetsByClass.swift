import NSS

/// Class id → the rule sets whose selectors name it, in file order.
package struct RuleSetsByClass: Sendable {
    /// Per class id, where its rule sets start in `ruleSets`; one more entry closes the last class.
    private let starts: [Int32]
    /// The rule set of each selector inside a rule set, grouped by the class it names, in file order.
    private let ruleSets: [Int32]
    /// The ids of the classes some selector names, ascending.
    package let classIDs: [Int32]

    /// `selectorClassIDs` is parallel to the file's selectors (each id below `classCount`).
    init(classCount: Int, selectorClassIDs: [Int32], ruleSets: [NSSRuleSet]) {
        var ruleSetOfSelector = [Int32](repeating: -1, count: selectorClassIDs.count)
        for (index, ruleSet) in ruleSets.enumerated() {
            for selector in ruleSet.selectors { ruleSetOfSelector[selector] = Int32(truncatingIfNeeded: index) }
        }
        // A counting sort of the selectors by class.
        var starts = [Int32](repeating: 0, count: classCount + 1)
        for (selector, classID) in selectorClassIDs.enumerated() where ruleSetOfSelector[selector] >= 0 {
            starts[Int(classID) + 1] += 1
        }
        var classIDs: [Int32] = []
        for id in 0..<classCount where starts[id + 1] > 0 { classIDs.append(Int32(truncatingIfNeeded: id)) }
        for id in 0..<classCount { starts[id + 1] += starts[id] }
        var next = starts
        var grouped = [Int32](repeating: 0, count: Int(starts[classCount]))
        for (selector, classID) in selectorClassIDs.enumerated() where ruleSetOfSelector[selector] >= 0 {
            grouped[Int(next[Int(classID)])] = ruleSetOfSelector[selector]
            next[Int(classID)] += 1
        }
        self.starts = starts
        self.ruleSets = grouped
        self.classIDs = classIDs
    }

    /// The rule sets naming class `id`, in file order (nil when no selector names it).
    package subscript(id: Int32) -> [Int]? {
        let ruleSets = ruleSetIndices(naming: id)
        return ruleSets.isEmpty ? nil : ruleSets.map { Int($0) }
    }

    /// The rule set of each selector naming class `id`, in file order (a rule set whose selectors name
    /// the class twice comes twice), without copying.
    func ruleSetIndices(naming id: Int32) -> ArraySlice<Int32> {
        id >= 0 && Int(id) < starts.count - 1 ? ruleSets[Int(starts[Int(id)])..<Int(starts[Int(id) + 1])] : []
    }
}
