import TestSupport

/// Deterministic mutations of a seed, for the bounded pass the tests run (libFuzzer does its own).
package struct SeedMutator {
    /// Byte strings that tend to open or close a construct in one of the fuzzed languages.
    static let interesting: [[UInt8]] = [
        "{", "}", "[", "]", ":", ";", ",", "\"", "'", "/*", "*/", "//", "\\", "@", "\r\n", "\r", "\n", "😀",
        "sourcery:", "sourcery:begin:", "Content-Length: ", "\r\n\r\n", "0", "-1e999", "#FFF", "=",
    ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xED, 0xA0, 0x80], [0x00]]

    private var random: SeededGenerator

    package init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    private mutating func nextRandom() -> UInt64 { random.next() }

    private mutating func below(_ bound: Int) -> Int { Int(nextRandom() % UInt64(max(1, bound))) }

    /// `bytes` with one to four random edits: delete, overwrite, insert an interesting string,
    /// duplicate a slice, or truncate.
    package mutating func mutate(_ bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        for _ in 0...below(4) {
            let position = below(result.count + 1)
            switch below(5) {
            case 0 where position < result.count:
                result.removeSubrange(position..<min(result.count, position + 1 + below(8)))
            case 1 where position < result.count:
                result[position] = UInt8(truncatingIfNeeded: nextRandom())
            case 2:
                result.insert(contentsOf: SeedMutator.interesting[below(SeedMutator.interesting.count)], at: position)
            case 3 where position < result.count:
                let end = min(result.count, position + 1 + below(64))
                result.insert(contentsOf: result[position..<end], at: below(result.count + 1))
            default:
                if below(8) == 0 { result.removeSubrange(position...) }
            }
        }
        return result
    }
}
