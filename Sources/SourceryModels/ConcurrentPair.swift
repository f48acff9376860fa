import Dispatch
import Foundation

/// Runs two independent pieces of work at the same time when a core is free.
enum ConcurrentPair {
    /// `here` runs on the calling thread; `elsewhere` is offered to a worker thread, and the calling
    /// thread runs it itself when no worker has started it by the time `here` is done (so it never
    /// waits for a worker that is busy with other work).
    ///
    /// The calling thread keeps the work that allocates much: memory comes from the allocating
    /// thread's `malloc` arena, and a worker's arena gives freed memory back to the system sooner, so
    /// a parse there costs page faults on every call.
    static func run<Here, Elsewhere: Sendable>(
        here: () -> Here, elsewhere: @escaping @Sendable () -> Elsewhere
    ) -> (Here, Elsewhere) {
        let offered = OfferedWork(elsewhere)
        DispatchQueue.global().async { offered.runUnlessTaken() }
        let hereResult = here()
        return (hereResult, offered.result())
    }
}

/// Work that whichever thread comes first runs, once.
private final class OfferedWork<Value: Sendable>: @unchecked Sendable {
    private let work: @Sendable () -> Value
    private let lock = NSLock()
    private var taken = false
    private var value: Value?
    private let finished = DispatchSemaphore(value: 0)

    init(_ work: @escaping @Sendable () -> Value) { self.work = work }

    /// On the worker: runs the work unless the calling thread has taken it.
    func runUnlessTaken() {
        guard take() else { return }
        let computed = work()
        lock.withLock { value = computed }
        finished.signal()
    }

    /// On the calling thread: the work's value, computed here when no worker has started it.
    func result() -> Value {
        if take() { return work() }
        finished.wait()
        // Taken out, so that the caller holds the only reference.
        return lock.withLock {
            defer { value = nil }
            return value!
        }
    }

    private func take() -> Bool {
        lock.withLock {
            if taken { return false }
            taken = true
            return true
        }
    }
}
