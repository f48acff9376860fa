/// Interns names (byte ranges of one buffer) to dense ids. The table keeps where each name was
/// written, not its bytes: every call passes the same buffer.
///
/// Interning runs for every name of every file an index reads, so it is inlinable: callers in other
/// modules get it specialized into their loops rather than calling across the module boundary.
public struct ByteNameTable: Sendable {
    /// Where each name was written, and its ``ByteNameHash``, by id.
    @usableFromInline var entries: [Entry] = []
    /// Open addressing: an id, or -1 for an empty slot. The count is a power of two.
    @usableFromInline var slots: [Int32]

    @usableFromInline
    struct Entry: Sendable {
        @usableFromInline var start: Int
        @usableFromInline var length: Int32
        @usableFromInline var hash: UInt32

        @inlinable
        init(start: Int, length: Int32, hash: UInt32) {
            self.start = start
            self.length = length
            self.hash = hash
        }
    }

    public init(expectedNames: Int = 64) {
        var capacity = 16
        while capacity < expectedNames * 2 { capacity *= 2 }
        slots = [Int32](copies: -1, count: capacity)
        entries.reserveCapacity(expectedNames)
    }

    @inlinable public var count: Int { entries.count }

    /// Where name `id` was written in the buffer, and its ``ByteNameHash``.
    @inlinable
    public func key(of id: Int32) -> (start: Int, length: Int, hash: UInt32) {
        let entry = entries[Int(id)]
        return (entry.start, Int(entry.length), entry.hash)
    }

    /// The id of the name written at `start..<end` of `bytes`, interning it when it is new.
    @inlinable @inline(__always)
    public mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int32 {
        precondition(0 <= start && start <= end && end <= bytes.count)
        let base = bytes.baseAddress!
        let length = end - start
        let hash = ByteNameHash.of(base + start, length)
        let (found, slot) = probe(base + start, length, hash, in: base)
        if found >= 0 { return found }
        let id = Int32(truncatingIfNeeded: entries.count)
        entries.append(Entry(start: start, length: Int32(truncatingIfNeeded: length), hash: hash))
        slots[slot] = id
        if entries.count * 2 > slots.count { grow() }
        return id
    }

    /// The id of the name written at `start..<end` of `bytes`, or nil when it was never interned.
    @inlinable @inline(__always)
    public func id(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int32? {
        precondition(0 <= start && start <= end && end <= bytes.count)
        let name = bytes.baseAddress! + start
        let found = probe(name, end - start, ByteNameHash.of(name, end - start), in: bytes.baseAddress!).found
        return found < 0 ? nil : found
    }

    /// The id of the name written at `name` with `length` bytes and hash `hash` (possibly in another
    /// buffer), or nil; `bytes` is the buffer this table's names were interned from.
    @inlinable @inline(__always)
    public func id(of name: UnsafePointer<UInt8>, length: Int, hash: UInt32, in bytes: UnsafeBufferPointer<UInt8>) -> Int32? {
        let found = probe(name, length, hash, in: bytes.baseAddress!).found
        return found < 0 ? nil : found
    }

    /// The name's id when interned (else -1), and the slot holding it or the empty slot where it goes.
    @inlinable @inline(__always)
    func probe(_ name: UnsafePointer<UInt8>, _ length: Int, _ hash: UInt32, in base: UnsafePointer<UInt8>) -> (found: Int32, slot: Int) {
        slots.withUnsafeBufferPointer { slots in
            entries.withUnsafeBufferPointer { entries in
                let mask = slots.count - 1
                var slot = Int(hash) & mask
                while true {
                    let id = slots[slot]
                    if id < 0 { return (-1, slot) }
                    let entry = entries[Int(id)]
                    if entry.hash == hash, Int(entry.length) == length, ByteNameTable.equal(name, base + entry.start, length) {
                        return (id, slot)
                    }
                    slot = (slot + 1) & mask
                }
            }
        }
    }

    /// Compares eight bytes at a time (the last word overlapping the one before it), or two
    /// overlapping halves of a short name; names are short.
    @inlinable @inline(__always)
    static func equal(_ left: UnsafePointer<UInt8>, _ right: UnsafePointer<UInt8>, _ length: Int) -> Bool {
        let leftRaw = UnsafeRawPointer(left)
        let rightRaw = UnsafeRawPointer(right)
        func word(_ raw: UnsafeRawPointer, _ offset: Int) -> UInt64 { raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) }
        func half(_ raw: UnsafeRawPointer, _ offset: Int) -> UInt32 { raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self) }
        if length >= 8 {
            var offset = 0
            while offset + 8 < length {
                if word(leftRaw, offset) != word(rightRaw, offset) { return false }
                offset += 8
            }
            return word(leftRaw, length - 8) == word(rightRaw, length - 8)
        }
        if length >= 4 {
            return half(leftRaw, 0) == half(rightRaw, 0) && half(leftRaw, length - 4) == half(rightRaw, length - 4)
        }
        for offset in 0..<length where left[offset] != right[offset] { return false }
        return true
    }

    @usableFromInline
    mutating func grow() {
        slots = [Int32](copies: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, entry) in entries.enumerated() {
            var position = Int(entry.hash) & mask
            while slots[position] >= 0 { position = (position + 1) & mask }
            slots[position] = Int32(index)
        }
    }
}
