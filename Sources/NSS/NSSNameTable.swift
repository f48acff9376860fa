/// Interns names (byte ranges of one text) to dense ids, making one `String` per distinct name rather
/// than one per occurrence.
package struct NSSNameTable {
    package private(set) var names: [String] = []
    private var starts: [Int] = []
    private var lengths: [Int] = []
    private var hashes: [UInt32] = []
    /// Open addressing: an id, or -1 for an empty slot. The count is a power of two.
    private var slots: [Int32]

    package init(expectedNames: Int = 64) {
        var capacity = 16
        while capacity < expectedNames * 2 { capacity *= 2 }
        slots = [Int32](repeating: -1, count: capacity)
        names.reserveCapacity(expectedNames)
        starts.reserveCapacity(expectedNames)
        lengths.reserveCapacity(expectedNames)
        hashes.reserveCapacity(expectedNames)
    }

    package var count: Int { names.count }

    /// The value `table` holds for name `id`, found by the name's bytes in `bytes` (the text it was
    /// interned from).
    func value<Value>(of id: Int32, in table: NSSByteKeyedTable<Value>, bytes: UnsafeBufferPointer<UInt8>) -> Value? {
        let id = Int(id)
        return table.value(bytes.baseAddress! + starts[id], lengths[id], hash: hashes[id])
    }

    /// The id of the name written at `start..<end` of `bytes`.
    package mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int32 {
        let length = end - start
        let hash = NSSNameHash.of(bytes.baseAddress! + start, length)
        var mask = slots.count - 1
        var slot = Int(hash) & mask
        while true {
            let id = slots[slot]
            if id < 0 { break }
            let candidate = Int(id)
            if hashes[candidate] == hash, lengths[candidate] == length,
                equalBytes(bytes.baseAddress! + start, bytes.baseAddress! + starts[candidate], length)
            {
                return id
            }
            slot = (slot + 1) & mask
        }
        let id = Int32(names.count)
        names.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
        starts.append(start)
        lengths.append(length)
        hashes.append(hash)
        slots[slot] = id
        if names.count * 2 > slots.count {
            slots = [Int32](repeating: -1, count: slots.count * 2)
            mask = slots.count - 1
            for (index, stored) in hashes.enumerated() {
                var position = Int(stored) & mask
                while slots[position] >= 0 { position = (position + 1) & mask }
                slots[position] = Int32(index)
            }
        }
        return id
    }
}
