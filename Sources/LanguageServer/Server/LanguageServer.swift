import Analysis
import JSON
import JSONRPC
import SourceText

/// The language server's state, changed one message at a time.
package actor LanguageServer {
    enum Lifecycle {
        case uninitialized
        case running
        case shutDown
        case exited
    }

    let options: ServerOptions
    let cancellation: CancellationRegistry
    let send: @Sendable (Message) -> Void
    /// Sends a message already framed (an answer written straight to bytes); it may wait for the client.
    let sendFramed: @Sendable (_ framed: [UInt8]) -> Void
    /// Sends the answers made on the reader's thread, already framed; it must not wait for the client.
    let sendFromReader: @Sendable (_ framed: [UInt8]) -> Void
    let onExit: @Sendable (Int32) -> Void
    let log: ServerLog

    var lifecycle = Lifecycle.uninitialized
    var encoding = PositionEncoding.utf16
    var clientCapabilities = ClientCapabilities()
    var workspaceRoots: [String] = []
    var documents = DocumentStore()
    /// Empty until the workspace folders are read, after `initialized`.
    var workspaceFiles = WorkspaceFiles()
    var diskReads = DiskReads()
    var diagnostics = DiagnosticsState()
    var clientSettings = ClientSettings()
    var editingState = EditingFeatureState()
    var nextOutgoingID = 1
    let featureCache = FeatureIndexCache()
    let mirror = SessionMirror()

    init(
        options: ServerOptions, cancellation: CancellationRegistry, send: @escaping @Sendable (Message) -> Void,
        sendFramed: @escaping @Sendable (_ framed: [UInt8]) -> Void, sendFromReader: @escaping @Sendable (_ framed: [UInt8]) -> Void,
        onExit: @escaping @Sendable (Int32) -> Void
    ) {
        self.options = options
        self.cancellation = cancellation
        self.send = send
        self.sendFramed = sendFramed
        self.sendFromReader = sendFromReader
        self.onExit = onExit
        self.log = ServerLog(level: options.logLevel, send: send)
    }

    func handle(_ incoming: IncomingMessage) async {
        guard lifecycle != .exited else { return }
        switch incoming {
        case .message(.request(let id, let method, let params)):
            let answer = await answer(id: id, method: method, params: params)
            cancellation.finished(id)
            // The reader's thread sees the new state (after `shutdown`, not running) before the client
            // can send anything in reply to this answer.
            updateMirror()
            switch answer {
            case .result(let result): send(.response(id: id, result: result))
            case .framed(let bytes): sendFramed(bytes)
            }
        case .message(.notification(let method, let params)):
            handleNotification(method: method, params: params)
        case .message(.response(let id, let result)):
            if case .failure(let error) = result {
                log(.warning, "the client answered request \(id.map(\.description) ?? "null") with an error: \(error)")
            }
        case .invalid(let invalid):
            log(.error, "invalid message: \(invalid.error.message)")
            send(.response(id: invalid.id, result: .failure(invalid.error)))
        case .badHeader(let problem):
            log(.error, "unreadable message header: \(problem)")
        }
        updateMirror()
    }

    /// A request's answer: a result to send as a response, or the response already framed.
    private enum Answer {
        case result(Result<JSONValue, ResponseError>)
        case framed([UInt8])
    }

    private func answer(id: RequestID, method: String, params: JSONValue?) async -> Answer {
        switch lifecycle {
        case .uninitialized where method != InitializeRequest.method:
            return .result(.failure(.serverNotInitialized))
        case .running where method == InitializeRequest.method:
            return .result(.failure(.invalidRequest("the server is already initialized")))
        case .shutDown, .exited:
            return .result(.failure(.invalidRequest("the server is shut down")))
        default:
            break
        }
        guard let type = MessageRegistry.requestsByMethod[method] else {
            return .result(.failure(.methodNotFound(method)))
        }
        let context = RequestContext(id: id, registry: cancellation)
        if context.isCancelled { return .result(.failure(.cancelled)) }
        if WorkspaceDependentRequests.methods.contains(method) {
            do {
                try await waitForFirstWorkspaceRead(context)
            } catch {
                return .result(.failure(error))
            }
        }
        if DocumentAnswers.methods.contains(method) {
            return .framed(await documentAnswer(id: id, method: method, params: params, context: context))
        }
        do {
            return .result(await dispatch(try type.pending(params, context: context)))
        } catch {
            return .result(.failure(error))
        }
    }

    private func handleNotification(method: String, params: JSONValue?) {
        guard let type = MessageRegistry.notificationsByMethod[method] else {
            if !method.hasPrefix("$/") { log(.debug, "ignored unknown notification '\(method)'") }
            return
        }
        guard lifecycle == .running || method == ExitNotification.method else {
            log(.debug, "ignored '\(method)' outside of a running session")
            return
        }
        do {
            dispatch(try type.decode(params))
        } catch {
            log(.error, "invalid params of '\(method)': \(describeDecodingError(error))")
        }
    }

    /// The end of input: the process ends as `exit` would end it.
    func inputClosed() {
        guard lifecycle != .exited else { return }
        log(.info, "input closed")
        exit()
    }

    func exit() {
        let code: Int32 = lifecycle == .shutDown ? 0 : 1
        lifecycle = .exited
        updateMirror()
        diagnostics.cancel()
        onExit(code)
    }

    /// Sends a notification to the client.
    func notify<Notification: LSPNotification>(_ notification: Notification) {
        do {
            send(.notification(method: Notification.method, params: try JSONValueEncoder().encode(notification)))
        } catch {
            log(.error, "cannot encode '\(Notification.method)': \(error)")
        }
    }

    /// Sends a request to the client; its answer is only logged when it is an error.
    func request<Request: LSPRequest>(_ request: Request) {
        let id = RequestID.string("nuance-\(nextOutgoingID)")
        nextOutgoingID += 1
        do {
            send(.request(id: id, method: Request.method, params: try JSONValueEncoder().encode(request)))
        } catch {
            log(.error, "cannot encode '\(Request.method)': \(error)")
        }
    }
}
