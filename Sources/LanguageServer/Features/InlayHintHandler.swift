import Analysis
import SourceText

extension LanguageServer {
    func inlayHints(_ params: InlayHintRequest) -> [InlayHint] {
        let index = featureIndex().index
        let path = params.textDocument.uri.analysisPath
        guard let text = index.snapshot.text(of: path) else { return [] }
        let range = text.range(from: params.range.start.textPosition, to: params.range.end.textPosition, encoding: encoding)
        return index.inlayHints(path: path, range: range).map {
            InlayHint(
                position: Position(text.position(of: $0.offset, encoding: encoding)), label: $0.label, tooltip: $0.tooltip,
                paddingLeft: true)
        }
    }
}
