import Foundation
import Testing

@testable import SourceryModels

/// The shared queue hands out every piece exactly once, gives the values in piece order, and stops
/// handing out pieces once one is declined.
struct PieceQueueTests {
    /// How many times each piece ran, from any thread.
    final class RunCounts: @unchecked Sendable {
        private let lock = NSLock()
        private var counts: [Int]

        init(_ count: Int) { counts = Array(repeating: 0, count: count) }

        func record(_ index: Int) { lock.withLock { counts[index] += 1 } }
        var snapshot: [Int] { lock.withLock { counts } }
    }

    @Test(arguments: [0, 1, 3])
    func everyPieceRunsOnceAndValuesKeepTheirOrder(workers: Int) throws {
        // Repeated so that the threads meet in many orders.
        for round in 0..<40 {
            for count in [0, 1, 2, 5, 17] {
                let runs = RunCounts(count)
                var lastRuns = 0
                let result = PieceQueue.run(count: count, workers: workers) { index -> Int? in
                    runs.record(index)
                    return index * index + round
                } then: {
                    lastRuns += 1
                    return "last"
                }
                let (values, last) = try #require(result)
                #expect(values == (0..<count).map { $0 * $0 + round }, "\(count) pieces, \(workers) workers")
                #expect(runs.snapshot == Array(repeating: 1, count: count), "\(count) pieces, \(workers) workers")
                #expect(last == "last" && lastRuns == 1)
            }
        }
    }

    @Test func aDeclinedPieceStopsTheHandingOut() {
        let runs = RunCounts(10)
        var lastRuns = 0
        let result = PieceQueue.run(count: 10, workers: 0) { index -> Int? in
            runs.record(index)
            return index == 3 ? nil : index
        } then: {
            lastRuns += 1
        }
        #expect(result == nil)
        #expect(runs.snapshot == [1, 1, 1, 1, 0, 0, 0, 0, 0, 0])
        #expect(lastRuns == 0)
    }

    @Test(arguments: [1, 3])
    func aDeclinedPieceWithWorkersGivesNil(workers: Int) {
        for declined in [0, 4, 9] {
            let runs = RunCounts(10)
            let result = PieceQueue.run(count: 10, workers: workers) { index -> Int? in
                runs.record(index)
                return index == declined ? nil : index
            } then: {}
            #expect(result == nil)
            let counts = runs.snapshot
            #expect(counts[declined] == 1 && counts.allSatisfy { $0 <= 1 }, "declined \(declined): \(counts)")
        }
    }
}

extension PieceQueue {
    /// ``run(_:workers:work:then:)`` over the indices `0..<count`.
    static func run<Value: Sendable, Last>(
        count: Int, workers: Int = 1, piece: @escaping @Sendable (Int) -> Value?, then last: () -> Last
    ) -> (values: [Value], last: Last)? {
        run(Indices(count: count), workers: min(workers, count - 1), work: piece, then: last)
    }

    struct Indices: PieceSource {
        let count: Int
        var position = 0

        mutating func next() -> Int? {
            guard position < count else { return nil }
            defer { position += 1 }
            return position
        }
    }
}
