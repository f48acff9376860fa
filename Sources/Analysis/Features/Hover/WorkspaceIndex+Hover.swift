import Diagnostics
import SourceText

/// Hover in every kind of file.
extension WorkspaceIndex {
    /// What to show for the name at byte `offset` of the file at `path`; nil when there is nothing to say.
    package func hover(path: String, offset: Int) -> HoverContent? {
        guard let file = snapshot.files[path] else { return nil }
        switch file.kind {
        case .stylesheet: return stylesheetHover(path: path, offset: offset)
        case .tokens: return tokenHover(path: path, offset: offset)
        case .swiftModel: return modelHover(path: path, offset: offset)
        case .configuration: return nil
        }
    }

    /// `path:line` (one-based) for a location, as hovers show it.
    package func describe(_ location: Location) -> String {
        guard let text = snapshot.files[location.path]?.text else { return location.path }
        return "\(snapshot.relativePath(location.path)):\(text.line(containing: location.range.start) + 1)"
    }

    func explanationHover(_ explanation: Explanation, range: TextRange, extra: [HoverBlock] = []) -> HoverContent {
        var blocks = explanation.hoverBlocks(lineOf: describe)
        blocks.insert(contentsOf: extra, at: min(2, blocks.count))
        return HoverContent(range: range, blocks: blocks)
    }
}
