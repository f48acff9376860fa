import SourceText

/// Class id → the rule sets whose selectors name it, in file order, kept in two flat arrays (one
/// allocation per file rather than an array per class).
package struct RuleSetsByClass: Sendable {
    /// For class id `c`, its rule sets are `ruleSets[starts[c]..<starts[c + 1]]`.
    private let starts: [Int32]
    private let ruleSets: [Int32]
    /// The ids of the classes some selector names, ascending.
    package let classIDs: [Int32]

    /// `selectorClassIDs` is parallel to the file's selectors; `ruleSetSelectors` lists each rule
    /// set's selectors.
    init(classCount: Int, selectorClassIDs: [Int32], ruleSetSelectors: some Collection<Range<Int>>) {
        var counts = [Int32](copies: 0, count: classCount + 1)
        var total = 0
        for selectors in ruleSetSelectors {
            for selector in selectors { counts[Int(selectorClassIDs[selector]) + 1] += 1 }
            total += selectors.count
        }
        var classIDs: [Int32] = []
        for id in 0..<classCount where counts[id + 1] > 0 { classIDs.append(Int32(id)) }
        for id in 0..<classCount { counts[id + 1] += counts[id] }
        var next = counts
        var ruleSets = [Int32](copies: 0, count: total)
        for (ruleSet, selectors) in ruleSetSelectors.enumerated() {
            for selector in selectors {
                let id = Int(selectorClassIDs[selector])
                ruleSets[Int(next[id])] = Int32(ruleSet)
                next[id] += 1
            }
        }
        self.starts = counts
        self.ruleSets = ruleSets
        self.classIDs = classIDs
    }

    /// The rule sets naming class `id`, in file order (nil when no selector names it).
    package subscript(id: Int32) -> [Int]? {
        guard Int(id) + 1 < starts.count else { return nil }
        let range = Int(starts[Int(id)])..<Int(starts[Int(id) + 1])
        return range.isEmpty ? nil : ruleSets[range].map(Int.init)
    }
}
