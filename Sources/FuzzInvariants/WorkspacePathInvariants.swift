import Workspace

/// Paths as a client could announce them: normalising gives an absolute path without `.`, `..` or
/// empty parts and is idempotent, and containment never accepts a path that does not lie inside its
/// root. The root does not exist, so no file is touched.
enum WorkspacePathInvariants {
    static let root = "/nonexistent-nuance-fuzz-root/ws"
    static let containment = WorkspaceContainment(roots: [root])

    static func violations(_ bytes: [UInt8]) -> [String] {
        var list = ViolationList()
        let input = String(decoding: bytes.prefix(4096), as: UTF8.self)
        for announced in [root + "/" + input, WorkspaceContainment.isAbsolute(input) ? input : "/" + input] {
            let normalised = WorkspaceContainment.normalise(announced)
            let parts = normalised.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).dropFirst().map { Substring($0) }
            list.expect(WorkspaceContainment.isAbsolute(normalised), "'\(normalised)' is not absolute")
            list.expect(
                normalised == "/" || !parts.contains { $0.isEmpty || $0.utf8.elementsEqual(".".utf8) || $0.utf8.elementsEqual("..".utf8) },
                "'\(normalised)' keeps a '.', '..' or empty part")
            list.expect(WorkspaceContainment.normalise(normalised) == normalised, "normalising '\(normalised)' again changes it")
            if let resolved = containment.resolve(announced) {
                list.expect(isInsideRoot(resolved), "'\(announced)' resolved outside the root: '\(resolved)'")
                list.expect(resolved == normalised, "'\(announced)' resolved to '\(resolved)', not its normal form '\(normalised)'")
            } else {
                list.expect(!isInsideRoot(normalised), "'\(announced)' inside the root was refused")
            }
        }
        return list.messages
    }

    /// Compared as bytes, as the system compares paths.
    private static func isInsideRoot(_ path: String) -> Bool {
        path.utf8.elementsEqual(root.utf8) || path.utf8.starts(with: (root + "/").utf8)
    }
}
