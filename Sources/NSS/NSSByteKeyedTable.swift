/// A fixed table from names (as bytes) to values, looked up by bytes and their ``NSSNameHash``
/// without making a `String`.
struct NSSByteKeyedTable<Value: Sendable>: Sendable {
    private let bytes: [UInt8]
    private let starts: [Int]
    private let lengths: [Int]
    private let hashes: [UInt32]
    private let values: [Value]
    /// Open addressing: an entry, or -1 for an empty slot. The count is a power of two.
    private let slots: [Int32]

    init(_ entries: [(String, Value)]) {
        var bytes: [UInt8] = []
        var starts: [Int] = []
        var lengths: [Int] = []
        var hashes: [UInt32] = []
        var capacity = 16
        while capacity < entries.count * 2 { capacity *= 2 }
        var slots = [Int32](repeating: -1, count: capacity)
        for (index, (name, _)) in entries.enumerated() {
            let start = bytes.count
            bytes += name.utf8
            let hash = bytes.withUnsafeBufferPointer { NSSNameHash.of($0.baseAddress! + start, name.utf8.count) }
            starts.append(start)
            lengths.append(name.utf8.count)
            hashes.append(hash)
            var slot = Int(hash) & (capacity - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (capacity - 1) }
            slots[slot] = Int32(index)
        }
        self.bytes = bytes
        self.starts = starts
        self.lengths = lengths
        self.hashes = hashes
        self.values = entries.map(\.1)
        self.slots = slots
    }

    /// The value of the name written at `start` with `length` bytes and hash `hash`.
    func value(_ start: UnsafePointer<UInt8>, _ length: Int, hash: UInt32) -> Value? {
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        return bytes.withUnsafeBufferPointer { stored in
            while true {
                let entry = Int(slots[slot])
                if entry < 0 { return nil }
                if hashes[entry] == hash, lengths[entry] == length, equalBytes(start, stored.baseAddress! + starts[entry], length) {
                    return values[entry]
                }
                slot = (slot + 1) & mask
            }
        }
    }
}

func equalBytes(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
    for index in 0..<count where a[index] != b[index] { return false }
    return true
}
