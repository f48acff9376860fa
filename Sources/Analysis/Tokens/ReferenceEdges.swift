/// The references between token names as one flat list, built name by name in id order: the
/// targets of `id` are `targets[starts[id]..<starts[id + 1]]`, each once, in first-seen order.
struct ReferenceEdges {
    private var starts: [Int32] = [0]
    private var allTargets: [Int32] = []

    init(capacity: Int) {
        starts.reserveCapacity(capacity + 1)
        allTargets.reserveCapacity(capacity)
    }

    var isEmpty: Bool { allTargets.isEmpty }

    /// Adds a target to the name being built.
    mutating func add(_ target: Int) {
        var index = Int(starts[starts.count - 1])
        while index < allTargets.count {
            if allTargets[index] == Int32(target) { return }
            index += 1
        }
        allTargets.append(Int32(target))
    }

    /// Ends the name being built; the next one starts.
    mutating func endName() {
        starts.append(Int32(allTargets.count))
    }

    func targets(of id: Int) -> ArraySlice<Int32> {
        allTargets[Int(starts[id])..<Int(starts[id + 1])]
    }
}
