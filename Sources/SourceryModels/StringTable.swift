import SourceText

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// Strings made from ranges of one file's bytes, each distinct text made once. Annotation keys and
/// type names repeat across a file, and a string too long to be stored inline (more than 15 UTF-8
/// bytes) would otherwise cost an allocation each time.
struct StringTable {
    /// Open addressing: for each slot, 1 + the index into `strings`, or 0 when empty.
    private var slots: [Int32] = []
    private var slotHashes: [UInt64] = []
    private var strings: [String] = []

    /// The text of `range`, as `String(decoding:as:)` makes it.
    mutating func string(_ bytes: [UInt8], _ range: TextRange) -> String {
        guard range.length > 15 else { return String(decoding: bytes[range.start..<range.end], as: UTF8.self) }
        if strings.count * 2 >= slots.count { grow() }
        let hash = StringTable.hash(bytes, range)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let candidate = strings[Int(slots[slot]) - 1]
            if slotHashes[slot] == hash, StringTable.hasBytes(candidate, bytes, range) { return candidate }
            slot = (slot + 1) & mask
        }
        let made = String(decoding: bytes[range.start..<range.end], as: UTF8.self)
        strings.append(made)
        slots[slot] = Int32(strings.count)
        slotHashes[slot] = hash
        return made
    }

    private mutating func grow() {
        let capacity = max(64, slots.count * 2)
        var newSlots = [Int32](repeating: 0, count: capacity)
        var newHashes = [UInt64](repeating: 0, count: capacity)
        for slot in slots.indices where slots[slot] != 0 {
            var target = Int(truncatingIfNeeded: slotHashes[slot]) & (capacity - 1)
            while newSlots[target] != 0 { target = (target + 1) & (capacity - 1) }
            newSlots[target] = slots[slot]
            newHashes[target] = slotHashes[slot]
        }
        slots = newSlots
        slotHashes = newHashes
    }

    /// FNV-1a.
    private static func hash(_ bytes: [UInt8], _ range: TextRange) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for index in range.range {
            hash = (hash ^ UInt64(bytes[index])) &* 0x100_0000_01b3
        }
        return hash
    }

    /// True when `string` is exactly the bytes of `range` (not so when decoding repaired them).
    private static func hasBytes(_ string: String, _ bytes: [UInt8], _ range: TextRange) -> Bool {
        var string = string
        return string.withUTF8 { utf8 in
            guard utf8.count == range.length, let stored = utf8.baseAddress else { return false }
            return bytes.withUnsafeBufferPointer { memcmp(stored, $0.baseAddress! + range.start, range.length) == 0 }
        }
    }
}
