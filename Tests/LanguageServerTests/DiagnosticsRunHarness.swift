import Analysis
import Foundation
import JSON
import JSONRPC
import TestSupport
import Testing

@testable import LanguageServer

/// Runs of ``LanguageServer/computeDiagnostics`` outside a server, one after the other as the server
/// chains them, with what each published kept by document: the tests that compare an edited sheet's
/// diagnostics with a fresh session's share it.
enum DiagnosticsRunHarness {
    /// The last diagnostics published for each document.
    final class Outbox: @unchecked Sendable {
        private let lock = NSLock()
        private var last: [String: JSONValue] = [:]

        func sendFramed(_ framed: [UInt8]) {
            guard let (uri, diagnostics) = DiagnosticsRunHarness.publication(framed) else { return }
            lock.withLock { last[uri] = diagnostics }
        }

        func diagnostics(of uri: String) -> JSONValue? { lock.withLock { last[uri] } }
    }

    /// The document and diagnostics of a framed `publishDiagnostics` the publisher sent, read back as
    /// a client reads it; nil for another message.
    static func publication(_ framed: [UInt8]) -> (uri: String, diagnostics: JSONValue?)? {
        guard case .message(let message) = Message.unframed(framed) else {
            Issue.record("the publisher framed something that is not a message")
            return nil
        }
        guard case .notification(PublishDiagnosticsNotification.method, let params?) = message, let uri = params["uri"]?.stringValue
        else { return nil }
        return (uri, params["diagnostics"])
    }

    static func run(
        _ snapshot: Snapshot, uris: [String: DocumentURI] = [:], limit: Int, previous: DiagnosticsRun?, published: [DocumentURI: Int],
        outbox: Outbox
    ) -> (DiagnosticsRun?, [DocumentURI: Int]) {
        let mirror = SessionMirror()
        mirror.state = SessionMirror.State(isRunning: true, generation: 1)
        var publisher = DiagnosticsPublisher(published: published, versions: [:], mirror: mirror, generation: 1, send: outbox.sendFramed)
        let run = LanguageServer.computeDiagnostics(
            snapshot: snapshot, rules: RuleRegistry.all, encoding: .utf16, uris: uris, previous: previous, limitPerFile: limit,
            publisher: &publisher)
        return (run, publisher.published)
    }

    /// An offset between the braces of a random closed rule set of the sheet at `path`.
    static func positionInsideARuleSet(of index: WorkspaceIndex?, path: String, random: inout SeededGenerator) -> Int? {
        guard let file = index?.stylesheets.file(path), let ruleSet = file.syntax.ruleSets.randomElement(using: &random),
            let open = ruleSet.openBrace, let close = ruleSet.closeBrace
        else { return nil }
        return Int.random(in: open.end...close.start, using: &random)
    }
}
