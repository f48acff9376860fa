import Foundation
import JSON
import JSONRPC

/// `nuance-bench echo-server`: a null JSON-RPC server on stdio with the same framing and JSON path as
/// `nuance lsp`; it answers every request with `null`, `initialize` included, and ends at `exit` or
/// end of input. The peer of the server round-trip benchmark.
enum EchoServer {
    static func run() -> Never {
        signal(SIGPIPE, SIG_IGN)
        let writer = MessageWriter(fileDescriptor: STDOUT_FILENO)
        let done = DispatchSemaphore(value: 0)
        MessageReader(fileDescriptor: STDIN_FILENO).start(
            handle: { incoming in
                switch incoming {
                case .message(.request(let id, _, _)):
                    writer.send(.response(id: id, result: .success(.null)))
                case .message(.notification("exit", _)):
                    exit(0)
                default:
                    break
                }
            },
            onClose: { done.signal() })
        done.wait()
        exit(0)
    }
}
