import Analysis

extension LanguageServer {
    /// True when the client pulls diagnostics; the server then answers pulls and pushes nothing.
    var clientPullsDiagnostics: Bool { clientCapabilities.textDocument?.diagnostic != nil }

    func documentDiagnostic(_ params: DocumentDiagnosticRequest) async throws -> DocumentDiagnosticReport {
        let context = await featureContext()
        let path = params.textDocument.uri.analysisPath
        let rules = options.rules
        let index = context.index
        let findings = await Task.detached { Analyzer.findings(in: path, of: index, rules: rules) }.value
        return DocumentDiagnosticReport(items: findings.prefix(options.maxDiagnosticsPerFile).map(context.diagnostic))
    }

    func workspaceDiagnostic(_ params: WorkspaceDiagnosticRequest) async throws -> WorkspaceDiagnosticReport {
        let context = await featureContext()
        let rules = options.rules
        let index = context.index
        let findings = await Task.detached { Analyzer.findings(of: index, rules: rules) }.value
        var byPath: [String: [Diagnostic]] = [:]
        for path in index.snapshot.paths { byPath[path] = [] }
        let limit = options.maxDiagnosticsPerFile
        for finding in findings where byPath[finding.location.path, default: []].count < limit {
            byPath[finding.location.path, default: []].append(context.diagnostic(finding))
        }
        return WorkspaceDiagnosticReport(items: byPath.keys.sorted().map { path in
            .init(uri: context.uri(path), version: context.versions[path], items: byPath[path] ?? [])
        })
    }
}
