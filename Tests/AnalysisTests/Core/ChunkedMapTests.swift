import Testing

@testable import Analysis

/// A long list made a chunk at a time on every core holds the same items, in the same order, as one
/// made on one thread; each chunk has a state of its own.
struct ChunkedMapTests {
    @Test(arguments: [0, 1, ChunkedMap.chunkSize - 1, ChunkedMap.chunkSize, 2 * ChunkedMap.chunkSize, 2 * ChunkedMap.chunkSize + 1, 9_999])
    func sameItemsInOrder(count: Int) {
        let made = ChunkedMap.map(count: count, state: { [Int]() }) { seen, index -> [Int] in
            seen.append(index)
            return [index, seen.count]
        }
        #expect(made.map { $0[0] } == Array(0..<count))
        // Within a chunk the state grows item by item; each chunk starts with a new state. The last
        // chunk takes the rest of the list.
        let chunks = count / ChunkedMap.chunkSize
        for (index, item) in made.enumerated() {
            let chunk = chunks > 1 ? min(index / ChunkedMap.chunkSize, chunks - 1) : 0
            #expect(item[1] == index - chunk * ChunkedMap.chunkSize + 1, "item \(index)")
        }
    }
}
