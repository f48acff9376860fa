import SourceText

/// Per variable name, the positions (in path order) of the first two stylesheets that define it. It
/// is keyed by each name's ``ByteNameHash``, which interning computed already, and compares names by
/// their bytes, so building it makes no `String`.
struct VariableDefiners: Sendable {
    /// Open addressing: an entry, or -1 for an empty slot. The count is a power of two.
    private var slots: [Int32]
    private var entries: [Entry] = []

    private struct Entry: Sendable {
        /// The names of the first file that defines it, and its id there.
        let names: StylesheetNames
        let id: Int32
        let hash: UInt32
        var first: Int32
        var second: Int32
    }

    /// `files` in path order.
    init(files: [StylesheetFile]) {
        let expected = files.reduce(0) { $0 + $1.definedNameIDs.count }
        var capacity = 16
        while capacity < expected * 2 { capacity *= 2 }
        slots = [Int32](copies: -1, count: capacity)
        for (position, file) in files.enumerated() {
            for (id, hash) in zip(file.definedNameIDs, file.definedNameHashes) {
                let slot = self.slot(hash: hash) { file.names.name(Int(id), equals: Int($0.id), of: $0.names) }
                if slots[slot] < 0 {
                    slots[slot] = Int32(entries.count)
                    entries.append(Entry(names: file.names, id: id, hash: hash, first: Int32(position), second: -1))
                } else if entries[Int(slots[slot])].second < 0 {
                    entries[Int(slots[slot])].second = Int32(position)
                }
            }
        }
    }

    /// The positions of the first two files that define `name`, the second -1 when only one does.
    func definers(of name: String) -> (first: Int32, second: Int32)? {
        let entry = slots[slot(hash: ByteNameHash.of(name)) { $0.names.name(Int($0.id), equals: name) }]
        return entry < 0 ? nil : (entries[Int(entry)].first, entries[Int(entry)].second)
    }

    /// The slot holding the entry with `hash` that `isTheName` accepts, else the empty slot where
    /// it goes.
    private func slot(hash: UInt32, isTheName: (Entry) -> Bool) -> Int {
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while slots[slot] >= 0 {
            let entry = entries[Int(slots[slot])]
            if entry.hash == hash, isTheName(entry) { return slot }
            slot = (slot + 1) & mask
        }
        return slot
    }
}
