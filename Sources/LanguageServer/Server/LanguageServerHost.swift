import Foundation
import JSON
import JSONRPC

/// Takes messages from the reader (any thread) and hands them to the server one at a time, in order.
/// Cancellations are recorded as they arrive, ahead of the queue.
package final class LanguageServerHost: @unchecked Sendable {
    private enum Item: Sendable {
        case incoming(IncomingMessage)
        case closed
    }

    package let server: LanguageServer
    private let cancellation: CancellationRegistry
    private let continuation: AsyncStream<Item>.Continuation
    private let lock = NSLock()
    private var held: [Item]?

    /// `send` writes a message to the client; `onExit` ends the process with an exit code.
    package init(options: ServerOptions, send: @escaping @Sendable (Message) -> Void, onExit: @escaping @Sendable (Int32) -> Void) {
        let cancellation = CancellationRegistry()
        let server = LanguageServer(options: options, cancellation: cancellation, send: send, onExit: onExit)
        let (stream, continuation) = AsyncStream.makeStream(of: Item.self)
        self.server = server
        self.cancellation = cancellation
        self.continuation = continuation
        Task {
            for await item in stream {
                switch item {
                case .incoming(let incoming):
                    await server.handle(incoming)
                case .closed:
                    await server.inputClosed()
                }
            }
        }
    }

    /// Called by the reader for every frame, in order.
    package func receive(_ incoming: IncomingMessage) {
        if case .message(let message) = incoming {
            switch message {
            case .request(let id, _, _):
                cancellation.received(id)
            case .notification(CancelRequestNotification.method, let params):
                if let id = params?["id"].flatMap(RequestID.init) { cancellation.cancel(id) }
            default:
                break
            }
        }
        enqueue(.incoming(incoming))
    }

    /// Called once when the input ends.
    package func inputClosed() {
        enqueue(.closed)
    }

    /// Stops handing messages to the server until ``resume()``; cancellations still register. Lets
    /// tests queue work behind a request deterministically.
    package func hold() {
        lock.withLock { if held == nil { held = [] } }
    }

    package func resume() {
        lock.withLock {
            for item in held ?? [] { continuation.yield(item) }
            held = nil
        }
    }

    private func enqueue(_ item: Item) {
        lock.withLock {
            if held != nil {
                held!.append(item)
            } else {
                continuation.yield(item)
            }
        }
    }
}
