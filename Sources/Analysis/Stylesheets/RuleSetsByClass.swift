import NSS
import SourceText

/// Class id → the rule sets whose selectors name it, in file order, kept in two flat arrays (one
/// allocation per file rather than an array per class).
package struct RuleSetsByClass: Sendable {
    /// For class id `c`, its rule sets are `ruleSets[starts[c]..<starts[c + 1]]`.
    private let starts: [Int32]
    private let ruleSets: [Int32]
    /// The ids of the classes some selector names, ascending.
    package let classIDs: [Int32]

    /// `selectorClassIDs` is parallel to the file's selectors (each id below `classCount`).
    init(classCount: Int, selectorClassIDs: [Int32], ruleSets fileRuleSets: [NSSRuleSet]) {
        var starts = [Int32](copies: 0, count: classCount + 1)
        var total = 0
        var distinct = 0
        selectorClassIDs.withUnsafeBufferPointer { selectorClassIDs in
            starts.withUnsafeMutableBufferPointer { starts in
                // First `starts[c + 1]` counts the selectors naming class `c`.
                for ruleSet in fileRuleSets {
                    let selectors = ruleSet.selectors
                    for selector in selectors {
                        let slot = Int(selectorClassIDs[selector]) + 1
                        if starts[slot] == 0 { distinct += 1 }
                        starts[slot] += 1
                    }
                    total += selectors.count
                }
            }
        }
        var classIDs = [Int32](copies: 0, count: distinct)
        var ruleSets = [Int32](copies: 0, count: total)
        selectorClassIDs.withUnsafeBufferPointer { selectorClassIDs in
            starts.withUnsafeMutableBufferPointer { starts in
                classIDs.withUnsafeMutableBufferPointer { classIDs in
                    // Then it is where class `c`'s rule sets begin…
                    var begin: Int32 = 0
                    var next = 0
                    for id in 0..<classCount {
                        let selectorCount = starts[id + 1]
                        if selectorCount > 0 {
                            classIDs[next] = Int32(id)
                            next += 1
                        }
                        starts[id + 1] = begin
                        begin += selectorCount
                    }
                }
                // …and, once each rule set is written at it, where they end (where `c + 1`'s begin).
                ruleSets.withUnsafeMutableBufferPointer { ruleSets in
                    for (index, ruleSet) in fileRuleSets.enumerated() {
                        for selector in ruleSet.selectors {
                            let slot = Int(selectorClassIDs[selector]) + 1
                            ruleSets[Int(starts[slot])] = Int32(index)
                            starts[slot] += 1
                        }
                    }
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
