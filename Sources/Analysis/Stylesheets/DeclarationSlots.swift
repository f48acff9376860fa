import SourceText

/// The last declaration of each (class, property, `@media` block) slot of a file: an open-addressing
/// table keyed by the packed slot, with a multiplicative hash. It is filled once per declaration and
/// selector while a file is analysed, where a `Dictionary`'s seeded hashing costs more than the rest.
struct DeclarationSlots: Sendable {
    private var keys: [UInt64]
    private var declarations: [Int32]
    private let shift: UInt64

    /// Room for `expected` slots without growing.
    init(expected: Int) {
        var bits: UInt64 = 4
        while (1 << bits) < expected * 2 { bits += 1 }
        keys = [UInt64](copies: .max, count: 1 << bits)
        declarations = [Int32](copies: -1, count: 1 << bits)
        shift = 64 - bits
    }

    private func start(_ key: UInt64) -> Int { Int((key &* 0x9E37_79B9_7F4A_7C15) >> shift) }

    /// Stores `declaration` in `key`'s slot and returns the declaration it replaces.
    mutating func replace(_ key: UInt64, with declaration: Int) -> Int? {
        let mask = keys.count - 1
        var position = start(key)
        while keys[position] != .max && keys[position] != key { position = (position + 1) & mask }
        let previous = declarations[position]
        keys[position] = key
        declarations[position] = Int32(declaration)
        return previous < 0 ? nil : Int(previous)
    }

    subscript(key: UInt64) -> Int? {
        let mask = keys.count - 1
        var position = start(key)
        while keys[position] != .max {
            if keys[position] == key { return Int(declarations[position]) }
            position = (position + 1) & mask
        }
        return nil
    }
}
