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
    private let asciiPrefix: [UInt8]?
    private let asciiLowerPrefix: [UInt8]?

    package init(prefix: String, frequency: @escaping (String) -> Int = { _ in 0 }) {
        self.prefix = prefix
        self.frequency = frequency
        lowerPrefix = prefix.lowercased()
        let isASCII = prefix.utf8.allSatisfy { $0 < 0x80 }
        asciiPrefix = isASCII ? Array(prefix.utf8) : nil
        asciiLowerPrefix = isASCII ? Array(lowerPrefix.utf8) : nil
    }

    /// 0 exact prefix, 1 case-insensitive prefix, 2 subsequence; nil when the label does not match.
    package func matchClass(_ label: String) -> Int? {
        // An ASCII label is compared on its bytes (no label needs lower-casing).
        if let asciiPrefix, let asciiLowerPrefix, label.utf8.allSatisfy({ $0 < 0x80 }) {
            return CompletionRanking.asciiMatchClass(label.utf8, prefix: asciiPrefix, lowerPrefix: asciiLowerPrefix)
        }
        if prefix.isEmpty || label.hasPrefix(prefix) { return 0 }
        let lowerLabel = label.lowercased()
        if lowerLabel.hasPrefix(lowerPrefix) { return 1 }
        var remaining = Substring(lowerPrefix)
        for character in lowerLabel where character == remaining.first {
            remaining.removeFirst()
            if remaining.isEmpty { return 2 }
        }
        return nil
    }

    private static func asciiMatchClass(_ label: String.UTF8View, prefix: [UInt8], lowerPrefix: [UInt8]) -> Int? {
        if prefix.isEmpty { return 0 }
        func lower(_ byte: UInt8) -> UInt8 { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte }
        var exact = true
        var folded = true
        var compared = 0
        for byte in label {
            if compared == prefix.count { break }
            exact = exact && byte == prefix[compared]
            folded = folded && lower(byte) == lowerPrefix[compared]
            if !folded { break }
            compared += 1
        }
        if compared == prefix.count { return exact ? 0 : 1 }
        var matched = 0
        for byte in label where lower(byte) == lowerPrefix[matched] {
            matched += 1
            if matched == lowerPrefix.count { return 2 }
        }
        return nil
    }

    /// The matching candidates in order, with their sort keys set; `isIncomplete` when some were dropped.
    package func rank(_ candidates: [CompletionCandidate], limit: Int = 400) -> CompletionAnswer {
        // Short lists (what a typed prefix leaves) look for repeated labels among the earlier ones
        // rather than hashing every label.
        var seen: Set<String> = []
        let hashes = candidates.count > 16
        if hashes { seen.reserveCapacity(candidates.count) }
        var scored: [(group: Int, tier: Int, uses: Int, index: Int)] = []
        scored.reserveCapacity(candidates.count)
        var dropped = false
        for (index, candidate) in candidates.enumerated() {
            if hashes {
                guard seen.insert(candidate.label).inserted else { continue }
            } else {
                guard !candidates[..<index].contains(where: { $0.label == candidate.label }) else { continue }
            }
            guard let match = matchClass(candidate.label) else {
                dropped = true
                continue
            }
            let tier = Int(candidate.sortKey) ?? 0
            scored.append((match, tier, frequency(candidate.label), index))
        }
        scored.sort { lhs, rhs in
            if lhs.group != rhs.group { return lhs.group < rhs.group }
            if lhs.tier != rhs.tier { return lhs.tier < rhs.tier }
            if lhs.uses != rhs.uses { return lhs.uses > rhs.uses }
            return candidates[lhs.index].label < candidates[rhs.index].label
        }
        if scored.count > limit {
            scored.removeLast(scored.count - limit)
            dropped = true
        }
        let width = CompletionRanking.digitCount(scored.count)
        var items: [CompletionCandidate] = []
        items.reserveCapacity(scored.count)
        for (position, entry) in scored.enumerated() {
            var candidate = candidates[entry.index]
            candidate.sortKey = CompletionRanking.sortKey(position, width: width)
            items.append(candidate)
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
        let digits = String(position)
        return digits.utf8.count >= width ? digits : String(repeating: "0", count: width - digits.utf8.count) + digits
    }
}
