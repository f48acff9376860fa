/// The difference between two texts of one file as a unified diff (`diff -u`, `git diff`): what
/// `nuance check --fix --dry-run` prints. Lines are compared whole, terminators included, by Myers'
/// shortest edit script after the common first and last lines are set aside.
package enum UnifiedDiff {
    /// Unchanged lines shown around each change.
    package static let contextLines = 3

    /// The diff of `old` and `new` under `--- a/<path>` and `+++ b/<path>`; empty when they are equal.
    package static func render(old: String, new: String, path: String) -> String {
        let before = lines(of: old)
        let after = lines(of: new)
        let edits = script(before, after)
        guard edits.contains(where: { $0 != .same }) else { return "" }
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        // Line positions before each step of the script.
        var oldPositions: [Int] = []
        var newPositions: [Int] = []
        var oldLine = 0
        var newLine = 0
        for edit in edits {
            oldPositions.append(oldLine)
            newPositions.append(newLine)
            if edit != .insert { oldLine += 1 }
            if edit != .delete { newLine += 1 }
        }
        for hunk in hunks(of: edits) {
            let oldCount = edits[hunk].filter { $0 != .insert }.count
            let newCount = edits[hunk].filter { $0 != .delete }.count
            let oldStart = oldPositions[hunk.lowerBound] + (oldCount > 0 ? 1 : 0)
            let newStart = newPositions[hunk.lowerBound] + (newCount > 0 ? 1 : 0)
            output += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for position in hunk {
                switch edits[position] {
                case .same: output += line(" ", before[oldPositions[position]])
                case .delete: output += line("-", before[oldPositions[position]])
                case .insert: output += line("+", after[newPositions[position]])
                }
            }
        }
        return output
    }

    enum Step: Equatable { case same, delete, insert }

    /// The lines of a text, each with its terminator (the last may have none).
    static func lines(of text: String) -> [Substring] {
        var result: [Substring] = []
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            // "\r\n" is one Character in Swift.
            if text[index] == "\n" || text[index] == "\r\n" || text[index] == "\r" {
                result.append(text[start..<next])
                start = next
            }
            index = next
        }
        if start < text.endIndex { result.append(text[start...]) }
        return result
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(start),\(count)"
    }

    private static func line(_ marker: String, _ text: Substring) -> String {
        let last = text.last
        if last == "\n" || last == "\r\n" || last == "\r" { return marker + text }
        return marker + text + "\n\\ No newline at end of file\n"
    }

    /// Ranges of the script holding changes with up to `contextLines` unchanged lines around them;
    /// changes closer than twice that share a hunk.
    private static func hunks(of edits: [Step]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var position = 0
        while position < edits.count {
            guard edits[position] != .same else {
                position += 1
                continue
            }
            let start = max(0, position - contextLines)
            var end = position
            var unchangedRun = 0
            var scan = position
            while scan < edits.count {
                if edits[scan] == .same {
                    unchangedRun += 1
                    if unchangedRun > 2 * contextLines { break }
                } else {
                    unchangedRun = 0
                    end = scan
                }
                scan += 1
            }
            let stop = min(edits.count, end + 1 + contextLines)
            result.append(start..<stop)
            position = stop
        }
        return result
    }

    /// The shortest edit script turning `old` into `new`.
    static func script(_ old: [Substring], _ new: [Substring]) -> [Step] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, equal(old[prefix], new[prefix]) { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            equal(old[old.count - 1 - suffix], new[new.count - 1 - suffix])
        {
            suffix += 1
        }
        let a = Array(old[prefix..<(old.count - suffix)])
        let b = Array(new[prefix..<(new.count - suffix)])
        return Array(repeating: .same, count: prefix) + myers(a, b) + Array(repeating: .same, count: suffix)
    }

    /// Byte equality: `String`'s `==` would take differently normalized lines for equal.
    private static func equal(_ lhs: Substring, _ rhs: Substring) -> Bool { lhs.utf8.elementsEqual(rhs.utf8) }

    private static func myers(_ a: [Substring], _ b: [Substring]) -> [Step] {
        let n = a.count
        let m = b.count
        if n == 0 { return Array(repeating: .insert, count: m) }
        if m == 0 { return Array(repeating: .delete, count: n) }
        let offset = n + m
        var furthest = [Int](repeating: 0, count: 2 * offset + 2)
        var trace: [[Int]] = []
        search: for distance in 0...offset {
            trace.append(furthest)
            for diagonal in stride(from: -distance, through: distance, by: 2) {
                var x: Int
                if diagonal == -distance || (diagonal != distance && furthest[offset + diagonal - 1] < furthest[offset + diagonal + 1]) {
                    x = furthest[offset + diagonal + 1]
                } else {
                    x = furthest[offset + diagonal - 1] + 1
                }
                var y = x - diagonal
                while x < n, y < m, equal(a[x], b[y]) {
                    x += 1
                    y += 1
                }
                furthest[offset + diagonal] = x
                if x >= n, y >= m { break search }
            }
        }
        var steps: [Step] = []
        var x = n
        var y = m
        for distance in stride(from: trace.count - 1, through: 0, by: -1) {
            let previous = trace[distance]
            let diagonal = x - y
            let previousDiagonal =
                diagonal == -distance || (diagonal != distance && previous[offset + diagonal - 1] < previous[offset + diagonal + 1])
                ? diagonal + 1 : diagonal - 1
            let previousX = previous[offset + previousDiagonal]
            let previousY = previousX - previousDiagonal
            while x > previousX, y > previousY {
                steps.append(.same)
                x -= 1
                y -= 1
            }
            if distance > 0 {
                steps.append(x == previousX ? .insert : .delete)
                x = previousX
                y = previousY
            }
        }
        return steps.reversed()
    }
}
