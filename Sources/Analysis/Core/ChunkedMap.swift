import Foundation

/// Makes a long list on every core: the items `0..<count`, in order, a chunk at a time, each chunk
/// with its own `state` (caches that need no lock). A pasted theme has tens of thousands of dead
/// lines, and one file's rule would otherwise make all their findings on one core.
enum ChunkedMap {
    /// Chunks are at least this long; a shorter list is made on the calling thread.
    static let chunkSize = 2_048

    static func map<State, Item>(
        count: Int, state: @Sendable () -> State, _ item: @Sendable (inout State, Int) -> Item
    ) -> [Item] {
        let chunks = count / chunkSize
        guard chunks > 1 else {
            var state = state()
            return (0..<count).map { item(&state, $0) }
        }
        return [Item](unsafeUninitializedCapacity: count) { buffer, initialized in
            let items = UncheckedBuffer(buffer)
            DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                var chunkState = state()
                let end = chunk == chunks - 1 ? count : (chunk + 1) * chunkSize
                // Each chunk initializes its own items only.
                for index in chunk * chunkSize..<end { items.initialize(index, to: item(&chunkState, index)) }
            }
            initialized = count
        }
    }
}

/// The list's memory, shared by the workers that each initialize their own part of it.
private struct UncheckedBuffer<Item>: @unchecked Sendable {
    let base: UnsafeMutableBufferPointer<Item>

    init(_ base: UnsafeMutableBufferPointer<Item>) { self.base = base }

    func initialize(_ index: Int, to item: consuming Item) { (base.baseAddress! + index).initialize(to: item) }
}
