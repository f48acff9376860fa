import Dispatch
import Foundation

/// Runs a list of independent pieces of work on the calling thread and on worker threads, each piece
/// handed out once, in list order, to whichever thread asks next.
///
/// The calling thread never waits for a worker to start: it keeps taking pieces itself, so a worker
/// that starts late (the machine is busy) takes only what is left, and one that is descheduled holds
/// up at most the piece it has taken. Put the largest pieces first, so that the last ones handed out,
/// which decide how long the calling thread may wait, are small.
enum PieceQueue {
    /// `piece(i)` for every `i` in `0..<count`, in index order. The calling thread runs `last` once
    /// the list is handed out (while workers finish theirs) and then waits for pieces still running.
    ///
    /// When a piece gives nil, no further piece is started and the result is nil, without waiting for
    /// pieces still running on workers (and without running `last`).
    static func run<Value: Sendable, Last>(
        count: Int, workers: Int = 1, piece: @escaping @Sendable (Int) -> Value?, then last: () -> Last
    ) -> (values: [Value], last: Last)? {
        let list = HandedOutList<Value>(count: count, piece: piece)
        for _ in 0..<max(0, min(workers, count - 1)) { DispatchQueue.global().async { list.takeWhileAny() } }
        list.takeWhileAny()
        guard !list.isDeclined else { return nil }
        let lastResult = last()
        guard let values = list.values() else { return nil }
        return (values, lastResult)
    }
}

/// The shared state of ``PieceQueue/run(count:workers:piece:then:)``: the next index to hand out and
/// each piece's value.
private final class HandedOutList<Value: Sendable>: @unchecked Sendable {
    private let piece: @Sendable (Int) -> Value?
    private let count: Int
    private let condition = NSCondition()
    // Guarded by `condition`:
    private var next = 0
    private var finished = 0
    private var declined = false
    private var results: [Value?]

    init(count: Int, piece: @escaping @Sendable (Int) -> Value?) {
        self.count = count
        self.piece = piece
        self.results = Array(repeating: nil, count: count)
    }

    /// Runs pieces until none is left or one is declined.
    func takeWhileAny() {
        while let index = take() {
            let value = piece(index)
            condition.withLock {
                if let value { results[index] = value } else { declined = true }
                finished += 1
                condition.broadcast()
            }
        }
    }

    var isDeclined: Bool { condition.withLock { declined } }

    /// On the calling thread, once nothing is left to take: every piece's value, after waiting for
    /// those still running; nil when one was declined.
    func values() -> [Value]? {
        condition.withLock {
            while finished < next && !declined { condition.wait() }
            if declined { return nil }
            defer { results = [] }
            return results.map { $0! }
        }
    }

    private func take() -> Int? {
        condition.withLock {
            guard next < count, !declined else { return nil }
            defer { next += 1 }
            return next
        }
    }
}
