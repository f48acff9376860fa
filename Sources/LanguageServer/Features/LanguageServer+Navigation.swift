import Analysis
import JSONRPC

extension LanguageServer {
    func definition(_ params: DefinitionRequest) async throws -> [LSPLocation] {
        await featureContext().definition(params)
    }

    func references(_ params: ReferencesRequest) async throws -> [LSPLocation] {
        let context = await featureContext()
        let path = params.textDocument.uri.analysisPath
        guard let offset = context.offset(params.position, in: path) else { return [] }
        return Navigation.references(at: offset, in: path, of: context.index, includeDeclaration: params.context.includeDeclaration)
            .map(context.location)
    }

    func documentHighlight(_ params: DocumentHighlightRequest) async throws -> [DocumentHighlight] {
        let context = await featureContext()
        let path = params.textDocument.uri.analysisPath
        guard let offset = context.offset(params.position, in: path) else { return [] }
        return Navigation.highlights(at: offset, in: path, of: context.index).map { occurrence in
            DocumentHighlight(range: context.range(occurrence.location.range, in: path), kind: occurrence.isDefinition ? 3 : 2)
        }
    }

    func prepareRename(_ params: PrepareRenameRequest) async throws -> PrepareRenameResult? {
        let context = await featureContext()
        let path = params.textDocument.uri.analysisPath
        guard let offset = context.offset(params.position, in: path) else { return nil }
        switch Rename.prepare(at: offset, in: path, of: context.index) {
        case .success(let target):
            return PrepareRenameResult(range: context.range(target.range, in: path), placeholder: target.placeholder)
        case .failure(let refusal):
            throw ResponseError.requestFailed(refusal.message)
        }
    }

    func rename(_ params: RenameRequest) async throws -> WorkspaceEdit? {
        let context = await featureContext()
        let path = params.textDocument.uri.analysisPath
        guard let offset = context.offset(params.position, in: path) else { return nil }
        switch Rename.edits(at: offset, in: path, to: params.newName, of: context.index) {
        case .success(let edits):
            return context.workspaceEdit(edits)
        case .failure(let refusal):
            throw ResponseError.requestFailed(refusal.message)
        }
    }
}

extension FeatureContext {
    func definition(_ params: DefinitionRequest) -> [LSPLocation] {
        let path = params.textDocument.uri.analysisPath
        guard let offset = offset(params.position, in: path) else { return [] }
        return Navigation.definitions(at: offset, in: path, of: index).map(location)
    }
}
