import Foundation
import Testing
import Workspace

/// The folder listing discovery walks agrees with Foundation's listing and with `lstat`, on a small
/// tree with every kind of entry and on a whole real project (`../shared/wild/fiori`).
struct DirectoryListingTests {
    @Test func everyKindOfEntryIsListedInNameOrderWithItsType() throws {
        let folder = NSTemporaryDirectory() + "listing-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/b-folder", withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: folder + "/c-file.nss", contents: Data("Button { }".utf8)))
        #expect(FileManager.default.createFile(atPath: folder + "/.hidden", contents: nil))
        try FileManager.default.createSymbolicLink(atPath: folder + "/a-link", withDestinationPath: folder + "/c-file.nss")
        #expect(mkfifo(folder + "/d-pipe", 0o644) == 0)
        let entries = try #require(DirectoryListing.entries(of: folder))
        #expect(entries.map(\.name) == [".hidden", "a-link", "b-folder", "c-file.nss", "d-pipe"])
        try expectAgreement(entries, in: folder)
        #expect(DirectoryListing.entries(of: folder + "/none") == nil)
        #expect(DirectoryListing.entries(of: folder + "/c-file.nss") == nil)
    }

    @Test func aWholeProjectIsListedAsFoundationAndLstatSeeIt() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let root = repository.deletingLastPathComponent().appendingPathComponent("shared/wild/fiori").standardizedFileURL.path
        guard FileManager.default.fileExists(atPath: root) else {
            try Test.cancel("../shared/wild/fiori is not present")
        }
        var folders = [root]
        var listed = 0
        while let folder = folders.popLast() {
            let entries = try #require(DirectoryListing.entries(of: folder))
            try expectAgreement(entries, in: folder)
            listed += entries.count
            folders += entries.filter { $0.type == S_IFDIR }.map { folder + "/" + $0.name }
        }
        #expect(listed > 1_000)
    }

    private func expectAgreement(_ entries: [DirectoryListing.Entry], in folder: String) throws {
        #expect(entries.map(\.name) == (try FileManager.default.contentsOfDirectory(atPath: folder)).sorted())
        for entry in entries {
            var status = stat()
            #expect(lstat(folder + "/" + entry.name, &status) == 0)
            let kind = status.st_mode & S_IFMT
            if let type = entry.type {
                #expect(type == kind, "\(folder)/\(entry.name)")
            } else {
                #expect(kind != S_IFDIR && kind != S_IFREG, "\(folder)/\(entry.name) has a type the listing could tell")
            }
        }
    }
}
