import Dispatch
import Foundation
import JSON

/// Writes framed messages to a file descriptor, one whole message at a time, from any thread.
public final class MessageWriter: @unchecked Sendable {
    private let fileDescriptor: Int32
    private let lock = NSLock()
    private var failed = false
    /// Writes what ``sendWithoutWaiting(_:)`` could not write at once, in order.
    private let deferred: DispatchQueue

    /// The largest message ``sendWithoutWaiting(_:)`` writes itself to an output it knows only to be
    /// writable: a pipe reported writable takes this much without blocking (`PIPE_BUF` on Linux and macOS).
    static let atomicWriteLimit = 4096

    public convenience init(fileDescriptor: Int32) {
        self.init(fileDescriptor: fileDescriptor, deferred: DispatchQueue(label: "jsonrpc-deferred-writer"))
    }

    /// `deferred`: a serial queue (tests suspend it to see what is written at once).
    init(fileDescriptor: Int32, deferred: DispatchQueue) {
        self.fileDescriptor = fileDescriptor
        self.deferred = deferred
    }

    /// Sends `message`, waiting while the output is full; once a write fails (the client went away),
    /// later messages are dropped.
    public func send(_ message: Message) {
        write(message.framed())
    }

    /// ``send(_:)`` for a message already framed (header and body).
    public func send(framed bytes: [UInt8]) {
        write(bytes)
    }

    /// Sends `message` from a thread that must not wait for the client (the reader's): at once when no
    /// other message is being written and the output takes it without waiting (``takesAtOnce(_:)``),
    /// else later, in order with other deferred messages, on a queue of its own.
    public func sendWithoutWaiting(_ message: Message) {
        sendWithoutWaiting(framed: message.framed())
    }

    /// ``sendWithoutWaiting(_:)`` for a message already framed (header and body).
    public func sendWithoutWaiting(framed bytes: [UInt8]) {
        if lock.try() {
            let written = failed || (takesAtOnce(bytes.count) && writeAll(bytes))
            lock.unlock()
            if written { return }
        }
        deferred.async { self.write(bytes) }
    }

    private func write(_ bytes: [UInt8]) {
        lock.withLock { _ = writeAll(bytes) }
    }

    /// Writes every byte (the lock held); false only when the output failed.
    private func writeAll(_ bytes: [UInt8]) -> Bool {
        guard !failed else { return true }
        bytes.withUnsafeBytes { buffer in
            var written = 0
            while written < buffer.count {
                let result = Foundation.write(fileDescriptor, buffer.baseAddress! + written, buffer.count - written)
                if result < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    failed = true
                    return
                }
                written += result
            }
        }
        return true
    }

    /// True when writing `count` bytes cannot block: a small message to an output reported writable,
    /// or, on Linux, any message up to a pipe's capacity to a pipe the client has read empty (a
    /// completion list is tens of KB: handing it to the queue costs a thread's wake-up per answer).
    func takesAtOnce(_ count: Int) -> Bool {
        if count <= MessageWriter.atomicWriteLimit {
            var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLOUT), revents: 0)
            return poll(&descriptor, 1, 0) > 0 && descriptor.revents & Int16(POLLOUT) != 0
        }
        #if os(Linux)
            // `F_GETPIPE_SZ` (not imported): the pipe's capacity, an error for anything but a pipe.
            let capacity = fcntl(fileDescriptor, 1032)
            var unread: CInt = 0
            return count <= capacity && ioctl(fileDescriptor, UInt(FIONREAD), &unread) == 0 && unread == 0
        #else
            return false
        #endif
    }
}
