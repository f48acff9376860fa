import Analysis
import Foundation
import Testing

@testable import LanguageServer

/// `nuance/unused-class` in the editor follows the app code on disk: Objective-C files and storyboards
/// that give views classes, created, changed and deleted.
@Suite struct UnusedClassServerTests {
    private func unusedClasses(_ client: TestClient, for uri: DocumentURI) async throws -> [String] {
        while true {
            let published = try await client.next(PublishDiagnosticsNotification.self)
            if published.uri == uri { return published.diagnostics.filter { $0.code == "nuance/unused-class" }.map(\.message) }
        }
    }

    @Test func unusedClassesFollowTheAppCode() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("nuance-unused-class-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("App"), withIntermediateDirectories: true)
        let themePath = root.appendingPathComponent("Theme.nss").path
        try "LargeButton {\n    font-size: 20;\n}\nSmallButton {\n    font-size: 10;\n}\n".write(toFile: themePath, atomically: true, encoding: .utf8)
        let codePath = root.appendingPathComponent("App/ViewController.m").path
        try "[large setNuiClass:@\"Button:LargeButton\"];\n".write(toFile: codePath, atomically: true, encoding: .utf8)
        let storyboardPath = root.appendingPathComponent("App/Main.storyboard").path
        let themeURI = DocumentURI(filePath: themePath)

        let client = TestClient(options: ServerOptions(version: "test", logLevel: .error, diagnosticsDelay: .zero))
        try await client.initialize(InitializeRequest(rootUri: DocumentURI(filePath: root.path)))
        let unused = ["style class `SmallButton` is given to no view by the workspace's app code"]
        #expect(try await unusedClasses(client, for: themeURI) == unused)

        try "<userDefinedRuntimeAttribute type=\"string\" keyPath=\"nuiClass\" value=\"Button:SmallButton\"/>\n"
            .write(toFile: storyboardPath, atomically: true, encoding: .utf8)
        client.notify(DidChangeWatchedFilesNotification(changes: [FileEvent(uri: DocumentURI(filePath: storyboardPath), type: FileEvent.created)]))
        #expect(try await unusedClasses(client, for: themeURI).isEmpty)

        try FileManager.default.removeItem(atPath: storyboardPath)
        client.notify(DidChangeWatchedFilesNotification(changes: [FileEvent(uri: DocumentURI(filePath: storyboardPath), type: FileEvent.deleted)]))
        #expect(try await unusedClasses(client, for: themeURI) == unused)

        // A computed class name could be any class: nothing is reported.
        try "[large setNuiClass:[self classFor:large]];\n".write(toFile: codePath, atomically: true, encoding: .utf8)
        client.notify(DidChangeWatchedFilesNotification(changes: [FileEvent(uri: DocumentURI(filePath: codePath), type: FileEvent.changed)]))
        #expect(try await unusedClasses(client, for: themeURI).isEmpty)
    }
}
