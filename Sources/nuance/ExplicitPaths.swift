import Foundation
import Workspace

/// The paths given to `check`: each must be readable, and what the run passed over under them is
/// reported.
enum ExplicitPaths {
    /// The given paths that cannot be read: a file that is not a regular readable file of at most
    /// ``FileReader/maximumFileSize`` (a FIFO is never opened for long), a folder that cannot be listed.
    static func unreadable(_ paths: [String]) -> [SkippedFile] {
        paths.compactMap { path in
            var status = stat()
            if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
                guard let folder = opendir(path) else {
                    return SkippedFile(path: path, problem: .unreadable(String(cString: strerror(errno))))
                }
                closedir(folder)
                return nil
            }
            if case .failure(let problem) = FileReader.readBytes(path) { return SkippedFile(path: path, problem: problem) }
            return nil
        }
    }

    /// What to report as skipped: the unreadable given paths, and what the workspace passed over that
    /// lies under a given path, each once.
    static func skipped(_ skipped: [SkippedFile], unreadable: [SkippedFile], within paths: [String]) -> [SkippedFile] {
        var seen = Set(unreadable.map(\.path))
        var result = unreadable
        for file in skipped where !seen.contains(file.path) {
            guard paths.contains(where: { file.path == $0 || file.path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) else { continue }
            seen.insert(file.path)
            result.append(file)
        }
        return result.sorted { $0.path < $1.path }
    }
}
