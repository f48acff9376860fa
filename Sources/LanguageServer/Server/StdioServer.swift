import Foundation
import JSONRPC

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs the language server on standard input and output until `exit` or the end of input.
package enum StdioServer {
    package static func run(options: ServerOptions) -> Never {
        // A closed stderr would be reused by the copy below and carry log lines into the protocol:
        // point it at /dev/null first.
        if fcntl(STDERR_FILENO, F_GETFD) < 0 {
            let null = open("/dev/null", O_WRONLY)
            if null >= 0, null != STDERR_FILENO {
                dup2(null, STDERR_FILENO)
                close(null)
            }
        }
        // Stdout belongs to the protocol: keep a private copy of it for messages and point fd 1 at
        // stderr, so a stray print cannot corrupt the stream.
        let protocolOutput = dup(STDOUT_FILENO)
        dup2(STDERR_FILENO, STDOUT_FILENO)
        // A client that goes away must not kill the server mid-write; the write fails instead.
        signal(SIGPIPE, SIG_IGN)

        let writer = MessageWriter(fileDescriptor: protocolOutput)
        let host = LanguageServerHost(
            options: options, send: writer.send, sendFramed: writer.send(framed:), sendWithoutWaiting: writer.sendWithoutWaiting(framed:)
        ) { code in
            Foundation.exit(code)
        }
        MessageReader(fileDescriptor: STDIN_FILENO).start(handle: host.receive, onClose: host.inputClosed)
        while true { sleep(UInt32.max) }
    }
}
