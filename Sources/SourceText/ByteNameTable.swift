/// Interns names (byte ranges of one buffer) to dense ids, making one `String` per distinct name rather
/// than one per occurrence. The table keeps where each name was written, not its bytes: every call
/// passes the same buffer.
package struct ByteNameTable {
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

    /// Where name `id` was written in the buffer, and its ``ByteNameHash``.
    package func key(of id: Int32) -> (start: Int, length: Int, hash: UInt32) {
        (starts[Int(id)], lengths[Int(id)], hashes[Int(id)])
    }

    /// The id of the name written at `start..<end` of `bytes`, interning it when it is new.
    package mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int32 {
        let length = end - start
        let hash = ByteNameHash.of(bytes.baseAddress! + start, length)
        let (found, slot) = probe(bytes.baseAddress! + start, length, hash, in: bytes)
        if let found { return found }
        let id = Int32(names.count)
        names.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
        starts.append(start)
        lengths.append(length)
        hashes.append(hash)
        slots[slot] = id
        if names.count * 2 > slots.count { grow() }
        return id
    }

    /// The id of the name written at `name` with `length` bytes and hash `hash` (possibly in another
    /// buffer), or nil; `bytes` is the buffer this table's names were interned from.
    package func id(of name: UnsafePointer<UInt8>, length: Int, hash: UInt32, in bytes: UnsafeBufferPointer<UInt8>) -> Int32? {
        probe(name, length, hash, in: bytes).found
    }

    /// The name's id when interned, else the empty slot where it goes.
    private func probe(
        _ name: UnsafePointer<UInt8>, _ length: Int, _ hash: UInt32, in bytes: UnsafeBufferPointer<UInt8>
    ) -> (found: Int32?, slot: Int) {
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while true {
            let id = slots[slot]
            if id < 0 { return (nil, slot) }
            let candidate = Int(id)
            if hashes[candidate] == hash, lengths[candidate] == length,
                (0..<length).allSatisfy({ name[$0] == bytes[starts[candidate] + $0] })
            {
                return (id, slot)
            }
            slot = (slot + 1) & mask
        }
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, stored) in hashes.enumerated() {
            var position = Int(stored) & mask
            while slots[position] >= 0 { position = (position + 1) & mask }
            slots[position] = Int32(index)
        }
    }
}
