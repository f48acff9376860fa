import Foundation
import JSON
import JSONRPC
@testable import LanguageServer

/// An in-process client: sends typed requests to a real server through the same entry the stdio
/// reader uses, and collects what the server sends back.
final class TestClient: @unchecked Sendable {
    struct Timeout: Error, CustomStringConvertible {
        var what: String
        var description: String { "timed out waiting for \(what)" }
    }

    let host: LanguageServerHost
    private let inbox: Inbox
    private var nextID = 1
    private let lock = NSLock()

    init(options: ServerOptions = ServerOptions(version: "test", logLevel: .error, diagnosticsDelay: .zero)) {
        let inbox = Inbox()
        self.inbox = inbox
        host = LanguageServerHost(options: options, send: { inbox.deliver($0) }, onExit: { inbox.exited($0) })
    }

    var server: LanguageServer { host.server }

    /// Initializes the server (and sends `initialized`).
    @discardableResult
    func initialize(_ request: InitializeRequest = InitializeRequest()) async throws -> InitializeResult {
        let result = try await send(request)
        notify(InitializedNotification())
        return result
    }

    /// Waits until the server has read the workspace folders and the files announced so far. A request
    /// goes through the server's queue first, so that the notifications sent before it (`initialized`,
    /// watched-file events, saves), which start the reading, have been handled.
    func waitForWorkspace() async throws {
        _ = try await send(WorkspaceSymbolRequest(query: ""))
        await server.waitForDiskReads()
    }

    func send<Request: LSPRequest>(_ request: Request) async throws -> Request.Response {
        let value = try await sendRaw(method: Request.method, params: try JSONValueEncoder().encode(request)).get()
        return try JSONValueDecoder().decode(Request.Response.self, from: value)
    }

    /// Sends a request without waiting; the answer comes from ``response(to:)``.
    func start(method: String, params: JSONValue?) -> RequestID {
        let id = lock.withLock {
            defer { nextID += 1 }
            return RequestID.number(nextID)
        }
        host.receive(.message(.request(id: id, method: method, params: params)))
        return id
    }

    func sendRaw(method: String, params: JSONValue?) async throws -> Result<JSONValue, ResponseError> {
        try await response(to: start(method: method, params: params))
    }

    func response(to id: RequestID?) async throws -> Result<JSONValue, ResponseError> {
        try await inbox.wait("the response to \(id.map(\.description) ?? "null")") { message in
            if case .response(id, let result) = message { return result }
            return nil
        }
    }

    func notify<Notification: LSPNotification>(_ notification: Notification) {
        host.receive(.message(.notification(method: Notification.method, params: try! JSONValueEncoder().encode(notification))))
    }

    /// Feeds a raw body, as the reader would after framing.
    func receiveBody(_ body: String) {
        host.receive(MessageReader.decode(.body(Array(body.utf8))))
    }

    /// The next notification of this type the server sent (earlier ones of other types stay queued).
    func next<Notification: LSPNotification>(_ type: Notification.Type) async throws -> Notification {
        let params = try await inbox.wait("a '\(Notification.method)' notification") { message in
            if case .notification(Notification.method, let params) = message { return params ?? .null }
            return nil
        }
        return try JSONValueDecoder().decode(Notification.self, from: params)
    }

    /// The next request the server sent to the client.
    func nextServerRequest(method: String) async throws -> JSONValue {
        try await inbox.wait("a '\(method)' request") { message in
            if case .request(_, method, let params) = message { return params ?? .null }
            return nil
        }
    }

    func exitCode() async throws -> Int32 { try await inbox.waitForExit() }

    /// Every message received so far that no wait has taken.
    var unclaimedMessages: [Message] { inbox.unclaimed }
}

/// Messages from the server, handed to waiters in arrival order.
private final class Inbox: @unchecked Sendable {
    private struct Waiter {
        var id: Int
        var match: (Message) -> JSONValueOrResult?
        var continuation: CheckedContinuation<JSONValueOrResult?, Never>
    }

    enum JSONValueOrResult {
        case value(JSONValue)
        case result(Result<JSONValue, ResponseError>)
    }

    private let lock = NSLock()
    private var messages: [Message] = []
    private var waiters: [Waiter] = []
    private var nextWaiterID = 0
    private var exitCode: Int32?
    private var exitWaiters: [CheckedContinuation<Int32?, Never>] = []

    static let timeout: Duration = .seconds(20)

    var unclaimed: [Message] { lock.withLock { messages } }

    func deliver(_ message: Message) {
        let resumed: (CheckedContinuation<JSONValueOrResult?, Never>, JSONValueOrResult)? = lock.withLock {
            for (position, waiter) in waiters.enumerated() {
                if let value = waiter.match(message) {
                    waiters.remove(at: position)
                    return (waiter.continuation, value)
                }
            }
            messages.append(message)
            return nil
        }
        if let (continuation, value) = resumed { continuation.resume(returning: value) }
    }

    func exited(_ code: Int32) {
        let waiting = lock.withLock {
            exitCode = code
            defer { exitWaiters = [] }
            return exitWaiters
        }
        for waiter in waiting { waiter.resume(returning: code) }
    }

    func wait(_ what: String, _ match: @escaping (Message) -> Result<JSONValue, ResponseError>?) async throws -> Result<JSONValue, ResponseError> {
        let found = try await wait(what) { message in match(message).map(JSONValueOrResult.result) }
        guard case .result(let result) = found else { throw TestClient.Timeout(what: what) }
        return result
    }

    func wait(_ what: String, _ match: @escaping (Message) -> JSONValue?) async throws -> JSONValue {
        let found = try await wait(what) { message in match(message).map(JSONValueOrResult.value) }
        guard case .value(let value) = found else { throw TestClient.Timeout(what: what) }
        return value
    }

    private func wait(_ what: String, matching match: @escaping (Message) -> JSONValueOrResult?) async throws -> JSONValueOrResult {
        let found: JSONValueOrResult? = await withCheckedContinuation { continuation in
            let waiterID: Int? = lock.withLock {
                if let position = messages.firstIndex(where: { match($0) != nil }) {
                    let value = match(messages.remove(at: position))!
                    continuation.resume(returning: value)
                    return nil
                }
                nextWaiterID += 1
                waiters.append(Waiter(id: nextWaiterID, match: match, continuation: continuation))
                return nextWaiterID
            }
            guard let waiterID else { return }
            Task {
                try? await Task.sleep(for: Inbox.timeout)
                let expired = self.lock.withLock {
                    self.waiters.firstIndex { $0.id == waiterID }.map { self.waiters.remove(at: $0) }
                }
                expired?.continuation.resume(returning: nil)
            }
        }
        guard let found else { throw TestClient.Timeout(what: what) }
        return found
    }

    func waitForExit() async throws -> Int32 {
        let code: Int32? = await withCheckedContinuation { continuation in
            let known: Int32?? = lock.withLock {
                if let exitCode { return .some(exitCode) }
                exitWaiters.append(continuation)
                return .none
            }
            if case .some(let code) = known { continuation.resume(returning: code) }
        }
        guard let code else { throw TestClient.Timeout(what: "exit") }
        return code
    }
}
