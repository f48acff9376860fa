/// A set of palette name shapes (length, first and last byte packed in 32 bits), sorted and searched
/// by halving: a lookup hashes nothing.
struct PaletteNameShapes: Sendable {
    private let sorted: [UInt32]

    init<Shapes: Sequence<UInt32>>(_ shapes: Shapes) {
        sorted = Array(Set(shapes)).sorted()
    }

    var isEmpty: Bool { sorted.isEmpty }

    func contains(_ shape: UInt32) -> Bool {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < shape { low = middle + 1 } else { high = middle }
        }
        return low < sorted.count && sorted[low] == shape
    }
}
