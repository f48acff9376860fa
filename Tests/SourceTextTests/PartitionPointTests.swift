import SourceText
import Testing

struct PartitionPointTests {
    /// Against a linear search, on sorted arrays with repeats, for keys below, between, on and above
    /// the elements, and on slices that do not start at zero.
    @Test func agreesWithLinearSearch() {
        let arrays: [[Int]] = [[], [5], [1, 1, 1], [1, 3, 3, 3, 7, 9], Array(0..<100).map { $0 / 3 * 2 }]
        for array in arrays {
            for key in -1...70 {
                let expected = array.firstIndex { $0 >= key } ?? array.count
                #expect(array.partitionPoint { $0 < key } == expected, "\(array) \(key)")
                let slice = array.dropFirst(array.count / 2)
                let expectedInSlice = slice.firstIndex { $0 >= key } ?? slice.endIndex
                #expect(slice.partitionPoint { $0 < key } == expectedInSlice, "\(slice) \(key)")
            }
        }
    }
}
