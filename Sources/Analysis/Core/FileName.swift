/// The last component of a path and its extension, read from the path's UTF-8 bytes: Foundation's
/// `NSString` path methods and `String.split` cost tens of thousands of instructions a call, and
/// discovery asks for every file of the workspace.
package enum FileName {
    /// The last component: after the last `/`, trailing `/`s left out.
    package static func lastComponent(_ path: String) -> Substring {
        let bytes = path.utf8
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[bytes.index(before: end)] == UInt8(ascii: "/") { end = bytes.index(before: end) }
        var start = end
        while start > bytes.startIndex, bytes[bytes.index(before: start)] != UInt8(ascii: "/") { start = bytes.index(before: start) }
        return path[start..<end]
    }

    /// The extension of the last component, without its dot; empty when it has none or when its
    /// only dot starts it (`.gitignore`), as `NSString.pathExtension` says.
    package static func pathExtension(_ path: String) -> Substring {
        let name = lastComponent(path)
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot > name.startIndex else { return name[name.endIndex...] }
        return name[name.utf8.index(after: dot)...]
    }

    /// Whether `name` ends with `suffix`, ignoring the case of ASCII letters (`suffix` in lower case).
    package static func hasSuffix(_ name: Substring, ignoringASCIICase suffix: StaticString) -> Bool {
        suffix.withUTF8Buffer { suffix in
            let bytes = name.utf8
            guard bytes.count >= suffix.count else { return false }
            var index = bytes.index(bytes.endIndex, offsetBy: -suffix.count)
            for expected in suffix {
                let byte = bytes[index]
                let lower = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
                if lower != expected { return false }
                index = bytes.index(after: index)
            }
            return true
        }
    }

    /// Whether one of the folders `relative` lies in is named `folder` (with `orItself`, or the
    /// last component is).
    package static func isInside(folderNamed folder: String, _ relative: String, orItself: Bool = false) -> Bool {
        let bytes = relative.utf8
        var start = bytes.startIndex
        while start < bytes.endIndex {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "/")) ?? bytes.endIndex
            if end == bytes.endIndex, !orItself { return false }
            if bytes[start..<end].elementsEqual(folder.utf8) { return true }
            start = end == bytes.endIndex ? end : bytes.index(after: end)
        }
        return false
    }
}
