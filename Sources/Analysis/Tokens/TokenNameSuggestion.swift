/// "Did you mean" for token names: the closest known name by edit distance.
enum TokenNameSuggestion {
    static func closest(to name: String, among candidates: [String]) -> String? {
        let target = Array(name.lowercased().utf8)
        let limit = max(2, target.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let bytes = Array(candidate.lowercased().utf8)
            guard abs(bytes.count - target.count) <= limit else { continue }
            let distance = editDistance(target, bytes, limit: best.map { min($0.distance, limit) } ?? limit)
            if distance <= limit, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// Levenshtein distance, giving up (returning `limit + 1`) once every row exceeds `limit`.
    private static func editDistance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            current[0] = i
            var rowMinimum = current[0]
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}
