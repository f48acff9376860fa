import SourceText

/// A set of palette name shapes (length, first and last byte packed in 32 bits), sorted and searched
/// by halving: a lookup hashes nothing.
struct PaletteNameShapes: Sendable {
    private let sorted: [UInt32]

    init<Shapes: Sequence<UInt32>>(_ shapes: Shapes) {
        sorted = Array(Set(shapes)).sorted()
    }

    var isEmpty: Bool { sorted.isEmpty }

    func contains(_ shape: UInt32) -> Bool {
        let position = sorted.partitionPoint { $0 < shape }
        return position < sorted.count && sorted[position] == shape
    }
}
