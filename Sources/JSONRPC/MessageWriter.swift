import Foundation
import JSON

/// Writes framed messages to a file descriptor, one whole message at a time, from any thread.
public final class MessageWriter: @unchecked Sendable {
    private let fileDescriptor: Int32
    private let lock = NSLock()
    private var failed = false

    public init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
    }

    /// Sends `message`; once a write fails (the client went away), later messages are dropped.
    public func send(_ message: Message) {
        let bytes = message.framed()
        lock.withLock {
            guard !failed else { return }
            bytes.withUnsafeBytes { buffer in
                var written = 0
                while written < buffer.count {
                    let result = write(fileDescriptor, buffer.baseAddress! + written, buffer.count - written)
                    if result < 0 {
                        if errno == EINTR || errno == EAGAIN { continue }
                        failed = true
                        return
                    }
                    written += result
                }
            }
        }
    }
}
