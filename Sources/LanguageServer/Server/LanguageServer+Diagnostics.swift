import Analysis
import Diagnostics
import SourceText

/// What the server last published, and the pending run.
struct DiagnosticsState {
    var generation = 0
    var pending: Task<Void, Never>?
    var published: [DocumentURI: [Diagnostic]] = [:]

    mutating func cancel() {
        pending?.cancel()
        pending = nil
    }
}

extension LanguageServer {
    /// Recomputes diagnostics after the configured delay; a newer edit supersedes the run.
    func scheduleDiagnostics() {
        diagnostics.generation += 1
        diagnostics.pending?.cancel()
        let generation = diagnostics.generation
        let delay = options.diagnosticsDelay
        diagnostics.pending = Task {
            if delay > .zero {
                try? await Task.sleep(for: delay)
            }
            guard !Task.isCancelled else { return }
            await self.publishDiagnostics(generation: generation)
        }
    }

    /// The files the analysis sees: open documents over the workspace's files on disk.
    func makeSnapshot() -> Snapshot {
        var files = workspaceFiles.files
        for document in documents.documents.values {
            let path = document.uri.analysisPath
            guard let kind = FileKind.byName(path) ?? FileKind(languageID: document.languageID) else { continue }
            files[path] = SnapshotFile(path: path, kind: kind, text: document.text)
        }
        return Snapshot(files: Array(files.values))
    }

    /// The URI the client knows a path by: the open document's own URI when there is one.
    func uriMap() -> [String: DocumentURI] {
        var map: [String: DocumentURI] = [:]
        for uri in documents.documents.keys { map[uri.analysisPath] = uri }
        return map
    }

    private func publishDiagnostics(generation: Int) async {
        let snapshot = makeSnapshot()
        let uris = uriMap()
        let encoding = encoding
        let rules = options.rules
        let computed = await Task.detached {
            LanguageServer.computeDiagnostics(snapshot: snapshot, rules: rules, encoding: encoding, uris: uris)
        }.value
        guard generation == diagnostics.generation, lifecycle == .running else { return }
        for (uri, list) in computed where diagnostics.published[uri] != list {
            diagnostics.published[uri] = list
            notify(PublishDiagnosticsNotification(uri: uri, version: documents[uri]?.version, diagnostics: list))
        }
        for uri in diagnostics.published.keys where computed[uri] == nil {
            diagnostics.published[uri] = nil
            notify(PublishDiagnosticsNotification(uri: uri, version: nil, diagnostics: []))
        }
    }

    /// Every file's diagnostics (an empty list for a clean file), keyed by the client's URIs.
    nonisolated static func computeDiagnostics(
        snapshot: Snapshot, rules: [any Rule], encoding: PositionEncoding, uris: [String: DocumentURI]
    ) -> [DocumentURI: [Diagnostic]] {
        let index = WorkspaceIndex(snapshot: snapshot)
        let uri = { (path: String) in uris[path] ?? DocumentURI(analysisPath: path) }
        var result: [DocumentURI: [Diagnostic]] = [:]
        for path in snapshot.paths { result[uri(path)] = [] }
        for finding in Analyzer.findings(of: index, rules: rules) {
            result[uri(finding.location.path), default: []].append(
                Diagnostic(finding, texts: snapshot, encoding: encoding, uri: uri))
        }
        return result
    }
}

extension FileKind {
    /// The kind of an open document whose name does not say it, from the editor's language id.
    init?(languageID: String) {
        switch languageID {
        case "nss": self = .stylesheet
        case "swift": self = .swiftModel
        default: return nil
        }
    }
}
