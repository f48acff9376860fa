import SourceText

/// A catalog entry that can be found by its ordinal (its position in the catalog).
package protocol NSSCatalogEntry: AnyObject, Sendable {
    static func catalogEntry(ordinal: Int) -> Self
}

extension NSSPropertyInfo: NSSCatalogEntry {
    package static func catalogEntry(ordinal: Int) -> NSSPropertyInfo { NSSCatalog.propertyList[ordinal] }
}

extension NSSClassInfo: NSSCatalogEntry {
    package static func catalogEntry(ordinal: Int) -> NSSClassInfo { NSSCatalog.classList[ordinal] }
}

/// Catalog entries kept as ordinals (-1: none), each entry made only when it is read. Files of an
/// index are analysed on every core at once and the catalog's objects are shared by all of them:
/// plain integers keep the analysis from retaining and releasing those objects.
package struct NSSCatalogEntries<Entry: NSSCatalogEntry>: RandomAccessCollection, Sendable {
    package let ordinals: [Int32]

    package init(ordinals: [Int32]) {
        self.ordinals = ordinals
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { ordinals.count }

    package subscript(position: Int) -> Entry? {
        let ordinal = ordinals[position]
        return ordinal < 0 ? nil : Entry.catalogEntry(ordinal: Int(ordinal))
    }
}

extension NSSCatalog {
    /// The kind of value each property takes, by ordinal.
    package static let propertyValueKinds: [NSSValueType.Kind] = propertyList.map(\.type.kind)

    /// Per name id of `table` (interned from `bytes`): the ordinal of the catalog property it names
    /// when `ids` holds it, else -1.
    package static func propertyOrdinals(of ids: [Int32], in table: ByteNameTable, bytes: UnsafeBufferPointer<UInt8>) -> [Int32] {
        ordinals(of: ids, in: table, bytes: bytes, catalog: propertiesByBytes)
    }

    /// Per name id of `table` (interned from `bytes`): the ordinal of the built-in class it names
    /// when `ids` holds it, else -1.
    package static func classOrdinals(of ids: [Int32], in table: ByteNameTable, bytes: UnsafeBufferPointer<UInt8>) -> [Int32] {
        ordinals(of: ids, in: table, bytes: bytes, catalog: classesByBytes)
    }

    /// Looks each distinct name of `ids` up once.
    private static func ordinals<Value>(
        of ids: [Int32], in table: ByteNameTable, bytes: UnsafeBufferPointer<UInt8>, catalog: NSSByteKeyedTable<Value>
    ) -> [Int32] {
        let notLooked: Int32 = -2
        var ordinals = [Int32](copies: notLooked, count: table.count)
        ordinals.withUnsafeMutableBufferPointer { ordinals in
            for id in ids where ordinals[Int(id)] == notLooked {
                ordinals[Int(id)] = catalog.position(of: id, in: table, text: bytes)
            }
            for id in ordinals.indices where ordinals[id] == notLooked { ordinals[id] = -1 }
        }
        return ordinals
    }
}
