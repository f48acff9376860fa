import DesignTokens
import SourceText

extension WorkspaceIndex {
    func tokenHover(path: String, offset: Int) -> HoverContent? {
        guard let file = tokens.files[path] else { return nil }
        for token in file.tokens {
            for value in token.allValues {
                for reference in value.references where reference.range.touches(offset) {
                    guard let explanation = tokens.explain(reference.path, in: path) else {
                        return HoverContent(range: reference.range, blocks: [
                            .title(reference.path, kind: "token reference"), .paragraph("no token `\(reference.path)` is defined in the workspace"),
                        ])
                    }
                    return explanationHover(explanation, range: reference.range)
                }
            }
        }
        guard let token = file.tokens.first(where: { $0.keyRange.touches(offset) }), let explanation = tokens.explain(token.name, in: path) else {
            return nil
        }
        return explanationHover(explanation, range: token.keyRange)
    }
}
