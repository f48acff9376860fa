/// Per name id of one file, the catalog entry the name stands for (nil: none), kept as two bytes a
/// name that point into the catalog's shared entries.
package struct CatalogEntriesByName<Entry: Sendable>: RandomAccessCollection, Sendable {
    /// Per name id, the entry's position in `entries` plus one, or 0.
    private let positions: [UInt16]
    private let entries: [Entry]

    init(positions: [UInt16], entries: [Entry]) {
        self.positions = positions
        self.entries = entries
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { positions.count }
    package subscript(id: Int) -> Entry? {
        let position = positions[id]
        return position == 0 ? nil : entries[Int(position) - 1]
    }
}
