/// A short list of element indices (a comment's declarations, a declaration's comments) that keeps
/// its first two inline: most lists hold one or two, and an array would cost an allocation each.
package struct IndexList: Sendable, Hashable, RandomAccessCollection, ExpressibleByArrayLiteral {
    package private(set) var count = 0
    private var first0 = 0
    private var first1 = 0
    /// The indices after the first two.
    private var rest: [Int] = []

    package init() {}

    package init(arrayLiteral elements: Int...) {
        for element in elements { append(element) }
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { count }

    package subscript(position: Int) -> Int {
        precondition(position >= 0 && position < count, "index out of range")
        switch position {
        case 0: return first0
        case 1: return first1
        default: return rest[position - 2]
        }
    }

    package mutating func append(_ index: Int) {
        switch count {
        case 0: first0 = index
        case 1: first1 = index
        default: rest.append(index)
        }
        count += 1
    }
}
