import JSON
import JSONRPC

/// Sends `textDocument/publishDiagnostics` for one diagnostics run, file by file as the run converts
/// them, and remembers what it sent. It stops sending once the files change again (the next run
/// publishes the newer diagnostics) or the session ends.
struct DiagnosticsPublisher: Sendable {
    /// The fingerprint of the list last sent for each document.
    private(set) var published: [DocumentURI: Int]
    /// The versions of the open documents the run reads.
    let versions: [DocumentURI: Int]
    let mirror: SessionMirror
    /// The generation the run computes.
    let generation: Int
    /// Sends a framed message.
    let send: @Sendable (_ framed: [UInt8]) -> Void

    init(
        published: [DocumentURI: Int], versions: [DocumentURI: Int], mirror: SessionMirror, generation: Int,
        send: @escaping @Sendable (_ framed: [UInt8]) -> Void
    ) {
        self.published = published
        self.versions = versions
        self.mirror = mirror
        self.generation = generation
        self.send = send
    }

    /// False once the files the run reads have changed, or the session has ended.
    var isCurrent: Bool {
        let state = mirror.state
        return state.isRunning && state.generation == generation
    }

    /// Publishes a document's diagnostics, given as the bytes of their JSON array
    /// (``Diagnostic/serializedBytes(_:)``), unless the same were published last.
    mutating func publish(serializedDiagnostics diagnostics: [UInt8], fingerprint: Int, for uri: DocumentURI) {
        guard published[uri] != fingerprint, isCurrent else { return }
        published[uri] = fingerprint
        notify(uri: uri, version: versions[uri], diagnostics: diagnostics)
    }

    /// Empties the diagnostics of documents that are not in `current`.
    mutating func clear(keeping current: Set<DocumentURI>) {
        for uri in published.keys.filter({ !current.contains($0) }) {
            guard isCurrent else { return }
            published[uri] = nil
            notify(uri: uri, version: nil, diagnostics: Array("[]".utf8))
        }
    }

    private func notify(uri: DocumentURI, version: Int?, diagnostics: [UInt8]) {
        let params = PublishDiagnosticsNotification.serializedParams(uri: uri, version: version, diagnostics: diagnostics)
        send(Message.framedNotification(method: PublishDiagnosticsNotification.method, serializedParams: params))
    }
}
