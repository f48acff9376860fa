/// Filters candidates by the typed prefix and orders them: an exact (case-sensitive) prefix match
/// first, then a case-insensitive prefix, then the letters in order; within each, the names used most
/// in the workspace first, then by name.
package struct CompletionRanking {
    package let prefix: String
    /// How often each label is used in the workspace.
    package var frequency: (String) -> Int
    /// The prefix in lower case, as bytes when it is ASCII (labels usually are: then no label needs
    /// lower-casing).
    private let lowerPrefix: String
    private let asciiLowerPrefix: [UInt8]?

    package init(prefix: String, frequency: @escaping (String) -> Int = { _ in 0 }) {
        self.prefix = prefix
        self.frequency = frequency
        lowerPrefix = prefix.lowercased()
        asciiLowerPrefix = prefix.utf8.allSatisfy { $0 < 0x80 } ? Array(lowerPrefix.utf8) : nil
    }

    /// 0 exact prefix, 1 case-insensitive prefix, 2 subsequence; nil when the label does not match.
    package func matchClass(_ label: String) -> Int? {
        if prefix.isEmpty || label.hasPrefix(prefix) { return 0 }
        if let asciiLowerPrefix, label.utf8.allSatisfy({ $0 < 0x80 }) {
            return CompletionRanking.asciiMatchClass(label.utf8, lowerPrefix: asciiLowerPrefix)
        }
        let lowerLabel = label.lowercased()
        if lowerLabel.hasPrefix(lowerPrefix) { return 1 }
        var remaining = Substring(lowerPrefix)
        for character in lowerLabel where character == remaining.first {
            remaining.removeFirst()
            if remaining.isEmpty { return 2 }
        }
        return nil
    }

    private static func asciiMatchClass(_ label: String.UTF8View, lowerPrefix: [UInt8]) -> Int? {
        func lower(_ byte: UInt8) -> UInt8 { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte }
        if label.count >= lowerPrefix.count, zip(label, lowerPrefix).allSatisfy({ lower($0) == $1 }) { return 1 }
        var matched = 0
        for byte in label where lower(byte) == lowerPrefix[matched] {
            matched += 1
            if matched == lowerPrefix.count { return 2 }
        }
        return nil
    }

    /// The matching candidates in order, with their sort keys set; `isIncomplete` when some were dropped.
    package func rank(_ candidates: [CompletionCandidate], limit: Int = 400) -> CompletionAnswer {
        var seen: Set<String> = []
        seen.reserveCapacity(candidates.count)
        var scored: [(group: Int, tier: Int, uses: Int, candidate: CompletionCandidate)] = []
        scored.reserveCapacity(candidates.count)
        var dropped = false
        for candidate in candidates {
            guard seen.insert(candidate.label).inserted else { continue }
            guard let match = matchClass(candidate.label) else {
                dropped = true
                continue
            }
            let tier = Int(candidate.sortKey) ?? 0
            scored.append((match, tier, frequency(candidate.label), candidate))
        }
        scored.sort { lhs, rhs in
            if lhs.group != rhs.group { return lhs.group < rhs.group }
            if lhs.tier != rhs.tier { return lhs.tier < rhs.tier }
            if lhs.uses != rhs.uses { return lhs.uses > rhs.uses }
            return lhs.candidate.label < rhs.candidate.label
        }
        if scored.count > limit {
            scored.removeLast(scored.count - limit)
            dropped = true
        }
        let width = CompletionRanking.digitCount(scored.count)
        let items = scored.enumerated().map { position, entry -> CompletionCandidate in
            var candidate = entry.candidate
            candidate.sortKey = CompletionRanking.sortKey(position, width: width)
            return candidate
        }
        return CompletionAnswer(items: items, isIncomplete: dropped)
    }

    private static func digitCount(_ number: Int) -> Int {
        var digits = 1
        var rest = number / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        return digits
    }

    /// `position` in decimal, zero-padded to `width` digits.
    private static func sortKey(_ position: Int, width: Int) -> String {
        String(unsafeUninitializedCapacity: max(width, digitCount(position))) { buffer in
            var rest = position
            var index = buffer.count - 1
            while index >= 0 {
                buffer[index] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                index -= 1
            }
            return buffer.count
        }
    }
}
