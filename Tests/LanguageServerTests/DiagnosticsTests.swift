import Analysis
import Diagnostics
import Foundation
import JSON
@testable import LanguageServer
import SourceText
import Testing

/// A rule for these tests: every `bad` in a stylesheet, related to the first `bad` of the workspace.
private struct BadWordRule: Rule {
    let descriptor = RuleDescriptor(
        id: "nss/test-bad-word", domain: .stylesheet, defaultSeverity: .warning, summary: "the word `bad`",
        rationale: "", fix: "", triggering: [], nonTriggering: [])

    func findings(in path: String, of index: WorkspaceIndex) -> [Finding] {
        guard let text = index.snapshot.text(of: path) else { return [] }
        let first = index.snapshot.paths.lazy.compactMap { other in
            index.snapshot.text(of: other).flatMap { BadWordRule.occurrences(in: $0).first }.map { Location(path: other, range: $0) }
        }.first
        return BadWordRule.occurrences(in: text).map { range in
            let location = Location(path: path, range: range)
            let related = first.map { first in first == location ? [] : [RelatedInformation(location: first, message: "first `bad`")] } ?? []
            return finding("word '`bad`'", at: location, related: related, tags: [.unnecessary])
        }
    }

    static func occurrences(in text: SourceText) -> [TextRange] {
        let word = Array("bad".utf8)
        var result: [TextRange] = []
        var index = 0
        while index + word.count <= text.bytes.count {
            if Array(text.bytes[index..<index + word.count]) == word {
                result.append(TextRange(start: index, end: index + word.count))
                index += word.count
            } else {
                index += 1
            }
        }
        return result
    }
}

@Suite struct DiagnosticsTests {
    private func client() -> TestClient {
        TestClient(options: ServerOptions(version: "test", logLevel: .error, diagnosticsDelay: .zero, rules: [BadWordRule()]))
    }

    private func open(_ client: TestClient, _ uri: String, _ text: String, version: Int = 1) {
        client.notify(DidOpenTextDocumentNotification(textDocument: TextDocumentItem(uri: DocumentURI(uri), languageId: "nss", version: version, text: text)))
    }

    @Test(arguments: [(["utf-16"], 3, 6), (["utf-8"], 5, 8)])
    func findingsBecomeDiagnosticsInTheNegotiatedEncoding(offered: [String], start: Int, end: Int) async throws {
        let client = client()
        try await client.initialize(InitializeRequest(capabilities: ClientCapabilities(general: .init(positionEncodings: offered))))
        open(client, "file:///w/My%20Theme.nss", "x\n😀 bad;\n", version: 7)
        let published = try await client.next(PublishDiagnosticsNotification.self)
        #expect(published.uri == DocumentURI("file:///w/My%20Theme.nss"))
        #expect(published.version == 7)
        let diagnostic = try #require(published.diagnostics.first)
        #expect(diagnostic.range == LSPRange(start: Position(line: 1, character: start), end: Position(line: 1, character: end)))
        #expect(diagnostic.severity == 2)
        #expect(diagnostic.code == "nss/test-bad-word")
        #expect(diagnostic.source == "nuance")
        #expect(diagnostic.message == "word '`bad`'")
        #expect(diagnostic.tags == [1])
        #expect(diagnostic.codeDescription == nil)
    }

    @Test func relatedInformationPointsAtOtherFilesByURI() async throws {
        let client = client()
        try await client.initialize()
        open(client, "file:///w/a.nss", "bad")
        _ = try await client.next(PublishDiagnosticsNotification.self)
        open(client, "file:///w/b%2Bc.nss", "ok\n  bad")
        var byURI: [DocumentURI: [Diagnostic]] = [:]
        while byURI[DocumentURI("file:///w/b%2Bc.nss")] == nil {
            let published = try await client.next(PublishDiagnosticsNotification.self)
            byURI[published.uri] = published.diagnostics
        }
        let related = try #require(byURI[DocumentURI("file:///w/b%2Bc.nss")]?.first?.relatedInformation?.first)
        #expect(related.location.uri == DocumentURI("file:///w/a.nss"))
        #expect(related.location.range == LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 3)))
        #expect(related.message == "first `bad`")
        // a.nss did not change: it was not published again.
        #expect(byURI[DocumentURI("file:///w/a.nss")] == nil)
    }

    @Test func editsRepublishOnlyWhatChangedAndCloseClears() async throws {
        let client = client()
        try await client.initialize()
        let uri = DocumentURI("file:///w/a.nss")
        open(client, uri.stringValue, "good")
        #expect(try await client.next(PublishDiagnosticsNotification.self).diagnostics.isEmpty)
        client.notify(DidChangeTextDocumentNotification(
            textDocument: VersionedTextDocumentIdentifier(uri: uri, version: 2),
            contentChanges: [TextDocumentContentChangeEvent(range: LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 4)), text: "bad")]))
        let afterEdit = try await client.next(PublishDiagnosticsNotification.self)
        #expect(afterEdit.version == 2)
        #expect(afterEdit.diagnostics.count == 1)
        client.notify(DidCloseTextDocumentNotification(textDocument: TextDocumentIdentifier(uri: uri)))
        let afterClose = try await client.next(PublishDiagnosticsNotification.self)
        #expect(afterClose.uri == uri)
        #expect(afterClose.diagnostics.isEmpty)
    }

    @Test func editsDuringARunAreCoalescedAndTheLastTextWins() async throws {
        let client = client()
        try await client.initialize()
        let uri = DocumentURI("file:///w/typing.nss")
        open(client, uri.stringValue, "")
        _ = try await client.next(PublishDiagnosticsNotification.self)
        let edits = 40
        client.host.hold()
        for version in 1...edits {
            let end = Position(line: 0, character: (version - 1) * 4)
            client.notify(DidChangeTextDocumentNotification(
                textDocument: VersionedTextDocumentIdentifier(uri: uri, version: version),
                contentChanges: [TextDocumentContentChangeEvent(range: LSPRange(start: end, end: end), text: " bad")]))
        }
        client.host.resume()
        // Every edit adds a finding, so each publication differs from the one before; the last one
        // must describe the last text.
        var published = try await client.next(PublishDiagnosticsNotification.self)
        var publications = 1
        while published.diagnostics.count < edits {
            published = try await client.next(PublishDiagnosticsNotification.self)
            publications += 1
        }
        #expect(published.version == edits)
        #expect(publications < edits)
        #expect(published.diagnostics.last?.range == LSPRange(start: Position(line: 0, character: 157), end: Position(line: 0, character: 160)))
    }

    private func temporaryDirectory() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("nuance-lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root
    }

    @Test func workspaceFilesGetDiagnosticsWithoutBeingOpened() async throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("Themes/Main.nss").path
        try FileManager.default.createDirectory(atPath: root.appendingPathComponent("Themes").path, withIntermediateDirectories: true)
        try "ok\nbad".write(toFile: path, atomically: true, encoding: .utf8)
        try "bad".write(toFile: root.appendingPathComponent("notes.txt").path, atomically: true, encoding: .utf8)
        let client = client()
        try await client.initialize(InitializeRequest(rootUri: DocumentURI(filePath: root.path)))
        let published = try await client.next(PublishDiagnosticsNotification.self)
        #expect(published.uri == DocumentURI(filePath: path))
        #expect(published.version == nil)
        #expect(published.diagnostics.map(\.range.start) == [Position(line: 1, character: 0)])
        // Opening the file replaces the disk text with the editor's.
        open(client, DocumentURI(filePath: path).stringValue, "fine now")
        #expect(try await client.next(PublishDiagnosticsNotification.self).diagnostics.isEmpty)
    }

    @Test func watchedFilesInTheWorkspaceAreFollowed() async throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let client = client()
        try await client.initialize(InitializeRequest(rootUri: DocumentURI(filePath: root.path)))
        try await client.waitForWorkspace()
        let path = root.appendingPathComponent("On Disk.nss").path
        try "a bad line".write(toFile: path, atomically: true, encoding: .utf8)
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("outside-\(UUID().uuidString).nss").path
        try "bad".write(toFile: outside, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: outside) }
        client.notify(DidChangeWatchedFilesNotification(changes: [
            FileEvent(uri: DocumentURI(filePath: path), type: FileEvent.created),
            FileEvent(uri: DocumentURI(filePath: outside), type: FileEvent.created),
        ]))
        let published = try await client.next(PublishDiagnosticsNotification.self)
        #expect(published.uri == DocumentURI(filePath: path))
        #expect(published.uri.stringValue.hasSuffix("On%20Disk.nss"))
        #expect(published.diagnostics.first?.range.start == Position(line: 0, character: 2))
        try FileManager.default.removeItem(atPath: path)
        client.notify(DidChangeWatchedFilesNotification(changes: [FileEvent(uri: DocumentURI(filePath: path), type: FileEvent.deleted)]))
        let cleared = try await client.next(PublishDiagnosticsNotification.self)
        #expect(cleared.uri == DocumentURI(filePath: path))
        #expect(cleared.diagnostics.isEmpty)
        // The file outside the workspace folder was never read.
        #expect(!client.unclaimedMessages.contains { message in
            if case .notification(PublishDiagnosticsNotification.method, let params) = message {
                return params?["uri"]?.stringValue == DocumentURI(filePath: outside).stringValue
            }
            return false
        })
    }

    @Test func propertiesTheAppCodeReadsAreFollowed() async throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let stylesheet = root.appendingPathComponent("Theme.nss").path
        let code = root.appendingPathComponent("Pods/NUI/NUIButtonRenderer.m").path
        try "Button {\n    corners-radius: 6;\n}\n".write(toFile: stylesheet, atomically: true, encoding: .utf8)
        let client = TestClient(options: ServerOptions(version: "test", logLevel: .error, diagnosticsDelay: .zero))
        try await client.initialize(InitializeRequest(rootUri: DocumentURI(filePath: root.path)))
        let first = try await client.next(PublishDiagnosticsNotification.self)
        #expect(first.diagnostics.map(\.code) == ["nss/unknown-property"])
        try FileManager.default.createDirectory(atPath: (code as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try "x = [NUISettings getFloat:@\"corners-radius\" withClass:className];\n".write(toFile: code, atomically: true, encoding: .utf8)
        client.notify(DidChangeWatchedFilesNotification(changes: [FileEvent(uri: DocumentURI(filePath: code), type: FileEvent.created)]))
        let second = try await client.next(PublishDiagnosticsNotification.self)
        #expect(second.uri == DocumentURI(filePath: stylesheet))
        #expect(second.diagnostics.isEmpty)
        try FileManager.default.removeItem(atPath: code)
        client.notify(DidChangeWatchedFilesNotification(changes: [FileEvent(uri: DocumentURI(filePath: code), type: FileEvent.deleted)]))
        let third = try await client.next(PublishDiagnosticsNotification.self)
        #expect(third.diagnostics.map(\.code) == ["nss/unknown-property"])
    }

    @Test func theWorkspaceConfigurationAppliesAndIsFollowed() async throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let configuration = root.appendingPathComponent("nuance.json").path
        let stylesheet = root.appendingPathComponent("Theme.nss").path
        try #"{ "rules": { "nss/unresolvable-variable": "off" } }"#.write(toFile: configuration, atomically: true, encoding: .utf8)
        try "@alias: @original;\n@original: #FFFFFF;\n".write(toFile: stylesheet, atomically: true, encoding: .utf8)
        let client = TestClient(options: ServerOptions(version: "test", logLevel: .error, diagnosticsDelay: .zero))
        try await client.initialize(InitializeRequest(rootUri: DocumentURI(filePath: root.path)))
        var byURI: [DocumentURI: [Diagnostic]] = [:]
        while byURI.count < 2 {
            let published = try await client.next(PublishDiagnosticsNotification.self)
            byURI[published.uri] = published.diagnostics
        }
        #expect(byURI[DocumentURI(filePath: configuration)] == [])
        #expect(byURI[DocumentURI(filePath: stylesheet)]?.contains { $0.code == "nss/unresolvable-variable" } == false)

        try #"{ "rules": { "nss/unresolvable-variable": "error" } }"#.write(toFile: configuration, atomically: true, encoding: .utf8)
        client.notify(DidChangeWatchedFilesNotification(changes: [FileEvent(uri: DocumentURI(filePath: configuration), type: FileEvent.changed)]))
        let published = try await client.next(PublishDiagnosticsNotification.self)
        #expect(published.uri == DocumentURI(filePath: stylesheet))
        let unresolvable = published.diagnostics.filter { $0.code == "nss/unresolvable-variable" }
        #expect(unresolvable.map(\.severity) == [1])
        #expect(unresolvable.first?.range.start == Position(line: 0, character: 8))
    }

    @Test func aFileGetsAtMostTheConfiguredNumberOfDiagnostics() async throws {
        let client = TestClient(options: ServerOptions(version: "test", logLevel: .error, diagnosticsDelay: .zero, rules: [BadWordRule()], maxDiagnosticsPerFile: 3))
        try await client.initialize(InitializeRequest())
        open(client, "file:///w/many.nss", "bad bad bad\nbad bad\n")
        let published = try await client.next(PublishDiagnosticsNotification.self)
        #expect(published.diagnostics.map(\.range.start) == [Position(line: 0, character: 0), Position(line: 0, character: 4), Position(line: 0, character: 8)])
    }

    @Test func theLimitKeepsTheMostSevereInDocumentOrder() {
        let severities: [Severity] = [.hint, .warning, .error, .hint, .error, .information]
        let findings = severities.enumerated().map { offset, severity in
            Finding(ruleID: "r", severity: severity, message: "\(offset)", location: Location(path: "/a.nss", range: TextRange(start: offset, end: offset)))
        }
        #expect(LanguageServer.mostSevere(findings, limit: 3).map(\.message) == ["1", "2", "4"])
        #expect(LanguageServer.mostSevere(findings, limit: 10).count == 6)
    }

    @Test func registeredRulesLinkTheirDocumentation() throws {
        guard let rule = RuleRegistry.all.first else {
            try Test.cancel("no rule is registered yet")
        }
        let path = "/w/a.nss"
        var snapshot = Snapshot(files: [SnapshotFile(path: path, kind: .stylesheet, text: SourceText("abc"))])
        let finding = Finding(ruleID: rule.descriptor.id, severity: .error, message: "m", location: Location(path: path, range: TextRange(start: 1, end: 2)))
        let unlinked = Diagnostic(finding, texts: snapshot, encoding: .utf16) { DocumentURI(analysisPath: $0) }
        #expect(unlinked.codeDescription == nil, "no rule pages are configured: nothing to link to")
        snapshot.configuration.documentationURL = "https://example.com/docs/rules"
        let diagnostic = Diagnostic(finding, texts: snapshot, encoding: .utf16) { DocumentURI(analysisPath: $0) }
        #expect(diagnostic.codeDescription?.href == "https://example.com/docs/rules/" + rule.descriptor.documentationFileName)
        #expect(diagnostic.severity == 1)
        #expect(diagnostic.range == LSPRange(start: Position(line: 0, character: 1), end: Position(line: 0, character: 2)))
    }
}
