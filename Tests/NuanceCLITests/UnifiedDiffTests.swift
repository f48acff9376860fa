import Reporting
import Testing
import TestSupport

/// The unified diff `check --fix --dry-run` prints, as `diff -u` and `git apply` read it.
struct UnifiedDiffTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var old: String
        var new: String
        var diff: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "equal texts", old: "a\nb\n", new: "a\nb\n", diff: ""),
        Case(
            name: "one changed line with context cut at three lines",
            old: "1\n2\n3\n4\n5\n6\n7\n8\n9\n", new: "1\n2\n3\n4\nfive\n6\n7\n8\n9\n",
            diff: "--- a/f\n+++ b/f\n@@ -2,7 +2,7 @@\n 2\n 3\n 4\n-5\n+five\n 6\n 7\n 8\n"),
        Case(
            name: "insertion at the start",
            old: "a\nb\n", new: "new\na\nb\n",
            diff: "--- a/f\n+++ b/f\n@@ -1,2 +1,3 @@\n+new\n a\n b\n"),
        Case(
            name: "into an empty file",
            old: "", new: "a\n",
            diff: "--- a/f\n+++ b/f\n@@ -0,0 +1 @@\n+a\n"),
        Case(
            name: "missing final line break",
            old: "a\nb", new: "a\nc",
            diff: "--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n"),
        Case(
            name: "distant changes make two hunks",
            old: (1...20).map { "\($0)\n" }.joined(), new: (1...20).map { $0 == 2 ? "two\n" : $0 == 18 ? "eighteen\n" : "\($0)\n" }.joined(),
            diff: "--- a/f\n+++ b/f\n@@ -1,5 +1,5 @@\n 1\n-2\n+two\n 3\n 4\n 5\n@@ -15,6 +15,6 @@\n 15\n 16\n 17\n-18\n+eighteen\n 19\n 20\n"),
        Case(
            name: "close changes share a hunk",
            old: "1\n2\n3\n4\n5\n6\n7\n8\n", new: "1\nb\n3\n4\n5\n6\ng\n8\n",
            diff: "--- a/f\n+++ b/f\n@@ -1,8 +1,8 @@\n 1\n-2\n+b\n 3\n 4\n 5\n 6\n-7\n+g\n 8\n"),
        Case(
            name: "windows line breaks are kept",
            old: "a\r\nb\r\n", new: "a\r\nc\r\n",
            diff: "--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n a\r\n-b\r\n+c\r\n"),
    ]

    @Test(arguments: cases)
    func diff(_ example: Case) {
        #expect(UnifiedDiff.render(old: example.old, new: example.new, path: "f") == example.diff)
    }

    /// On random texts the diff, applied as `patch` would, turns the old text into the new one.
    @Test func applyingTheDiffGivesTheNewText() {
        var generator = SeededGenerator(seed: 28)
        for _ in 0..<300 {
            let old = (0..<Int.random(in: 0...30, using: &generator)).map { _ in "\(Int.random(in: 0...5, using: &generator))\n" }
            var new = old
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                switch Int.random(in: 0...2, using: &generator) {
                case 0: new.insert("x\(Int.random(in: 0...3, using: &generator))\n", at: Int.random(in: 0...new.count, using: &generator))
                case 1 where !new.isEmpty: new.remove(at: Int.random(in: 0..<new.count, using: &generator))
                default: if !new.isEmpty { new[Int.random(in: 0..<new.count, using: &generator)] = "y\n" }
                }
            }
            let diff = UnifiedDiff.render(old: old.joined(), new: new.joined(), path: "f")
            #expect(Self.patch(old, with: diff) == new, "\(old) → \(new):\n\(diff)")
        }
    }

    /// Applies a unified diff of whole lines ending in `\n`.
    static func patch(_ old: [String], with diff: String) -> [String] {
        var result: [String] = []
        var position = 0
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            if line.hasPrefix("@@ ") {
                let oldPart = line.dropFirst(4).prefix { $0 != " " }
                var start = Int(oldPart.split(separator: ",")[0]) ?? 0
                let count = oldPart.contains(",") ? Int(oldPart.split(separator: ",")[1]) ?? 0 : 1
                if count > 0 { start -= 1 }
                result += old[position..<start]
                position = start
            } else if line.hasPrefix(" ") {
                result.append(String(line.dropFirst()) + "\n")
                position += 1
            } else if line.hasPrefix("-"), !line.hasPrefix("---") {
                position += 1
            } else if line.hasPrefix("+"), !line.hasPrefix("+++") {
                result.append(String(line.dropFirst()) + "\n")
            }
        }
        return result + old[position...]
    }
}
