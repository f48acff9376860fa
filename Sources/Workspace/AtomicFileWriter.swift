import Foundation

#if canImport(Glibc)
    import Glibc

    private func writeToDescriptor(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Int {
        Glibc.write(descriptor, buffer.baseAddress, buffer.count)
    }
#elseif canImport(Darwin)
    import Darwin

    private func writeToDescriptor(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Int {
        Darwin.write(descriptor, buffer.baseAddress, buffer.count)
    }
#endif

/// Replaces a file's content all at once: the new bytes go to a temporary file in the same folder,
/// which takes the old file's permissions and is then renamed over it, so a reader sees the old
/// content or the new, never a part, and an interrupted write leaves the file as it was.
package enum AtomicFileWriter {
    package enum Failure: Error, CustomStringConvertible {
        case cannotRead(String)
        case changedOnDisk(String)
        case system(String, operation: String, errno: Int32)

        package var description: String {
            switch self {
            case .cannotRead(let path): return "cannot read \(path)"
            case .changedOnDisk(let path): return "\(path) changed on disk while it was checked; not fixed"
            case .system(let path, let operation, let code):
                return "cannot \(operation) \(path): \(String(cString: strerror(code)))"
            }
        }
    }

    /// Writes `bytes` to `path` when the file still holds `expected` (the text the fixes were computed
    /// from).
    package static func replace(_ path: String, expected: [UInt8], with bytes: [UInt8]) throws {
        guard let current = try? FileReader.readBytes(path).get() else { throw Failure.cannotRead(path) }
        guard current == expected else { throw Failure.changedOnDisk(path) }
        try write(bytes, to: path)
    }

    /// Writes `bytes` to the existing file `path`, keeping its permissions.
    package static func write(_ bytes: [UInt8], to path: String) throws {
        var status = stat()
        guard stat(path, &status) == 0 else { throw Failure.system(path, operation: "inspect", errno: errno) }
        let mode = status.st_mode & 0o7777
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).nuance-\(UUID().uuidString).tmp").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else { throw Failure.system(temporary, operation: "create", errno: errno) }
        var closed = false
        defer {
            if !closed { close(descriptor) }
        }
        do {
            var written = 0
            while written < bytes.count {
                let result = bytes[written...].withUnsafeBytes { writeToDescriptor(descriptor, $0) }
                if result < 0 {
                    if errno == EINTR { continue }
                    throw Failure.system(temporary, operation: "write", errno: errno)
                }
                written += result
            }
            guard fchmod(descriptor, mode) == 0 else { throw Failure.system(temporary, operation: "set the permissions of", errno: errno) }
            guard fsync(descriptor) == 0 else { throw Failure.system(temporary, operation: "flush", errno: errno) }
            closed = true
            guard close(descriptor) == 0 else { throw Failure.system(temporary, operation: "close", errno: errno) }
            guard rename(temporary, path) == 0 else { throw Failure.system(path, operation: "replace", errno: errno) }
        } catch {
            unlink(temporary)
            throw error
        }
    }
}
