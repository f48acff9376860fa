import Analysis
import SourceText

extension FeatureView {
    func hover(_ params: HoverRequest) -> Hover? {
        let index = features.index
        let path = params.textDocument.uri.analysisPath
        guard let text = index.snapshot.text(of: path) else { return nil }
        let offset = text.offset(of: params.position.textPosition, encoding: encoding)
        let explained = FindingHover.content(for: features.findings(in: path, rules: rules), at: offset)
        let named = index.hover(path: path, offset: offset, cache: features.hovers)
        let content: HoverContent
        switch (explained, named) {
        case (let explained?, let named?): content = named.prepending(explained)
        case (let explained?, nil): content = explained
        case (nil, let named?): content = named
        case (nil, nil): return nil
        }
        let rendering = HoverRendering(markdown: preferences.markdown, swatches: preferences.hoverSwatches)
        return Hover(contents: rendering.render(content.blocks), range: LSPRange(content.range, in: text, encoding: encoding))
    }
}
