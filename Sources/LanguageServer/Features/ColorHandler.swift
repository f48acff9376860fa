import Analysis
import Colors
import SourceText

extension FeatureContext {
    /// The colours of the document at `path`.
    func documentColors(of path: String) -> [ColorInformation] {
        guard let text = text(path) else { return [] }
        return index.documentColors(path: path).map {
            ColorInformation(range: LSPRange($0.range, in: text, encoding: encoding), color: LSPColor($0.color))
        }
    }
}

extension LanguageServer {
    func colorPresentations(_ params: ColorPresentationRequest) -> [ColorPresentationItem] {
        let index = featureIndex().index
        let path = params.textDocument.uri.analysisPath
        guard let text = index.snapshot.text(of: path) else { return [] }
        let range = text.range(from: params.range.start.textPosition, to: params.range.end.textPosition, encoding: encoding)
        let color = RGBA(red: params.color.red, green: params.color.green, blue: params.color.blue, alpha: params.color.alpha)
        return index.colorPresentations(path: path, range: range, color: color).map {
            ColorPresentationItem(label: $0.label, textEdit: TextEditValue(range: params.range, newText: $0.newText))
        }
    }
}

extension LSPColor {
    init(_ color: RGBA) {
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }
}
