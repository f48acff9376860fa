/// "Did you mean" for names: the closest candidate by edit distance, when it is close enough.
package enum NameSuggestion {
    package static func closest<S: Sequence>(to name: String, in candidates: S) -> String? where S.Element == String {
        let target = Array(name.utf8)
        let limit = max(1, min(3, target.count / 3))
        var best: (String, Int)?
        for candidate in candidates where candidate != name {
            let other = Array(candidate.utf8)
            guard abs(other.count - target.count) <= limit else { continue }
            let distance = editDistance(target, other, limit: limit)
            if distance <= limit, best == nil || distance < best!.1 || (distance == best!.1 && candidate < best!.0) {
                best = (candidate, distance)
            }
        }
        return best?.0
    }

    /// Levenshtein distance where a case-only difference costs nothing extra beyond one edit, capped
    /// early once every path exceeds `limit`.
    static func editDistance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return rowMinimum }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
