import Analysis
import Diagnostics
import SourceText
import SourceryModels
import Workspace

/// What the server last published, and the run in progress.
struct DiagnosticsState {
    /// Counts changes to the files the analysis sees.
    var generation = 0
    var running: Task<Void, Never>?
    /// A fingerprint of the diagnostics last published for each document (see ``DiagnosticsRun``):
    /// the lists themselves are not kept.
    var published: [DocumentURI: Int] = [:]
    /// Documents the client may have dropped the diagnostics of (it opened them again): the next run
    /// publishes them even when they are unchanged.
    var republish: Set<DocumentURI> = []
    /// The last run, whose results the next run keeps for unchanged files.
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
            for uri in diagnostics.republish { diagnostics.published[uri] = nil }
            diagnostics.republish = []
            let snapshot = makeSnapshot()
            let uris = uriMap()
            let versions = Dictionary(documents.documents.values.map { ($0.uri, $0.version) }, uniquingKeysWith: { $1 })
            let published = diagnostics.published
            let mirror = mirror
            let sendFramed = sendFramed
            let encoding = encoding
            let rules = options.rules
            let limit = options.maxDiagnosticsPerFile
            let previous = diagnostics.last
            // The editor features' index of this generation, built here when no request built it yet:
            // a second index built beside theirs would double the work and the memory.
            let ready = featureIndex().index
            let unusedOnlyInOpenFiles = featureCache.preferences.unusedOnlyInOpenFiles
            let run = await Task.detached {
                var publisher = DiagnosticsPublisher(
                    published: published, versions: versions, mirror: mirror, generation: generation, send: sendFramed)
                let run = LanguageServer.computeDiagnostics(
                    snapshot: snapshot, rules: rules, encoding: encoding, uris: uris, previous: previous, limitPerFile: limit,
                    index: ready, unusedOnlyInOpenFiles: unusedOnlyInOpenFiles, publisher: &publisher)
                return (completed: run, published: publisher.published)
            }.value
            diagnostics.published = run.published
            guard !Task.isCancelled, lifecycle == .running else { break }
            // A run that stopped because the files changed leaves the last complete run to compare with.
            if let completed = run.completed {
                featureCache.offer(completed.findings.index, generation: generation)
                let replaced = diagnostics.last
                diagnostics.last = completed
                // Freeing a large index takes a while: not on the server's own executor.
                if let replaced { Task.detached(priority: .background) { withExtendedLifetime(replaced) {} } }
            }
            // Files whose texts changed meanwhile were not published: compute again.
            if generation == diagnostics.generation { break }
        }
        diagnostics.running = nil
    }

    /// The files the analysis sees: open documents over the workspace's files on disk.
    func makeSnapshot() -> Snapshot {
        var files = workspaceFiles.files
        var declaredTypes = workspaceFiles.declaredTypes
        for document in documents.documents.values {
            let path = document.uri.analysisPath
            // A plain `.json` token file is known by its content, which workspace discovery read.
            guard
                let kind = FileKind.byName(path) ?? files[path]?.kind ?? FileKind(languageID: document.languageID)
                    ?? FileKind(tokenDocument: document.text, path: path, languageID: document.languageID)
            else { continue }
            // Swift files are models once they carry Sourcery annotations, as in workspace discovery;
            // the others only declare type names.
            if kind == .swiftModel {
                switch workspaceFiles.reading(path: path, text: document.text) {
                case .model(let file):
                    files[path] = file
                    declaredTypes[path] = nil
                case .code(let file, let names):
                    files[path] = file
                    declaredTypes[path] = names.isEmpty ? nil : names
                case .declaredTypes(let names):
                    files[path] = nil
                    declaredTypes[path] = names.isEmpty ? nil : names
                }
                continue
            }
            files[path] = SnapshotFile(path: path, kind: kind, text: document.text)
        }
        var configuration = configuration(for: files)
        // The dialect the client asked for in `initializationOptions` wins over the configuration's.
        if let dialect = featureCache.preferences.dialect { configuration.stylesheets.dialect = dialect }
        var snapshot = Snapshot(
            files: Array(files.values), configuration: configuration, root: workspaceRoots.first, declaredTypes: declaredTypes)
        snapshot.appStyleReads = workspaceFiles.appStyleReads
        snapshot.appClassAssignments = workspaceFiles.appClassAssignments
        return snapshot
    }

    /// The URI the client knows a path by: the open document's own URI when there is one.
    func uriMap() -> [String: DocumentURI] {
        var map: [String: DocumentURI] = [:]
        for uri in documents.documents.keys { map[uri.analysisPath] = uri }
        return map
    }

    /// Every file's diagnostics, published as they are made: for each file whose diagnostics differ
    /// from the ones last published (an empty list for a clean file), and an empty list for each file
    /// that left the snapshot. Files unchanged since `previous` keep its fingerprints; their findings
    /// are computed again only when their last publication was missed. The run keeps no findings.
    /// Nil when the files changed (or the session ended) before every file was computed: it stops there.
    nonisolated static func computeDiagnostics(
        snapshot: Snapshot, rules: [any Rule], encoding: PositionEncoding, uris: [String: DocumentURI], previous: DiagnosticsRun? = nil,
        limitPerFile: Int = .max, index ready: WorkspaceIndex? = nil, unusedOnlyInOpenFiles: Bool = false,
        publisher: inout DiagnosticsPublisher
    ) -> DiagnosticsRun? {
        let reusable = previous.flatMap { $0.encoding == encoding && $0.uris == uris && $0.limitPerFile == limitPerFile ? $0 : nil }
        let index = ready ?? WorkspaceIndex(snapshot: snapshot, reusing: reusable?.findings.index)
        let pending = Analyzer.pendingPaths(of: index, rules: rules, reusing: reusable?.findings)
        let recomputed = Set(pending)
        // One URI per path for the run: related information names the same files again and again.
        var madeURIs: [String: DocumentURI] = [:]
        let uri = { (path: String) -> DocumentURI in
            if let known = uris[path] ?? madeURIs[path] { return known }
            let made = DocumentURI(analysisPath: path)
            madeURIs[path] = made
            return made
        }
        var fingerprints: [String: Int] = [:]
        fingerprints.reserveCapacity(index.snapshot.files.count)
        var current: Set<DocumentURI> = []
        current.reserveCapacity(index.snapshot.files.count)
        func publish(_ findings: [Finding], of path: String, fingerprint kept: Int?) {
            // The client asked for the unused analysis only in the documents it has open.
            var findings = findings
            if unusedOnlyInOpenFiles, uris[path] == nil { findings.removeAll { $0.ruleID.hasPrefix("nuance/unused-") } }
            let list = LanguageServer.mostSevere(findings, limit: limitPerFile).map {
                Diagnostic($0, texts: snapshot, encoding: encoding, uri: uri)
            }
            let bytes = Diagnostic.serializedBytes(list)
            let fingerprint = kept ?? DiagnosticsRun.fingerprint(bytes)
            fingerprints[path] = fingerprint
            publisher.publish(serializedDiagnostics: bytes, fingerprint: fingerprint, for: uri(path))
        }
        // Unchanged files are published again only when their last publication was missed.
        for path in index.snapshot.paths where !recomputed.contains(path) {
            current.insert(uri(path))
            let kept = reusable?.fingerprints[path]
            if let kept, publisher.published[uri(path)] == kept {
                fingerprints[path] = kept
            } else {
                publish(Analyzer.findings(in: path, of: index, rules: rules, limit: limitPerFile), of: path, fingerprint: kept)
            }
        }
        // Open stylesheets the client edited since the previous run keep their rule set–local findings
        // for the next run, which checks again only the rule set its edit lies in, if it lies inside one.
        let edited = Set(
            pending.filter { path in
                guard uris[path] != nil, let file = index.snapshot.files[path], file.kind == .stylesheet,
                    let earlier = reusable?.findings.index.snapshot.files[path]
                else { return false }
                return earlier.text != file.text
            })
        var localFindings: [String: RuleSetLocalFindings] = [:]
        // The others a batch at a time, so that the findings of only one batch exist at once.
        for batchStart in stride(from: 0, to: pending.count, by: diagnosticsBatchSize) {
            guard publisher.isCurrent else { return nil }
            let batch = Array(pending[batchStart..<min(batchStart + diagnosticsBatchSize, pending.count)])
            let computed = Analyzer.findingsPerFile(
                of: index, paths: batch, rules: rules, limit: limitPerFile, reusing: reusable?.localFindings ?? [:], keepingLocalOf: edited)
            localFindings.merge(computed.local) { $1 }
            for (path, findings) in zip(batch, computed.findings) {
                current.insert(uri(path))
                publish(findings, of: path, fingerprint: nil)
            }
        }
        // Every file was computed: the run is complete even when the files changed meanwhile, and the
        // next run compares with it (a file it did not get to publish is published by the next).
        if publisher.isCurrent { publisher.clear(keeping: current) }
        return DiagnosticsRun(
            findings: FindingsByFile(index: index, recomputed: recomputed, rules: rules), fingerprints: fingerprints,
            encoding: encoding, uris: uris, limitPerFile: limitPerFile, localFindings: localFindings)
    }

    private static let diagnosticsBatchSize = 64
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

/// One computation of every file's diagnostics, kept for the next run: which files it analysed (not
/// their findings) and a fingerprint of each file's diagnostics in their LSP form (not the
/// diagnostics themselves). Unchanged files need neither again unless their publication was missed.
/// Only the stylesheets being edited keep findings: those of their rule set–local rules.
struct DiagnosticsRun: Sendable {
    /// Without findings (see ``FindingsByFile/withoutFindings()``).
    var findings: FindingsByFile
    /// By the path of the file the diagnostics are located in.
    var fingerprints: [String: Int]
    var encoding: PositionEncoding
    var uris: [String: DocumentURI]
    var limitPerFile: Int
    /// The rule set–local findings of the open stylesheets this run found edited (``RuleSetLocalFindings``).
    var localFindings: [String: RuleSetLocalFindings] = [:]

    /// Of the bytes of a list of diagnostics (``Diagnostic/serializedBytes(_:)``).
    static func fingerprint(_ serializedDiagnostics: [UInt8]) -> Int {
        var hasher = Hasher()
        serializedDiagnostics.withUnsafeBytes { hasher.combine(bytes: $0) }
        return hasher.finalize()
    }
}

extension FileKind {
    /// A JSON document that discovery did not read (opened without a workspace folder, or from
    /// outside it) is a token file when its content says so, as a workspace's `.json` files are.
    init?(tokenDocument text: SourceText, path: String, languageID: String) {
        guard ["json", "jsonc", "json5"].contains(languageID), FileKind.mayBeTokenJSON(path),
            FileKind.isTokenContent(text, relativePath: path)
        else { return nil }
        self = .tokens
    }

    /// The kind of an open document whose name does not say it, from the editor's language id.
    init?(languageID: String) {
        switch languageID {
        case "nss": self = .stylesheet
        case "swift": self = .swiftModel
        default: return nil
        }
    }
}
