/// The last declaration per class and property while rule sets are merged: open addressing over the
/// two name ids as one word, sized once for the number of (declaration, selector) pairs, so it never
/// grows and hashes with one multiplication.
struct DeclarationSlotTable {
    private var keys: [UInt64]
    /// The declaration of each slot, or -1 for an empty slot.
    private var declarations: [Int32]
    private let shift: UInt64

    init(pairs: Int) {
        var capacity = 16
        var bits: UInt64 = 4
        while capacity < pairs * 2 {
            capacity *= 2
            bits += 1
        }
        keys = [UInt64](repeating: 0, count: capacity)
        declarations = [Int32](repeating: -1, count: capacity)
        shift = 64 - bits
    }

    /// Makes `declaration` the last one of class `classID` and property `propertyID`; returns the one
    /// it replaces.
    mutating func update(_ declaration: Int, classID: Int32, propertyID: Int32) -> Int? {
        let key = UInt64(UInt32(bitPattern: classID)) << 32 | UInt64(UInt32(bitPattern: propertyID))
        let mask = keys.count - 1
        var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
        while true {
            let found = declarations[slot]
            if found < 0 {
                keys[slot] = key
                declarations[slot] = Int32(truncatingIfNeeded: declaration)
                return nil
            }
            if keys[slot] == key {
                declarations[slot] = Int32(truncatingIfNeeded: declaration)
                return Int(found)
            }
            slot = (slot + 1) & mask
        }
    }
}
