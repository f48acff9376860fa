import Foundation
import JSON

/// What the reader hands on: a message, or a body that must be answered with an error.
public enum IncomingMessage: Sendable {
    case message(Message)
    /// Invalid JSON (-32700, no id) or a body that is not a message (-32600, id when recoverable).
    case invalid(InvalidMessage)
    /// A header that could not be used; nothing can be answered.
    case badHeader(String)
}

/// Reads framed messages from a file descriptor on a dedicated thread, in order.
public final class MessageReader: Sendable {
    private let fileDescriptor: Int32

    public init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
    }

    /// Starts reading; `handle` is called on the reader thread for each frame in order, and `onClose`
    /// once at end of input.
    public func start(handle: @escaping @Sendable (IncomingMessage) -> Void, onClose: @escaping @Sendable () -> Void) {
        let fileDescriptor = fileDescriptor
        let thread = Thread {
            var framer = MessageFramer()
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                framer.append(chunk[0..<count])
                while let frame = framer.next() {
                    handle(MessageReader.decode(frame))
                }
            }
            onClose()
        }
        thread.name = "jsonrpc-reader"
        thread.stackSize = 8 << 20
        thread.start()
    }

    public static func decode(_ frame: MessageFramer.Frame) -> IncomingMessage {
        switch frame {
        case .badHeader(let problem):
            return .badHeader(problem)
        case .body(let body):
            let value: JSONValue
            do {
                value = try JSONValue(parsing: body)
            } catch {
                return .invalid(InvalidMessage(id: nil, error: .parseError("invalid JSON: \(error)")))
            }
            switch Message.decode(value) {
            case .success(let message): return .message(message)
            case .failure(let invalid): return .invalid(invalid)
            }
        }
    }
}
