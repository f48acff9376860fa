import Foundation
import SourceText

/// What requests answered on the reader's thread need to know of the server's state. The server
/// writes it after every message it handles and whenever the files change; any thread reads it.
final class SessionMirror: @unchecked Sendable {
    struct State: Sendable {
        var isRunning = false
        /// The diagnostics generation: which cached index is current.
        var generation = 0
        var encoding = PositionEncoding.utf16
        var usesDocumentChanges = false
        /// The workspace folders' first read is applied (``WorkspaceDependentRequests`` wait for it).
        var workspaceIsRead = false
    }

    private let lock = NSLock()
    private var value = State()

    var state: State {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
    }
}

extension LanguageServer {
    func updateMirror() {
        mirror.state = SessionMirror.State(
            isRunning: lifecycle == .running, generation: diagnostics.generation, encoding: encoding,
            usesDocumentChanges: clientCapabilities.workspace?.workspaceEdit?.documentChanges == true,
            workspaceIsRead: diskReads.workspaceIsRead)
    }
}
