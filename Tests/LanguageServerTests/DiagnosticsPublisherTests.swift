import Analysis
import Foundation
import JSONRPC
import SourceText
import Testing

@testable import LanguageServer

/// A run publishes each file whose diagnostics differ from what was last sent, stops once the files
/// it reads have changed again, and sends unchanged files whose publication was missed.
@Suite struct DiagnosticsPublisherTests {
    private final class Outbox: @unchecked Sendable {
        private let lock = NSLock()
        private var sent: [String] = []
        func sendFramed(_ framed: [UInt8]) {
            guard let uri = DiagnosticsRunHarness.publication(framed)?.uri else { return }
            lock.withLock { sent.append(uri) }
        }
        func take() -> [String] {
            lock.withLock {
                defer { sent = [] }; return sent
            }
        }
    }

    private let snapshot = Snapshot(files: [
        SnapshotFile(path: "/w/a.nss", kind: .stylesheet, text: SourceText("Button { font-color: nope; }\n")),
        SnapshotFile(path: "/w/b.nss", kind: .stylesheet, text: SourceText("Label { font-size: 12; }\n")),
    ])

    private func run(
        previous: DiagnosticsRun?, published: [DocumentURI: Int], current: Bool, outbox: Outbox
    ) -> (DiagnosticsRun?, [DocumentURI: Int]) {
        let mirror = SessionMirror()
        mirror.state = SessionMirror.State(isRunning: true, generation: current ? 1 : 2)
        var publisher = DiagnosticsPublisher(
            published: published, versions: [:], mirror: mirror, generation: 1, send: outbox.sendFramed)
        let run = LanguageServer.computeDiagnostics(
            snapshot: snapshot, rules: RuleRegistry.all, encoding: .utf16, uris: [:], previous: previous, publisher: &publisher)
        return (run, publisher.published)
    }

    @Test func unchangedFilesAreNotPublishedAgain() throws {
        let outbox = Outbox()
        let (first, published) = run(previous: nil, published: [:], current: true, outbox: outbox)
        #expect(outbox.take().sorted() == ["file:///w/a.nss", "file:///w/b.nss"])
        let firstRun: DiagnosticsRun = try #require(first)
        _ = run(previous: firstRun, published: published, current: true, outbox: outbox)
        #expect(outbox.take().isEmpty)
    }

    @Test func aStaleRunStopsWithoutSending() {
        let outbox = Outbox()
        let (stale, published) = run(previous: nil, published: [:], current: false, outbox: outbox)
        #expect(stale == nil)
        #expect(outbox.take().isEmpty)
        #expect(published.isEmpty)
    }

    @Test func aRunThatComputedEveryFileIsKeptWhenTheFilesChangeAsItPublishes() throws {
        // The client answers the first publication with an edit: the run stops sending, but it
        // computed every file, so the next run compares with it and sends only what was missed.
        let outbox = Outbox()
        let mirror = SessionMirror()
        mirror.state = SessionMirror.State(isRunning: true, generation: 1)
        var publisher = DiagnosticsPublisher(published: [:], versions: [:], mirror: mirror, generation: 1) { framed in
            outbox.sendFramed(framed)
            mirror.state = SessionMirror.State(isRunning: true, generation: 2)
        }
        let first = LanguageServer.computeDiagnostics(
            snapshot: snapshot, rules: RuleRegistry.all, encoding: .utf16, uris: [:], previous: nil, publisher: &publisher)
        let sentFirst = outbox.take()
        #expect(sentFirst.count == 1)
        let firstRun: DiagnosticsRun = try #require(first)
        _ = run(previous: firstRun, published: publisher.published, current: true, outbox: outbox)
        #expect((sentFirst + outbox.take()).sorted() == ["file:///w/a.nss", "file:///w/b.nss"])
    }

    @Test func unchangedFilesWhosePublicationWasMissedAreSent() throws {
        let outbox = Outbox()
        let (first, _) = run(previous: nil, published: [:], current: true, outbox: outbox)
        _ = outbox.take()
        let firstRun: DiagnosticsRun = try #require(first)
        let (_, republished) = run(previous: firstRun, published: [:], current: true, outbox: outbox)
        #expect(outbox.take().sorted() == ["file:///w/a.nss", "file:///w/b.nss"])
        #expect(republished.count == 2)
    }
}
