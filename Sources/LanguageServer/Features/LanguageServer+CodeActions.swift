import Analysis

extension LanguageServer {
    func codeAction(_ params: CodeActionRequest) async throws -> [CodeAction] {
        let context = await featureContext()
        let path = params.textDocument.uri.analysisPath
        guard let range = context.byteRange(params.range, in: path) else { return [] }
        let rules = options.rules
        let index = context.index
        let findings = await Task.detached { Analyzer.findings(in: path, of: index, rules: rules) }.value
        return CodeActions.actions(in: path, range: range, of: index, findings: findings, only: params.context.only).map { proposal in
            CodeAction(
                title: proposal.title, kind: proposal.kind.rawValue,
                diagnostics: proposal.finding.map { [context.diagnostic($0)] },
                isPreferred: proposal.isPreferred ? true : nil,
                edit: context.workspaceEdit(proposal.changes))
        }
    }
}
