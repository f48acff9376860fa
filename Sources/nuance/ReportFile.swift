import Foundation
import Reporting

/// `--output FILE`. A regular file (or a new one) is replaced whole: the report is written next to it
/// and moved over it when complete, so that a failed or interrupted run never leaves half a report
/// behind (the partial file is removed on SIGINT and SIGTERM too). Anything else (a symbolic link, a
/// FIFO, a device such as `/dev/null`) is written through, never replaced.
enum ReportFile {
    struct Failure: Error, CustomStringConvertible {
        var description: String

        init(_ description: String) { self.description = description }

        init(errno code: Int32, path: String) {
            switch code {
            case ENOENT: description = "no such folder: \((path as NSString).deletingLastPathComponent)"
            case ENOTDIR: description = "not a folder: \((path as NSString).deletingLastPathComponent)"
            default: description = String(cString: strerror(code)).lowercased()
            }
        }
    }

    static func write(to path: String, _ render: (ReportOutput) -> Void) throws {
        var status = stat()
        if lstat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
            if status.st_mode & S_IFMT == S_IFDIR { throw Failure("it is a folder") }
            try writeThrough(to: path, render)
        } else {
            try replace(path, render)
        }
    }

    /// Opens the existing target (following a link) and writes into it.
    private static func writeThrough(to path: String, _ render: (ReportOutput) -> Void) throws {
        let descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(errno: errno, path: path) }
        defer { close(descriptor) }
        try writeAll(to: descriptor, render)
    }

    private static func replace(_ path: String, _ render: (ReportOutput) -> Void) throws {
        let destination = URL(fileURLWithPath: path)
        let partial = destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).\(getpid()).partial").path
        PartialFileCleanup.install(partial)
        defer { PartialFileCleanup.remove() }
        let descriptor = open(partial, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Failure(errno: errno, path: path) }
        do {
            try writeAll(to: descriptor, render)
            close(descriptor)
            guard rename(partial, path) == 0 else { throw Failure(errno: errno, path: path) }
        } catch {
            close(descriptor)
            unlink(partial)
            throw error
        }
    }

    private static func writeAll(to descriptor: Int32, _ render: (ReportOutput) -> Void) throws {
        var failure: Int32?
        render(ReportOutput { chunk in
            guard failure == nil else { return }
            failure = StandardStreams.write(chunk, to: descriptor)
        })
        if let failure { throw Failure(String(cString: strerror(failure)).lowercased()) }
    }
}

/// Removes the partial report file when SIGINT or SIGTERM ends the run, then lets the signal end the
/// process as it would have. The handler only calls `unlink`, `signal` and `raise` on a path copied
/// into memory beforehand.
enum PartialFileCleanup {
    nonisolated(unsafe) private static var path: UnsafeMutablePointer<CChar>?

    static func install(_ partial: String) {
        path = strdup(partial)
        // A parent may have started the run with these signals blocked (the handler would never
        // run, and the signal would act only after the run): they are let through while the partial
        // file exists.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        sigprocmask(SIG_UNBLOCK, &signals, nil)
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber) { received in
                if let path = PartialFileCleanup.path { unlink(path) }
                signal(received, SIG_DFL)
                raise(received)
            }
        }
    }

    static func remove() {
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
        free(path)
        path = nil
    }
}
