import Foundation

/// The entries of one folder, in name order, each with its file type when the folder listing tells
/// it (most file systems do), so that a walk need not `lstat` every file.
package enum DirectoryListing {
    package struct Entry {
        package var name: String
        /// `S_IFDIR`, `S_IFREG`, …; nil when the listing does not say (then ask `lstat`).
        package var type: mode_t?
    }

    /// Nil when the folder cannot be opened.
    package static func entries(of directory: String) -> [Entry]? {
        guard let stream = opendir(directory) else { return nil }
        defer { closedir(stream) }
        var entries: [Entry] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.baseAddress!.assumingMemoryBound(to: CChar.self)) }
            if name == "." || name == ".." { continue }
            entries.append(Entry(name: name, type: type(of: entry.pointee.d_type)))
        }
        entries.sort { $0.name < $1.name }
        return entries
    }

    private static func type(of directoryEntryType: UInt8) -> mode_t? {
        switch Int32(directoryEntryType) {
        case Int32(DT_DIR): S_IFDIR
        case Int32(DT_REG): S_IFREG
        default: nil
        }
    }
}
