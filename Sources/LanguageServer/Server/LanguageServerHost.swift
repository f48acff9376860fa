import Foundation
import JSON
import JSONRPC

/// Takes messages from the reader (any thread) and hands them to the server one at a time, in order.
/// Cancellations are recorded as they arrive, ahead of the queue. A completion, hover or definition,
/// or an outline or colours already made for the current files, that arrives when nothing is queued
/// is answered at once on the reader's thread (see
/// ``LanguageServer/answerOnReaderThread(id:method:params:)``).
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
    /// Items handed to the queue (or held) whose handling has not finished.
    private var unfinished = 0
    private let exit: ExitOnce
    private var shutdownRequested = false
    /// How long `exit` (or the end of input) may wait for the server before the process ends anyway:
    /// a server blocked writing to a client that stopped reading must not outlive `exit`.
    private let exitGrace: DispatchTimeInterval

    /// `send` writes a message to the client; `sendFramed` writes a framed message; `sendWithoutWaiting`,
    /// used on the reader's thread, writes a framed message and must never wait for a client that
    /// stopped reading (both default to reading the frame back and handing it to `send`, for outputs
    /// that never block); `onExit` ends the process with an exit code.
    package init(
        options: ServerOptions, send: @escaping @Sendable (Message) -> Void, sendFramed: (@Sendable (_ framed: [UInt8]) -> Void)? = nil,
        sendWithoutWaiting: (@Sendable (_ framed: [UInt8]) -> Void)? = nil, onExit: @escaping @Sendable (Int32) -> Void,
        exitGrace: DispatchTimeInterval = .seconds(2)
    ) {
        let exit = ExitOnce(onExit)
        self.exit = exit
        self.exitGrace = exitGrace
        let cancellation = CancellationRegistry()
        let server = LanguageServer(
            options: options, cancellation: cancellation, send: send,
            sendFramed: sendFramed ?? { LanguageServerHost.unframe($0, to: send) },
            sendFromReader: sendWithoutWaiting ?? { LanguageServerHost.unframe($0, to: send) },
            onExit: exit.callAsFunction)
        let (stream, continuation) = AsyncStream.makeStream(of: Item.self)
        self.server = server
        self.cancellation = cancellation
        self.continuation = continuation
        Task { [weak self] in
            for await item in stream {
                switch item {
                case .incoming(let incoming):
                    await server.handle(incoming)
                case .closed:
                    await server.inputClosed()
                }
                self?.finishedOne()
            }
        }
    }

    private static func unframe(_ framed: [UInt8], to send: @Sendable (Message) -> Void) {
        guard case .message(let message) = Message.unframed(framed) else {
            assertionFailure("the server framed something that is not a message")
            return
        }
        send(message)
    }

    /// Called by the reader for every frame, in order.
    package func receive(_ incoming: IncomingMessage) {
        if case .message(let message) = incoming {
            switch message {
            case .request(let id, let method, let params):
                if lock.withLock({ unfinished == 0 && held == nil }), server.answerOnReaderThread(id: id, method: method, params: params) {
                    return
                }
                cancellation.received(id)
                if method == ShutdownRequest.method { lock.withLock { shutdownRequested = true } }
            case .notification(CancelRequestNotification.method, let params):
                if let id = params?["id"].flatMap(RequestID.init) { cancellation.cancel(id) }
            case .notification(ExitNotification.method, _):
                exitAfterGrace()
            default:
                break
            }
        }
        enqueue(.incoming(incoming))
    }

    /// Called once when the input ends.
    package func inputClosed() {
        enqueue(.closed)
        exitAfterGrace()
    }

    /// Ends the process with the code the server would give (0 after `shutdown`, 1 otherwise) if the
    /// server has not ended it within the grace period.
    private func exitAfterGrace() {
        let code: Int32 = lock.withLock { shutdownRequested } ? 0 : 1
        let exit = exit
        DispatchQueue.global().asyncAfter(deadline: .now() + exitGrace) { exit(code) }
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

    private func finishedOne() {
        lock.withLock { unfinished -= 1 }
    }

    private func enqueue(_ item: Item) {
        lock.withLock {
            unfinished += 1
            if held != nil {
                held!.append(item)
            } else {
                continuation.yield(item)
            }
        }
    }
}

/// Ends the process once: the server's own `exit` and the host's fallback may both ask.
private final class ExitOnce: @unchecked Sendable {
    private let lock = NSLock()
    private var done = false
    private let end: @Sendable (Int32) -> Void

    init(_ end: @escaping @Sendable (Int32) -> Void) { self.end = end }

    func callAsFunction(_ code: Int32) {
        guard
            lock.withLock({
                defer { done = true }; return !done
            })
        else { return }
        end(code)
    }
}
