import Foundation

/// "Did you mean": the candidate closest to a misspelt name, shared by every rule and the
/// configuration reader.
package enum NameSuggestion {
    /// Remembers answers for one fixed candidate list (rules ask about the same misspelling many times).
    package final class Cache: @unchecked Sendable {
        private let candidates: [Candidate]
        private let limit: Int?
        private var answers: [String: String?] = [:]
        private let lock = NSLock()
        /// With a limit and ASCII candidates, their shapes: most names are near none of them, and are
        /// answered without the search or the lock.
        private let shapes: NameShapeIndex?

        package init(_ candidates: [String], limit: Int? = nil) {
            self.candidates = candidates.map(Candidate.init)
            self.limit = limit
            self.shapes = limit != nil ? NameShapeIndex(candidates) : nil
        }

        package func closest(to name: String) -> String? {
            if rulesOut(name.utf8) { return nil }
            if let known = lock.withLock({ answers[name] }) { return known }
            let answer = NameSuggestion.closest(to: name, among: candidates, limit: limit)
            lock.withLock { answers[name] = answer }
            return answer
        }

        /// True when the name with these UTF-8 bytes surely has no suggestion: its shape is near no
        /// candidate's. Lets a caller that holds bytes skip making a `String`.
        package func rulesOut<UTF8Bytes: Collection<UInt8>>(_ name: UTF8Bytes) -> Bool {
            guard let limit, let shapes, let shape = NameShape(utf8: name) else { return false }
            return !shapes.mayHaveOneWithin(limit, of: shape)
        }
    }

    /// A candidate name with the forms the comparison needs, made once.
    struct Candidate {
        let name: String
        let lowered: String
        let bytes: [UInt8]
        /// Nil for a name with a byte outside ASCII.
        let shape: NameShape?

        init(_ name: String) {
            self.name = name
            self.lowered = name.lowercased()
            self.bytes = Array(name.utf8)
            self.shape = NameShape(utf8: bytes)
        }
    }

    /// The nearest candidate when it is a plausible typo: a candidate equal but for case wins; else
    /// the smallest edit distance within `limit` (default: a third of the name, 1 to 3), ties broken
    /// alphabetically; else, without an explicit limit and for names of three or more characters, the
    /// shortest candidate that starts with the name (a name typed halfway).
    package static func closest<Candidates: Sequence<String>>(to name: String, in candidates: Candidates, limit: Int? = nil) -> String? {
        closest(to: name, among: candidates.map(Candidate.init), limit: limit)
    }

    static func closest(to name: String, among candidates: [Candidate], limit: Int? = nil) -> String? {
        let target = Array(name.utf8)
        let allowsCompletion = limit == nil && target.count >= 3
        let limit = limit ?? max(1, min(3, target.count / 3))
        let lowered = name.lowercased()
        let shape = NameShape(utf8: target)
        var best: (candidate: String, distance: Int)?
        var completions: [String] = []
        for candidate in candidates where candidate.name != name {
            if candidate.lowered == lowered { return candidate.name }
            if allowsCompletion, candidate.bytes.starts(with: target) { completions.append(candidate.name) }
            guard abs(candidate.bytes.count - target.count) <= limit else { continue }
            // The shapes rule most candidates out without the edit distance's table.
            if let shape, let candidateShape = candidate.shape, !shape.mayBeWithin(limit, of: candidateShape) { continue }
            let distance = editDistance(target, candidate.bytes, limit: limit)
            if distance <= limit, best == nil || (distance, candidate.name) < (best!.distance, best!.candidate) {
                best = (candidate.name, distance)
            }
        }
        return best?.candidate ?? completions.min { ($0.count, $0) < ($1.count, $1) }
    }

    /// Optimal string alignment distance over bytes (a swap of two neighbours is one edit); returns a
    /// value above `limit` as soon as every path exceeds it.
    package static func editDistance(_ a: [UInt8], _ b: [UInt8], limit: Int = .max) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let width = b.count + 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * width) { rows in
            // Three rows of the table, rotated: the row before the previous one, the previous, the current.
            var beforePrevious = rows.baseAddress!
            var previous = beforePrevious + width
            var current = previous + width
            for j in 0...b.count {
                beforePrevious[j] = 0
                previous[j] = j
            }
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
}
