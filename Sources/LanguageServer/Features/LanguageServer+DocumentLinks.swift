import Analysis

extension LanguageServer {
    func documentLink(_ params: DocumentLinkRequest) async throws -> [DocumentLink] {
        let context = await featureContext()
        let path = params.textDocument.uri.analysisPath
        let references = DocumentLinks.imageReferences(in: path, of: context.index)
        guard !references.isEmpty else { return [] }
        editingState.images.refresh(roots: workspaceRoots)
        let images = editingState.images
        let tooltips = clientCapabilities.textDocument?.documentLink?.tooltipSupport == true
        return references.compactMap { reference in
            guard let file = images.file(for: reference.name) else { return nil }
            return DocumentLink(
                range: context.range(reference.range, in: path), target: DocumentURI(filePath: file).stringValue,
                tooltip: tooltips ? "image `\(reference.name)`" : nil)
        }
    }
}
