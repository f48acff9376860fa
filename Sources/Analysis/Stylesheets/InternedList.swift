/// A per-occurrence view of per-name values: element `i` is `values[ids[i]]`. Lets a file keep one
/// `String` (or catalog entry) per distinct name instead of one per occurrence.
package struct InternedList<Element: Sendable>: RandomAccessCollection, Sendable {
    package let values: [Element]
    package let ids: [Int32]

    package init(values: [Element], ids: [Int32]) {
        self.values = values
        self.ids = ids
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { ids.count }
    package subscript(position: Int) -> Element { values[Int(ids[position])] }
}
