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
        for announced in [root + "/" + input, input.hasPrefix("/") ? input : "/" + input] {
            let normalised = WorkspaceContainment.normalise(announced)
            let parts = normalised.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
            list.expect(normalised.hasPrefix("/"), "'\(normalised)' is not absolute")
            list.expect(normalised == "/" || !parts.contains { $0.isEmpty || $0 == "." || $0 == ".." }, "'\(normalised)' keeps a '.', '..' or empty part")
            list.expect(WorkspaceContainment.normalise(normalised) == normalised, "normalising '\(normalised)' again changes it")
            if let resolved = containment.resolve(announced) {
                list.expect(resolved == root || resolved.hasPrefix(root + "/"), "'\(announced)' resolved outside the root: '\(resolved)'")
                list.expect(resolved == normalised, "'\(announced)' resolved to '\(resolved)', not its normal form '\(normalised)'")
            } else {
                list.expect(normalised != root && !normalised.hasPrefix(root + "/"), "'\(announced)' inside the root was refused")
            }
        }
        return list.messages
    }
}
