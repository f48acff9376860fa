import SourceText

/// The entries of a catalog keyed by name, found by a name's bytes without making a `String` of it.
struct CatalogByBytes<Entry: Sendable>: Sendable {
    /// The catalog's names one after another.
    private let names: [UInt8]
    private let table: ByteNameTable
    /// The entry of each name, by its id in `table`.
    let entries: [Entry]

    init(_ catalog: [String: Entry]) {
        var names: [UInt8] = []
        var ranges: [Range<Int>] = []
        var entries: [Entry] = []
        for (name, entry) in catalog {
            ranges.append(names.count..<(names.count + name.utf8.count))
            names.append(contentsOf: name.utf8)
            entries.append(entry)
        }
        var table = ByteNameTable(expectedNames: catalog.count)
        names.withUnsafeBufferPointer { buffer in
            // The catalog's keys are distinct, so the ids are the positions in `entries`.
            for range in ranges { _ = table.intern(buffer, range.lowerBound, range.upperBound) }
        }
        precondition(entries.count < Int(UInt16.max), "positions of entries fit in two bytes (CatalogEntriesByName)")
        self.names = names
        self.table = table
        self.entries = entries
    }

    /// The entry named by `name`'s bytes, if there is one.
    func entry(named name: UnsafeBufferPointer<UInt8>) -> Entry? {
        guard let start = name.baseAddress else { return nil }
        return position(named: name, hash: ByteNameHash.of(start, name.count)).map { entries[$0] }
    }

    /// The position in `entries` of the entry named by `name`'s bytes, whose ``ByteNameHash`` is
    /// `hash`, if there is one.
    func position(named name: UnsafeBufferPointer<UInt8>, hash: UInt32) -> Int? {
        guard let start = name.baseAddress else { return nil }
        return names.withUnsafeBufferPointer { table.id(of: start, length: name.count, hash: hash, in: $0) }.map(Int.init)
    }
}
