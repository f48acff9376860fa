import Foundation

/// Why a file was not read.
package enum FileReadProblem: Error, Hashable, Sendable, CustomStringConvertible {
    case missing
    /// The system refused (permission, I/O error): its message.
    case unreadable(String)
    /// A FIFO, socket, device, folder or symbolic link: what it is.
    case notARegularFile(String)
    /// Larger than ``FileReader/maximumFileSize``: its size in bytes.
    case tooLarge(Int)

    init(openError code: Int32, path: String) {
        switch code {
        case ENOENT, ENOTDIR: self = .missing
        // `O_NOFOLLOW` on a symbolic link.
        case ELOOP: self = .notARegularFile("a symbolic link (not followed)")
        case EISDIR: self = .notARegularFile("a folder")
        default: self = .unreadable(String(cString: strerror(code)))
        }
    }

    static func kindName(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a FIFO"
        case S_IFSOCK: return "a socket"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFLNK: return "a symbolic link (not followed)"
        default: return "not a regular file"
        }
    }

    package var description: String {
        switch self {
        case .missing: return "no such file"
        case .unreadable(let message): return "cannot be read (\(message.prefix(1).lowercased() + message.dropFirst()))"
        case .notARegularFile(let kind): return "not a regular file: \(kind)"
        case .tooLarge(let size):
            return "larger than \(FileReader.maximumFileSize / (1024 * 1024)) MB (\(size / (1024 * 1024)) MB)"
        }
    }
}
