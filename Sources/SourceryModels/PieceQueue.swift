import Dispatch
import Foundation

/// Pieces of work found one after another (for example by a scan of the text): asked for the next one
/// each time a thread wants work, one thread at a time.
protocol PieceSource {
    associatedtype Piece
    mutating func next() -> Piece?
}

/// Runs pieces of work on the calling thread and on worker threads, each piece handed out once, in
/// order, to whichever thread asks next.
///
/// The calling thread never waits for a worker to start: it keeps taking pieces itself, so a worker
/// that starts late (the machine is busy) takes only what is left, and one that is descheduled holds
/// up at most the piece it has taken. Put the largest pieces first, so that the last ones handed out,
/// which decide how long the calling thread may wait, are small.
enum PieceQueue {
    /// `work(piece)` for every piece of `source`, the values in the source's order. The calling thread
    /// runs `last` once every piece is handed out (while workers finish theirs) and then waits for
    /// pieces still running. `source` is not used once this returns.
    ///
    /// When a piece gives nil, no further piece is started and the result is nil, without waiting for
    /// pieces still running on workers (and without running `last`).
    static func run<Source: PieceSource, Value: Sendable, Last>(
        _ source: Source, workers: Int = 1, work: @escaping @Sendable (Source.Piece) -> Value?, then last: () -> Last
    ) -> (values: [Value], last: Last)? where Source.Piece: Sendable {
        var source = source
        let list = HandedOutList(next: { source.next() }, work: work)
        defer { list.close() }
        let callerCPU = workers > 0 ? CPUPlacement.current() : nil
        for _ in 0..<max(0, workers) { DispatchQueue.global().async { CPUPlacement.avoiding(callerCPU) { list.takeWhileAny() } } }
        list.takeWhileAny()
        guard !list.isDeclined else { return nil }
        let lastResult = last()
        guard let values = list.values() else { return nil }
        return (values, lastResult)
    }
}

/// The shared state of ``PieceQueue/run(_:workers:work:then:)``: the source of pieces and each piece's
/// value.
private final class HandedOutList<Piece: Sendable, Value: Sendable>: @unchecked Sendable {
    private let work: @Sendable (Piece) -> Value?
    private let condition = NSCondition()
    // Guarded by `condition`:
    /// The source's next piece.
    private let nextPiece: () -> Piece?
    private var handedOut = 0
    private var finished = 0
    private var declined = false
    /// Set when the calling thread leaves: the source is not asked again.
    private var closed = false
    private var results: [Value?] = []

    init(next: @escaping () -> Piece?, work: @escaping @Sendable (Piece) -> Value?) {
        self.nextPiece = next
        self.work = work
    }

    /// Runs pieces until none is left or one is declined.
    func takeWhileAny() {
        while let (index, piece) = take() {
            let value = work(piece)
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
            while finished < handedOut && !declined { condition.wait() }
            if declined { return nil }
            defer { results = [] }
            return results.map { $0! }
        }
    }

    func close() { condition.withLock { closed = true } }

    private func take() -> (Int, Piece)? {
        condition.withLock {
            guard !declined, !closed, let piece = nextPiece() else { return nil }
            results.append(nil)
            handedOut += 1
            return (handedOut - 1, piece)
        }
    }
}
