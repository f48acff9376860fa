import Foundation
import SourceText

/// Results written from concurrent workers, each to its own slot.
final class ConcurrentSlots<Value: Sendable>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(copies: nil, count: count) }

    func store(_ value: Value, at index: Int) {
        lock.withLock { slots[index] = value }
    }

    var values: [Value] { lock.withLock { slots.compactMap { $0 } } }
}

enum DispatchQueueConcurrent {
    static func perform(iterations: Int, _ body: @Sendable (Int) -> Void) {
        DispatchQueue.concurrentPerform(iterations: iterations, execute: body)
    }
}
