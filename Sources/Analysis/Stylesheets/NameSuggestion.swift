/// "Did you mean" for names: the closest candidate by edit distance, when it is close enough.
package enum NameSuggestion {
    package static func closest<S: Sequence>(to name: String, in candidates: S, limit: Int? = nil) -> String? where S.Element == String {
        let target = Array(name.utf8)
        let limit = limit ?? max(1, min(3, target.count / 3))
        var best: (String, Int)?
        for candidate in candidates where candidate != name {
            let other = Array(candidate.utf8)
            guard abs(other.count - target.count) <= limit else { continue }
            let distance = editDistance(target, other, limit: limit)
            if distance <= limit, best == nil || distance < best!.1 || (distance == best!.1 && candidate < best!.0) {
                best = (candidate, distance)
            }
        }
        if best == nil, target.count >= 3, limit > 1 {
            return candidates.filter { $0.hasPrefix(name) && $0 != name }.min { ($0.count, $0) < ($1.count, $1) }
        }
        return best?.0
    }

    /// Edit distance counting a swap of two neighbours as one edit, stopping early once every path
    /// exceeds `limit`.
    static func editDistance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return rowMinimum }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
