import Foundation
import Testing
import TestSupport
import Workspace

/// `check --fix` replaces a file whole, keeps its permissions, leaves nothing beside it, and leaves a
/// file alone that changed since it was read.
struct AtomicFileWriterTests {
    @Test(arguments: [0o644, 0o600, 0o755, 0o640])
    func replacesTheContentAndKeepsThePermissions(_ mode: Int) throws {
        let workspace = try TemporaryWorkspace(["Themes/a.nss": "before\n"])
        let path = workspace.root + "/Themes/a.nss"
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
        try AtomicFileWriter.replace(path, expected: Array("before\n".utf8), with: Array("after\n".utf8))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "after\n")
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == mode)
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.root + "/Themes") == ["a.nss"])
    }

    @Test func aFileChangedSinceItWasReadIsLeftAlone() throws {
        let workspace = try TemporaryWorkspace(["a.nss": "edited meanwhile\n"])
        let path = workspace.root + "/a.nss"
        #expect(throws: AtomicFileWriter.Failure.self) {
            try AtomicFileWriter.replace(path, expected: Array("before\n".utf8), with: Array("after\n".utf8))
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "edited meanwhile\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.root) == ["a.nss"])
    }

    @Test func aFolderThatCannotBeWrittenLeavesTheFileAsItWas() throws {
        guard getuid() != 0 else {
            try Test.cancel("running as root, folder permissions do not apply")
        }
        let workspace = try TemporaryWorkspace(["locked/a.nss": "before\n"])
        let folder = workspace.root + "/locked"
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder) }
        #expect(throws: AtomicFileWriter.Failure.self) {
            try AtomicFileWriter.replace(folder + "/a.nss", expected: Array("before\n".utf8), with: Array("after\n".utf8))
        }
        #expect(try String(contentsOfFile: folder + "/a.nss", encoding: .utf8) == "before\n")
    }
}
