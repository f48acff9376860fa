import SourceText

/// The entries of a catalog keyed by name, found by a name's bytes without making a `String` of it.
struct CatalogByBytes<Entry: Sendable>: Sendable {
    /// The catalog's names one after another.
    private let names: [UInt8]
    private let table: ByteNameTable
    /// The entry of each name, by its id in `table`.
    private let entries: [Entry]

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
        self.names = names
        self.table = table
        self.entries = entries
    }

    /// The entry named by `name`'s bytes, if there is one.
    func entry(named name: UnsafeBufferPointer<UInt8>) -> Entry? {
        guard let start = name.baseAddress else { return nil }
        return entry(named: name, hash: ByteNameHash.of(start, name.count))
    }

    /// The same, for a name whose ``ByteNameHash`` is known.
    func entry(named name: UnsafeBufferPointer<UInt8>, hash: UInt32) -> Entry? {
        guard let start = name.baseAddress else { return nil }
        let id = names.withUnsafeBufferPointer { table.id(of: start, length: name.count, hash: hash, in: $0) }
        return id.map { entries[Int($0)] }
    }
}
