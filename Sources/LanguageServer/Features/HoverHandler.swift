import Analysis
import SourceText

extension FeatureView {
    func hover(_ params: HoverRequest) -> Hover? {
        let index = features.index
        let path = params.textDocument.uri.analysisPath
        guard let text = index.snapshot.text(of: path) else { return nil }
        let offset = text.offset(of: params.position.textPosition, encoding: encoding)
        guard let content = index.hover(path: path, offset: offset, cache: features.hovers) else { return nil }
        let rendering = HoverRendering(markdown: preferences.markdown, swatches: preferences.hoverSwatches)
        return Hover(contents: rendering.render(content.blocks), range: LSPRange(content.range, in: text, encoding: encoding))
    }
}
