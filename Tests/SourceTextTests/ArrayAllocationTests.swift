import SourceText
import Testing

struct ArrayAllocationTests {
    @Test func copiesAreTheRepeatedElement() {
        for count in [0, 1, 2, 17, 1000] {
            #expect([Int32](copies: -1, count: count) == [Int32](repeating: -1, count: count))
            #expect([String?](copies: "a", count: count) == [String?](repeating: "a", count: count))
        }
    }

    @Test func exactlySizedKeepsTheElementsAndDropsTheReserve() {
        for count in [0, 1, 9, 300] {
            var reserved: [Int] = []
            reserved.reserveCapacity(4096)
            reserved.append(contentsOf: 0..<count)
            let sized = reserved.exactlySized()
            #expect(sized == reserved)
            #expect(sized.capacity < 2 * count + 8, "\(count) elements kept in a capacity of \(sized.capacity)")
        }
    }
}
