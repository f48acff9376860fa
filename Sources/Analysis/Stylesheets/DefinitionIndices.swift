/// The definitions of one variable name in a file (indices into ``NSS/NSSStylesheet/definitions``, in
/// file order). Most names are defined once, which is kept without allocating an array.
package enum DefinitionIndices: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable, Hashable {
    case one(Int)
    case many([Int])

    package init(arrayLiteral elements: Int...) {
        self = elements.count == 1 ? .one(elements[0]) : .many(elements)
    }

    package var startIndex: Int { 0 }

    package var endIndex: Int {
        switch self {
        case .one: return 1
        case .many(let indices): return indices.count
        }
    }

    package subscript(position: Int) -> Int {
        switch self {
        case .one(let index):
            precondition(position == 0, "index out of range")
            return index
        case .many(let indices): return indices[position]
        }
    }

    mutating func append(_ index: Int) {
        switch self {
        case .one(let first): self = .many([first, index])
        case .many(var indices):
            self = .one(index)  // drops this enum's reference, so the append below does not copy
            indices.append(index)
            self = .many(indices)
        }
    }
}
