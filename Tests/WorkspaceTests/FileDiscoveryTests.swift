import Analysis
import Foundation
import Testing
import TestSupport
import Workspace

struct FileDiscoveryTests {
    static let files: [String: String] = [
        "Themes/Main.nss": "Button { }",
        "Themes/Nested/Extra.NSS": "Label { }",
        "tokens/global.tokens.json": "{}",
        "tokens/plain.json": "{}",
        "design/base.tokens": "{}",
        "apple.resolver.json": "{}",
        "Sources/Models/Profile.swift": "// sourcery: BaseComponent\nprotocol _ProfileComponent {}",
        "Sources/Plain.swift": "struct Plain {}",
        "Sources/Generated/Out.swift": "// Generated using Sourcery 2.1.7\n// sourcery: x\n",
        ".build/checkouts/x.nss": "",
        "node_modules/pkg/a.tokens.json": "{}",
        "Pods/Lib/a.nss": "",
        "DerivedData/a.nss": "",
        ".git/a.nss": "",
    ]

    private func relative(_ found: [DiscoveredFile], root: String) -> [String] {
        found.map { String($0.path.dropFirst(root.count + 1)) }
    }

    @Test func zeroConfigurationFindsStylesheetsTokensAndAnnotatedSwift() throws {
        let workspace = try TemporaryWorkspace(Self.files)
        let found = FileDiscovery.discover(root: workspace.root, configuration: Configuration())
        #expect(relative(found, root: workspace.root) == [
            "Sources/Models/Profile.swift", "Themes/Main.nss", "Themes/Nested/Extra.NSS", "apple.resolver.json",
            "design/base.tokens", "tokens/global.tokens.json",
        ])
        #expect(found.first { $0.path.hasSuffix("Profile.swift") }?.kind == .swiftModel)
        #expect(found.first { $0.path.hasSuffix(".resolver.json") }?.kind == .tokens)
    }

    /// One walk lists both: the code scan's files (a NUI fork under `Pods/` included, excluded paths
    /// and build folders not) and discovery's, which pass over `Pods/`.
    @Test func theCodeScanFilesComeFromTheSameWalk() throws {
        var files = Self.files
        files["Pods/NUI/NUISettings.m"] = ""
        files["App/View.m"] = ""
        files["App/Main.storyboard"] = ""
        files["App/Skipped/Old.m"] = ""
        files["App/Notes.txt"] = ""
        files[".build/x.swift"] = ""
        let workspace = try TemporaryWorkspace(files)
        var configuration = Configuration()
        configuration.exclude = ["App/Skipped/**"]
        var skipped: [SkippedFile] = []
        var code: [AppCodeScan.File] = []
        let found = FileDiscovery.discover(root: workspace.root, configuration: configuration, skipped: &skipped, code: &code)
        #expect(found == FileDiscovery.discover(root: workspace.root, configuration: configuration))
        #expect(!found.contains { $0.path.contains("/Pods/") })
        #expect(code.map(\.relative) == [
            "App/Main.storyboard", "App/View.m", "Pods/NUI/NUISettings.m", "Sources/Generated/Out.swift", "Sources/Models/Profile.swift",
            "Sources/Plain.swift",
        ])
        #expect(code.allSatisfy { $0.absolute == workspace.root + "/" + $0.relative })
    }

    @Test func includeAndExcludeGlobsAreRelativeToTheRoot() throws {
        let workspace = try TemporaryWorkspace(Self.files)
        var configuration = Configuration()
        configuration.include = ["Themes/**", "tokens/**"]
        configuration.exclude = ["**/Nested/**"]
        let found = FileDiscovery.discover(root: workspace.root, configuration: configuration)
        #expect(relative(found, root: workspace.root) == ["Themes/Main.nss", "tokens/global.tokens.json"])
    }

    @Test func symbolicLinksAreNeverFollowed() throws {
        let outside = try TemporaryWorkspace(["Secret.nss": "Button { }"])
        let workspace = try TemporaryWorkspace(["Themes/Main.nss": "Button { }"])
        try FileManager.default.createSymbolicLink(atPath: workspace.root + "/Linked", withDestinationPath: outside.root)
        try FileManager.default.createSymbolicLink(atPath: workspace.root + "/Themes/Alias.nss", withDestinationPath: outside.root + "/Secret.nss")
        let found = FileDiscovery.discover(root: workspace.root, configuration: Configuration())
        #expect(relative(found, root: workspace.root) == ["Themes/Main.nss"])
    }

    @Test func imagesAreFoundByNameWithoutLeavingTheWorkspace() throws {
        let outside = try TemporaryWorkspace(["far.png": "x"])
        let workspace = try TemporaryWorkspace([
            "Assets/card-bg@2x.png": "x", "Assets.xcassets/logo.imageset/Contents.json": "{}",
            "Assets.xcassets/logo.imageset/logo.png": "x", "Pods/Lib/pod.png": "x", "Themes/Main.nss": "",
        ])
        try FileManager.default.createSymbolicLink(atPath: workspace.root + "/Linked", withDestinationPath: outside.root)
        let images = FileDiscovery.images(under: workspace.root)
        #expect(images.keys.sorted() == ["card-bg@2x.png", "logo.imageset"])
        #expect(images["logo.imageset"] == workspace.root + "/Assets.xcassets/logo.imageset")
    }

    @Test func configurationIsFoundByWalkingUp() throws {
        let workspace = try TemporaryWorkspace(["nuance.json": "{}", "Themes/Deep/Main.nss": "Button { }"])
        #expect(ConfigurationLocator.locate(startingAt: workspace.root + "/Themes/Deep/Main.nss") == workspace.root + "/nuance.json")
        #expect(ConfigurationLocator.locate(startingAt: workspace.root + "/Themes/Deep") == workspace.root + "/nuance.json")
    }

    @Test func loadingAWorkspaceRootsItAtItsConfiguration() throws {
        let workspace = try TemporaryWorkspace(["nuance.json": "{}", "Themes/Main.nss": "Button { }", "Other/B.nss": "Label { }"])
        let loaded = WorkspaceLoader.load(containing: workspace.root + "/Themes")
        #expect(loaded.root == workspace.root)
        #expect(loaded.snapshot.files(of: .stylesheet).count == 2)
        #expect(loaded.snapshot.files(of: .configuration).count == 1)
    }

    @Test func invalidUTF8IsReadAndRepaired() throws {
        let workspace = try TemporaryWorkspace([:])
        let path = workspace.root + "/Broken.nss"
        try Data([0x42, 0xFF, 0x7B, 0x7D]).write(to: URL(fileURLWithPath: path))
        let text = try #require(FileReader.read(path))
        #expect(text.repairedInvalidUTF8)
        #expect(text.string == "B\u{FFFD}{}")
    }
}
