import Analysis
import Diagnostics
import SourceText
import SourceryModels

/// What the server last published, and the run in progress.
struct DiagnosticsState {
    /// Counts changes to the files the analysis sees.
    var generation = 0
    var running: Task<Void, Never>?
    var published: [DocumentURI: [Diagnostic]] = [:]
    /// The last run's findings and their diagnostics, which the next run keeps for unchanged files.
    var last: DiagnosticsRun?

    mutating func cancel() {
        running?.cancel()
        running = nil
    }
}

extension LanguageServer {
    /// Recomputes diagnostics. Changes that arrive while a run is computing are coalesced into one
    /// more run on the newest texts, so fast typing costs at most one run behind the last edit.
    func scheduleDiagnostics() {
        diagnostics.generation += 1  // also tells the editor features that their index is stale
        updateMirror()
        guard !clientPullsDiagnostics else { return }  // the client asks with `textDocument/diagnostic`
        guard diagnostics.running == nil else { return }
        diagnostics.running = Task { await self.runDiagnostics() }
    }

    private func runDiagnostics() async {
        if options.diagnosticsDelay > .zero {
            try? await Task.sleep(for: options.diagnosticsDelay)
        }
        while !Task.isCancelled, lifecycle == .running {
            let generation = diagnostics.generation
            let snapshot = makeSnapshot()
            let uris = uriMap()
            let encoding = encoding
            let rules = options.rules
            let limit = options.maxDiagnosticsPerFile
            let previous = diagnostics.last
            // The editor features' index of this generation, built here when no request built it yet:
            // a second index built beside theirs would double the work and the memory.
            let ready = featureIndex().index
            let run = await Task.detached {
                LanguageServer.computeDiagnostics(
                    snapshot: snapshot, rules: rules, encoding: encoding, uris: uris, previous: previous, limitPerFile: limit, index: ready)
            }.value
            guard !Task.isCancelled, lifecycle == .running else { break }
            featureCache.offer(run.findings.index, generation: generation)
            let replaced = diagnostics.last
            diagnostics.last = run
            // Freeing a large index takes a while: not on the server's own executor.
            if let replaced { Task.detached(priority: .background) { withExtendedLifetime(replaced) {} } }
            // Results for texts that changed meanwhile are stale: compute again instead.
            if generation == diagnostics.generation {
                publish(run.byURI)
                break
            }
        }
        diagnostics.running = nil
    }

    /// The files the analysis sees: open documents over the workspace's files on disk.
    func makeSnapshot() -> Snapshot {
        var files = workspaceFiles.files
        for document in documents.documents.values {
            let path = document.uri.analysisPath
            guard let kind = FileKind.byName(path) ?? FileKind(languageID: document.languageID) else { continue }
            // Swift files matter only once they carry Sourcery annotations, as in workspace discovery.
            if kind == .swiftModel, !ByteSearch.containsSourceryMarker(document.text.bytes) { continue }
            files[path] = SnapshotFile(path: path, kind: kind, text: document.text)
        }
        var configuration = configuration(for: files)
        // The dialect the client asked for in `initializationOptions` wins over the configuration's.
        if let dialect = featureCache.preferences.dialect { configuration.stylesheets.dialect = dialect }
        return Snapshot(files: Array(files.values), configuration: configuration, root: workspaceRoots.first)
    }

    /// The URI the client knows a path by: the open document's own URI when there is one.
    func uriMap() -> [String: DocumentURI] {
        var map: [String: DocumentURI] = [:]
        for uri in documents.documents.keys { map[uri.analysisPath] = uri }
        return map
    }

    /// Sends what changed since the last publication; files that left the snapshot are cleared.
    private func publish(_ computed: [DocumentURI: [Diagnostic]]) {
        for (uri, list) in computed where diagnostics.published[uri] != list {
            diagnostics.published[uri] = list
            notify(PublishDiagnosticsNotification(uri: uri, version: documents[uri]?.version, diagnostics: list))
        }
        for uri in diagnostics.published.keys where computed[uri] == nil {
            diagnostics.published[uri] = nil
            notify(PublishDiagnosticsNotification(uri: uri, version: nil, diagnostics: []))
        }
    }

    /// Every file's diagnostics (an empty list for a clean file), keyed by the client's URIs. Files whose
    /// findings `previous` already had keep its diagnostics.
    nonisolated static func computeDiagnostics(
        snapshot: Snapshot, rules: [any Rule], encoding: PositionEncoding, uris: [String: DocumentURI], previous: DiagnosticsRun? = nil,
        limitPerFile: Int = .max, index ready: WorkspaceIndex? = nil
    ) -> DiagnosticsRun {
        let reusable = previous.flatMap { $0.encoding == encoding && $0.uris == uris && $0.limitPerFile == limitPerFile ? $0 : nil }
        let index = ready ?? WorkspaceIndex(snapshot: snapshot, reusing: reusable?.findings.index)
        let findings = Analyzer.findingsByFile(of: index, rules: rules, reusing: reusable?.findings)
        // One URI per path for the run: related information names the same files again and again.
        var madeURIs: [String: DocumentURI] = [:]
        let uri = { (path: String) -> DocumentURI in
            if let known = uris[path] ?? madeURIs[path] { return known }
            let made = DocumentURI(analysisPath: path)
            madeURIs[path] = made
            return made
        }
        var byPath: [String: [Diagnostic]] = [:]
        for (path, list) in findings.byPath {
            if !findings.recomputed.contains(path), let kept = reusable?.byPath[path] {
                byPath[path] = kept
            } else {
                byPath[path] = LanguageServer.mostSevere(list, limit: limitPerFile).map {
                    Diagnostic($0, texts: snapshot, encoding: encoding, uri: uri)
                }
            }
        }
        return DiagnosticsRun(findings: findings, byPath: byPath, encoding: encoding, uris: uris, limitPerFile: limitPerFile)
    }
}

extension LanguageServer {
    /// At most `limit` findings, the most severe first (so that errors are never crowded out by
    /// hints), kept in their document order.
    nonisolated static func mostSevere(_ findings: [Finding], limit: Int) -> [Finding] {
        guard findings.count > limit else { return findings }
        let chosen = findings.indices.sorted { (findings[$0].severity, $0) < (findings[$1].severity, $1) }.prefix(limit)
        return chosen.sorted().map { findings[$0] }
    }
}

/// One computation of every file's diagnostics.
struct DiagnosticsRun: Sendable {
    var findings: FindingsByFile
    /// Diagnostics by the path of the file they are located in.
    var byPath: [String: [Diagnostic]]
    var encoding: PositionEncoding
    var uris: [String: DocumentURI]
    var limitPerFile: Int

    var byURI: [DocumentURI: [Diagnostic]] {
        var result: [DocumentURI: [Diagnostic]] = [:]
        for (path, list) in byPath { result[uris[path] ?? DocumentURI(analysisPath: path)] = list }
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
