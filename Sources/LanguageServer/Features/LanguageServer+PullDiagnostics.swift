import Analysis
import Diagnostics

extension LanguageServer {
    /// True when the client pulls diagnostics; the server then answers pulls and pushes nothing.
    var clientPullsDiagnostics: Bool { clientCapabilities.textDocument?.diagnostic != nil }

    func documentDiagnostic(_ params: DocumentDiagnosticRequest) async throws -> DocumentDiagnosticReport {
        let context = await featureContext()
        let path = params.textDocument.uri.analysisPath
        let rules = options.rules
        let index = context.index
        let findings = await Task.detached { Analyzer.findings(in: path, of: index, rules: rules) }.value
        return DocumentDiagnosticReport(items: LanguageServer.mostSevere(findings, limit: options.maxDiagnosticsPerFile).map(context.diagnostic))
    }

    func workspaceDiagnostic(_ params: WorkspaceDiagnosticRequest) async throws -> WorkspaceDiagnosticReport {
        let context = await featureContext()
        let rules = options.rules
        let index = context.index
        let findings = await Task.detached { Analyzer.findings(of: index, rules: rules) }.value
        var byPath: [String: [Diagnostic]] = [:]
        for path in index.snapshot.paths { byPath[path] = [] }
        var findingsByPath: [String: [Finding]] = [:]
        for finding in findings { findingsByPath[finding.location.path, default: []].append(finding) }
        for (path, list) in findingsByPath {
            byPath[path] = LanguageServer.mostSevere(list, limit: options.maxDiagnosticsPerFile).map(context.diagnostic)
        }
        return WorkspaceDiagnosticReport(items: byPath.keys.sorted().map { path in
            .init(uri: context.uri(path), version: context.versions[path], items: byPath[path] ?? [])
        })
    }
}
