import Foundation

/// A one-line status on standard error, shown only on a terminal and only for large workspaces.
struct ProgressDisplay {
    static let threshold = 200
    let enabled: Bool

    func show(_ message: String) {
        guard enabled else { return }
        StandardStreams.writeError("\r\u{1B}[2K\(message)…")
    }

    func clear() {
        guard enabled else { return }
        StandardStreams.writeError("\r\u{1B}[2K")
    }
}
