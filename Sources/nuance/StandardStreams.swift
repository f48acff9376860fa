import Foundation

/// Writes to standard output and standard error with `write(2)`, whose failures are values, instead of
/// `FileHandle.write`, which ends the process with a trap when a write fails.
enum StandardStreams {
    /// Writes all of `bytes` to `descriptor`; the `errno` of a failed write, nil when all was written.
    static func write(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { writeSome(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            written += count
        }
        return nil
    }

    /// Writes report bytes to standard output. A reader that went away (a closed pipe) ends the run as
    /// a broken pipe ends any command, quietly; any other failure (a full disk, a closed descriptor)
    /// ends it with a message and exit code 2.
    static func writeReport(_ bytes: [UInt8]) {
        guard let code = write(bytes, to: STDOUT_FILENO) else { return }
        if code == EPIPE {
            signal(SIGPIPE, SIG_DFL)
            raise(SIGPIPE)
            exit(2)  // SIGPIPE blocked: end quietly all the same
        }
        writeError("nuance: cannot write the report to standard output: \(String(cString: strerror(code)))\n")
        exit(2)
    }

    /// Writes to standard error; a failure there has nowhere to be reported and is ignored.
    static func writeError(_ text: String) {
        _ = write(Array(text.utf8), to: STDERR_FILENO)
    }

    /// True when standard output is an open descriptor.
    static var standardOutputIsOpen: Bool { fcntl(STDOUT_FILENO, F_GETFD) >= 0 }
}

/// `write(2)`, named apart from ``StandardStreams/write(_:to:)``.
private func writeSome(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
