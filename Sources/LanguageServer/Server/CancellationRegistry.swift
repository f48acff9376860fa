import Foundation
import JSONRPC

/// The requests read but not yet answered, and which of them the client cancelled. Written by the
/// reader as messages arrive, so a `$/cancelRequest` takes effect before the queue reaches the request.
package final class CancellationRegistry: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: Set<RequestID> = []
    private var cancelled: Set<RequestID> = []

    package init() {}

    package func received(_ id: RequestID) {
        lock.withLock { _ = pending.insert(id) }
    }

    /// Marks `id` cancelled if it is still waiting or running; ids already answered are ignored.
    package func cancel(_ id: RequestID) {
        lock.withLock {
            if pending.contains(id) { cancelled.insert(id) }
        }
    }

    package func isCancelled(_ id: RequestID) -> Bool {
        lock.withLock { cancelled.contains(id) }
    }

    package func finished(_ id: RequestID) {
        lock.withLock {
            pending.remove(id)
            cancelled.remove(id)
        }
    }
}

/// What a request handler can ask about its request while it runs.
package struct RequestContext: Sendable {
    package let id: RequestID
    let registry: CancellationRegistry

    package var isCancelled: Bool { registry.isCancelled(id) }

    /// Long work calls this between steps; it throws once the client cancelled the request.
    package func checkCancellation() throws(ResponseError) {
        if isCancelled { throw ResponseError.cancelled }
    }
}
