import SourceText

/// The last declaration of each (class, property, `@media` block) slot of a file: an open-addressing
/// table keyed by the packed slot, with a multiplicative hash. It is filled once per declaration and
/// selector while a file is analysed, where a `Dictionary`'s seeded hashing costs more than the rest.
struct DeclarationSlots: Sendable {
    /// Key and declaration side by side, so that a probe reads one cache line; an empty slot has the
    /// key `.max`.
    private var entries: [Entry]
    private let shift: UInt64

    fileprivate struct Entry: Sendable {
        var key: UInt64
        var declaration: Int32
    }

    /// Room for `expected` slots without growing.
    init(expected: Int) {
        var bits: UInt64 = 4
        while (1 << bits) < expected * 2 { bits += 1 }
        entries = [Entry](copies: Entry(key: .max, declaration: -1), count: 1 << bits)
        shift = 64 - bits
    }

    /// Where a probe for `key` starts.
    private static func start(_ key: UInt64, _ shift: UInt64) -> Int { Int((key &* 0x9E37_79B9_7F4A_7C15) >> shift) }

    /// Writes into the table's storage: filling a file's table goes through one of these, without a
    /// copy-on-write check per declaration.
    struct Writer {
        fileprivate let entries: UnsafeMutableBufferPointer<Entry>
        fileprivate let shift: UInt64

        /// Stores `declaration` in `key`'s slot and returns the declaration it replaces (-1: none).
        func replace(_ key: UInt64, with declaration: Int32) -> Int32 {
            let mask = entries.count - 1
            var position = DeclarationSlots.start(key, shift)
            while entries[position].key != .max && entries[position].key != key { position = (position + 1) & mask }
            let previous = entries[position].declaration
            entries[position] = Entry(key: key, declaration: declaration)
            return previous
        }
    }

    mutating func withWriter<Result>(_ body: (Writer) -> Result) -> Result {
        let shift = self.shift
        return entries.withUnsafeMutableBufferPointer { body(Writer(entries: $0, shift: shift)) }
    }

    subscript(key: UInt64) -> Int? {
        entries.withUnsafeBufferPointer { entries in
            let mask = entries.count - 1
            var position = DeclarationSlots.start(key, shift)
            while entries[position].key != .max {
                if entries[position].key == key { return Int(entries[position].declaration) }
                position = (position + 1) & mask
            }
            return nil
        }
    }
}
