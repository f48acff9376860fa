import Foundation
import TestSupport
import Testing
import Workspace

/// The one rule for paths Nuance reads (``WorkspaceContainment``) and the reader that opens only
/// regular files without blocking (``FileReader``).
struct WorkspaceContainmentTests {
    /// `ws` with a stylesheet, a link to a file outside, a link to the folder outside; `outside` beside it.
    private func layout() throws -> (TemporaryWorkspace, ws: String, outside: String) {
        let base = try TemporaryWorkspace(["ws/Themes/Main.nss": "Button { }", "outside/s.nss": "Label { }"])
        let ws = base.root + "/ws"
        try FileManager.default.createSymbolicLink(atPath: ws + "/link.nss", withDestinationPath: "../outside/s.nss")
        try FileManager.default.createSymbolicLink(atPath: ws + "/Linked", withDestinationPath: base.root + "/outside")
        return (base, ws, base.root + "/outside")
    }

    @Test func pathsInsideAreNormalisedAndKept() throws {
        let (base, ws, _) = try layout()
        let containment = WorkspaceContainment(roots: [ws])
        #expect(containment.resolve(ws + "/Themes/Main.nss") == ws + "/Themes/Main.nss")
        #expect(containment.resolve(ws + "/./Themes//x/../Main.nss") == ws + "/Themes/Main.nss")
        // Not there (yet, or any more): accepted, since nothing can be read through it.
        #expect(containment.resolve(ws + "/Themes/New.nss") == ws + "/Themes/New.nss")
        #expect(containment.resolve(ws + "/Gone/Deeper/x.nss") == ws + "/Gone/Deeper/x.nss")
        _ = base
    }

    @Test func linksDotDotAndPrefixLookAlikesAreRefused() throws {
        let (base, ws, outside) = try layout()
        try FileManager.default.createDirectory(atPath: ws + "-twin", withIntermediateDirectories: true)
        let containment = WorkspaceContainment(roots: [ws])
        #expect(containment.resolve(ws + "/link.nss") == nil)
        #expect(containment.resolve(ws + "/Linked/s.nss") == nil)
        #expect(containment.resolve(ws + "/Linked") == nil)
        #expect(containment.resolve(ws + "/../outside/s.nss") == nil)
        #expect(containment.resolve(ws + "/Themes/../../outside/s.nss") == nil)
        #expect(containment.resolve(outside + "/s.nss") == nil)
        #expect(containment.resolve(ws + "-twin/a.nss") == nil)
        #expect(containment.resolve("relative/a.nss") == nil)
        _ = base
    }

    /// A `/` followed by a combining mark is one character but still a `/` to the system: paths are cut
    /// at bytes (found by fuzzing: such a path was refused as relative yet normalised as inside).
    @Test func aSlashBeforeACombiningMarkIsASlash() throws {
        let (base, ws, _) = try layout()
        let containment = WorkspaceContainment(roots: [ws])
        #expect(WorkspaceContainment.normalise("/\u{0311}/x/..") == "/\u{0311}")
        #expect(containment.resolve(ws + "/\u{0311}x.nss") == ws + "/\u{0311}x.nss")
        #expect(containment.resolve(ws + "/Themes/\u{0311}/../../\u{0311}.nss") == ws + "/\u{0311}.nss")
        #expect(containment.resolve(ws + "/\u{0311}/../../outside/s.nss") == nil)
        _ = base
    }

    @Test func aRootGivenThroughALinkAcceptsItsRealPaths() throws {
        let (base, ws, _) = try layout()
        let linkedRoot = base.root + "/root-link"
        try FileManager.default.createSymbolicLink(atPath: linkedRoot, withDestinationPath: ws)
        let containment = WorkspaceContainment(roots: [linkedRoot])
        #expect(containment.resolve(linkedRoot + "/Themes/Main.nss") == linkedRoot + "/Themes/Main.nss")
        #expect(containment.resolve(ws + "/Themes/Main.nss") == linkedRoot + "/Themes/Main.nss")
        #expect(containment.resolve(ws + "/link.nss") == nil)
    }

    @Test func theReaderReadsOnlyRegularFilesAndNeverBlocks() throws {
        let (base, ws, _) = try layout()
        #expect(mkfifo(ws + "/pipe.nss", 0o644) == 0)
        let started = Date()
        #expect(FileReader.readFile(ws + "/pipe.nss").failure == .notARegularFile("a FIFO"))
        #expect(Date().timeIntervalSince(started) < 5)
        #expect(FileReader.readFile(ws + "/link.nss").failure == .notARegularFile("a symbolic link (not followed)"))
        #expect(FileReader.readFile(ws + "/Themes").failure == .notARegularFile("a folder"))
        #expect(FileReader.readFile(ws + "/none.nss").failure == .missing)
        #expect(FileReader.readFile("/dev/zero").failure == .notARegularFile("a device"))
        let large = ws + "/Huge.nss"
        #expect(FileManager.default.createFile(atPath: large, contents: nil))
        #expect(truncate(large, off_t(FileReader.maximumFileSize + 1)) == 0)
        #expect(FileReader.readFile(large).failure == .tooLarge(FileReader.maximumFileSize + 1))
        #expect(try FileReader.readFile(ws + "/Themes/Main.nss").get().string == "Button { }")
        _ = base
    }

    @Test func discoveryListsWhatItPassedOver() throws {
        let (base, ws, _) = try layout()
        #expect(mkfifo(ws + "/Themes/pipe.nss", 0o644) == 0)
        #expect(mkfifo(ws + "/Themes/notes.txt", 0o644) == 0)
        let loaded = WorkspaceLoader.load(containing: ws)
        #expect(loaded.snapshot.paths.sorted() == [ws + "/Themes/Main.nss"])
        #expect(loaded.skipped.map(\.path) == [ws + "/Themes/pipe.nss", ws + "/link.nss"])
        #expect(loaded.skipped.map(\.reason) == ["not a regular file: a FIFO", "not a regular file: a symbolic link (not followed)"])
        _ = base
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}
