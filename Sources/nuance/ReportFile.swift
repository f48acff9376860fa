import Foundation
import Reporting

/// `--output FILE`: the report is written next to the file and moved over it when complete, so that
/// a failed run never leaves half a report behind.
enum ReportFile {
    static func write(to path: String, _ render: (ReportOutput) -> Void) throws {
        let destination = URL(fileURLWithPath: path)
        let partial = destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).\(getpid()).partial")
        guard FileManager.default.createFile(atPath: partial.path, contents: nil) else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
        }
        do {
            let handle = try FileHandle(forWritingTo: partial)
            var failure: Error?
            render(ReportOutput { chunk in
                guard failure == nil else { return }
                do { try handle.write(contentsOf: chunk) } catch { failure = error }
            })
            try handle.close()
            if let failure { throw failure }
            guard rename(partial.path, destination.path) == 0 else {
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
        } catch {
            try? FileManager.default.removeItem(at: partial)
            throw error
        }
    }
}
