import Foundation
import SourceText

/// Token names to dense ids (a name's id is its position in ``names``): open addressing over the
/// names' UTF-8 bytes with ``ByteNameHash``, which hashes the short dotted names of tokens several
/// times faster than `Dictionary<String, Int>` does. Names are the same name when `==` says so, as
/// for a dictionary.
package struct TokenNameTable: Sendable {
    /// Names in the order they were added.
    package private(set) var names: [String] = []
    private var hashes: [UInt32] = []
    /// An id, or -1 for an empty slot. The count is a power of two, at least twice the names.
    private var slots: [Int32]

    package init(capacity: Int = 0) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        slots = [Int32](copies: -1, count: size)
        names.reserveCapacity(capacity)
        hashes.reserveCapacity(capacity)
    }

    package var count: Int { names.count }

    /// The id of `name`, or nil when it was never added.
    package subscript(name: String) -> Int? {
        let found = probe(name, Self.hash(name)).found
        return found < 0 ? nil : Int(found)
    }

    /// The id of `name`, adding it when it is new.
    package mutating func add(_ name: String) -> (id: Int, isNew: Bool) {
        let hash = Self.hash(name)
        let (found, slot) = probe(name, hash)
        if found >= 0 { return (Int(found), false) }
        let id = names.count
        names.append(name)
        hashes.append(hash)
        slots[slot] = Int32(id)
        if names.count * 2 > slots.count { grow() }
        return (id, true)
    }

    /// ``ByteNameHash`` of the name's bytes, read in place. Names that Swift finds equal (canonically
    /// equivalent: `é` written as one scalar or two, `K` and the Kelvin sign) must hash alike, so a name
    /// that is not ASCII is hashed in its composed form (NFC).
    private static func hash(_ name: String) -> UInt32 {
        let asciiHash = name.utf8.withContiguousStorageIfAvailable { bytes -> UInt32? in
            // An empty name has no bytes to point at; its hash reads none.
            guard let start = bytes.baseAddress else { return ByteNameHash.of("") }
            return isASCII(start, bytes.count) ? ByteNameHash.of(start, bytes.count) : nil
        }
        if let asciiHash, let hash = asciiHash { return hash }
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return ByteNameHash.of(name) }
        return ByteNameHash.of(name.precomposedStringWithCanonicalMapping)
    }

    /// True when no byte has its high bit set; reads eight bytes at a time.
    private static func isASCII(_ start: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        let raw = UnsafeRawPointer(start)
        var offset = 0
        while offset + 8 <= count {
            if raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
            offset += 8
        }
        while offset < count {
            if start[offset] >= 0x80 { return false }
            offset += 1
        }
        return true
    }

    /// The name's id (or -1), and the slot it is in or goes to.
    private func probe(_ name: String, _ hash: UInt32) -> (found: Int32, slot: Int) {
        slots.withUnsafeBufferPointer { slots in
            hashes.withUnsafeBufferPointer { hashes in
                names.withUnsafeBufferPointer { names in
                    let mask = slots.count - 1
                    var slot = Int(hash) & mask
                    while true {
                        let id = slots[slot]
                        if id < 0 { return (-1, slot) }
                        if hashes[Int(id)] == hash, names[Int(id)] == name { return (id, slot) }
                        slot = (slot + 1) & mask
                    }
                }
            }
        }
    }

    private mutating func grow() {
        slots = [Int32](copies: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (id, hash) in hashes.enumerated() {
            var slot = Int(hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(id)
        }
    }
}
