import SourceText

/// Class id → the rule sets whose selectors name it, in file order, kept in two flat arrays (one
/// allocation per file rather than an array per class).
package struct RuleSetsByClass: Sendable {
    /// For class id `c`, its rule sets are `ruleSets[starts[c]..<starts[c + 1]]`.
    private let starts: [Int32]
    private let ruleSets: [Int32]
    /// The ids of the classes some selector names, ascending.
    package let classIDs: [Int32]

    /// `selectorClassIDs` is parallel to the file's selectors (each id below `classCount`);
    /// `ruleSetSelectors` lists each rule set's selectors.
    init(classCount: Int, selectorClassIDs: [Int32], ruleSetSelectors: some Collection<Range<Int>>) {
        var starts = [Int32](copies: 0, count: classCount + 1)
        var total = 0
        var distinct = 0
        var ruleSets: [Int32] = []
        var classIDs: [Int32] = []
        selectorClassIDs.withUnsafeBufferPointer { selectorClassIDs in
            starts.withUnsafeMutableBufferPointer { starts in
                // First `starts[c + 1]` counts the selectors naming class `c`…
                for selectors in ruleSetSelectors {
                    for selector in selectors {
                        let slot = Int(selectorClassIDs[selector]) + 1
                        if starts[slot] == 0 { distinct += 1 }
                        starts[slot] += 1
                    }
                    total += selectors.count
                }
                classIDs = [Int32](unsafeUninitializedCapacity: distinct) { ids, count in
                    // …then it is where class `c`'s rule sets begin…
                    var begin: Int32 = 0
                    for id in 0..<classCount {
                        let selectorCount = starts[id + 1]
                        if selectorCount > 0 {
                            ids[count] = Int32(id)
                            count += 1
                        }
                        starts[id + 1] = begin
                        begin += selectorCount
                    }
                }
                // …and, once each rule set is written at it, where they end (where `c + 1`'s begin).
                ruleSets = [Int32](unsafeUninitializedCapacity: total) { filled, count in
                    for (ruleSet, selectors) in ruleSetSelectors.enumerated() {
                        for selector in selectors {
                            let slot = Int(selectorClassIDs[selector]) + 1
                            filled[Int(starts[slot])] = Int32(ruleSet)
                            starts[slot] += 1
                        }
                    }
                    count = total
                }
            }
        }
        self.starts = starts
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
