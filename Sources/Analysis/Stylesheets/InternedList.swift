/// A per-occurrence view of per-name values: element `i` is `values[ids[i]]`. Lets a file keep one
/// value (a name, a catalog entry) per distinct name instead of one per occurrence.
package struct InternedList<Values: RandomAccessCollection & Sendable>: RandomAccessCollection, Sendable where Values.Index == Int {
    package let values: Values
    package let ids: [Int32]

    package init(values: Values, ids: [Int32]) {
        self.values = values
        self.ids = ids
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { ids.count }
    package subscript(position: Int) -> Values.Element { values[Int(ids[position])] }
}
