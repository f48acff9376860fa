import TestSupport
import Testing

@testable import NSS

/// Where two texts differ (`TextDifference`): the longest common prefix, then the longest common
/// suffix of what is left, for edits of every size at every place, near the ends and across the
/// eight-byte steps.
struct TextDifferenceTests {
    @Test func theDifferenceIsBetweenTheLongestCommonPrefixAndSuffix() {
        var generator = SeededGenerator(seed: 0x7E47)
        for _ in 0..<3000 {
            // Few distinct bytes, so that prefixes and suffixes often run on past the edit.
            let old = (0..<Int.random(in: 0...64, using: &generator)).map { _ in UInt8.random(in: 97...99, using: &generator) }
            let start = Int.random(in: 0...old.count, using: &generator)
            let end = Int.random(in: start...old.count, using: &generator)
            let inserted = (0..<Int.random(in: 0...12, using: &generator)).map { _ in UInt8.random(in: 97...99, using: &generator) }
            let new = Array(old[..<start]) + inserted + Array(old[end...])
            let difference = TextDifference(from: old, to: new)
            var prefix = 0
            while prefix < min(old.count, new.count), old[prefix] == new[prefix] { prefix += 1 }
            var suffix = 0
            while suffix < min(old.count, new.count) - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
            #expect(difference.start == prefix, "\(old) → \(new)")
            #expect(difference.oldEnd == old.count - suffix, "\(old) → \(new)")
            #expect(difference.newEnd == new.count - suffix, "\(old) → \(new)")
        }
    }
}
