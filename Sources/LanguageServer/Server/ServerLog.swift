import Foundation
import JSON
import JSONRPC

/// How much the server logs.
package enum LogLevel: String, Sendable, CaseIterable, Comparable {
    case error
    case warning
    case info
    case debug

    /// `MessageType` of `window/logMessage`.
    var messageType: Int {
        switch self {
        case .error: return 1
        case .warning: return 2
        case .info: return 3
        case .debug: return 4
        }
    }

    package static func < (lhs: LogLevel, rhs: LogLevel) -> Bool { lhs.messageType < rhs.messageType }
}

/// Logs to the client (`window/logMessage`), never to the protocol's stdout. Warnings and errors go to
/// standard error too; informational messages do not, because editors show every line of a server's
/// standard error as an error (Neovim's log).
package struct ServerLog: Sendable {
    package let level: LogLevel
    let send: @Sendable (Message) -> Void

    package func callAsFunction(_ messageLevel: LogLevel, _ text: @autoclosure () -> String) {
        guard messageLevel <= level else { return }
        let text = text()
        // Standard error carries warnings and errors only (Neovim shows every line of it as an error);
        // `write(2)`, whose failure (a closed or full stderr) is ignored; `FileHandle.write` would trap.
        if messageLevel <= .warning {
            let line = Array("nuance [\(messageLevel.rawValue)] \(text)\n".utf8)
            _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
        }
        let params = LogMessageNotification(type: messageLevel.messageType, message: text)
        if let json = try? JSONValueEncoder().encode(params) {
            send(.notification(method: LogMessageNotification.method, params: json))
        }
    }
}
