import Analysis
import JSON

extension LanguageServer {
    /// "N uses" above tokens, `@constants`, palette overrides and component protocols, each opening
    /// the uses with ``LensCommand/showReferences``.
    func codeLens(_ params: CodeLensRequest) async throws -> [CodeLens] {
        // A count is only true once every file that can use a definition is read (the workspace
        // folders, files announced before this request).
        await waitForDiskReads()
        let context = await featureContext()
        let uri = params.textDocument.uri
        let path = uri.analysisPath
        let index = context.index
        let lenses = await Task.detached { CodeLenses.lenses(in: path, of: index) }.value
        let encoder = JSONValueEncoder()
        return try lenses.map { lens in
            let range = context.range(lens.range, in: path)
            let arguments: [JSONValue] = [
                .string(uri.stringValue), try encoder.encode(range.start), try encoder.encode(lens.uses.map(context.location)),
            ]
            return CodeLens(range: range, command: LensCommand(title: lens.title, command: LensCommand.showReferences, arguments: arguments))
        }
    }
}
