import Foundation

/// Builds a value once, on first use, for every copy of the struct that holds it.
final class LazyValue<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?

    func get(_ make: () -> Value) -> Value {
        lock.withLock {
            if let value { return value }
            let made = make()
            value = made
            return made
        }
    }
}
