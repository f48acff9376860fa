import Diagnostics
import SourceText

/// Hover in every kind of file.
extension WorkspaceIndex {
    /// What to show for the name at byte `offset` of the file at `path`; nil when there is nothing to say.
    /// `cache`, when given, must belong to this index.
    package func hover(path: String, offset: Int, cache: HoverCache? = nil) -> HoverContent? {
        guard let file = snapshot.files[path] else { return nil }
        switch file.kind {
        case .stylesheet: return stylesheetHover(path: path, offset: offset, cache: cache)
        case .tokens: return tokenHover(path: path, offset: offset)
        case .swiftModel: return swiftPaletteHover(path: path, offset: offset) ?? modelHover(path: path, offset: offset)
        case .swiftCode: return swiftPaletteHover(path: path, offset: offset)
        case .configuration: return configurationHover(path: path, offset: offset)
        }
    }

    /// `path:line` (one-based) for a location, as hovers show it.
    package func describe(_ location: Location) -> String {
        WorkspaceIndex.describe(location, files: snapshot.files, root: snapshot.root)
    }

    static func describe(_ location: Location, files: [String: SnapshotFile], root: String?) -> String {
        guard let text = files[location.path]?.text else { return location.path }
        return "\(Snapshot.relativePath(location.path, to: root)):\(text.line(containing: location.range.start) + 1)"
    }

    func explanationHover(_ explanation: Explanation, range: TextRange, extra: [HoverBlock] = []) -> HoverContent {
        HoverContent(range: range, blocks: WorkspaceIndex.inserting(extra, into: explanationBlocks(explanation)))
    }

    func explanationBlocks(_ explanation: Explanation) -> [HoverBlock] {
        // Only the files and the root are captured: a closure over `self` would copy the whole index.
        let files = snapshot.files
        let root = snapshot.root
        return explanation.hoverBlocks { WorkspaceIndex.describe($0, files: files, root: root) }
    }

    /// `extra` after the title and summary of an explanation's blocks.
    static func inserting(_ extra: [HoverBlock], into blocks: [HoverBlock]) -> [HoverBlock] {
        var blocks = blocks
        blocks.insert(contentsOf: extra, at: min(2, blocks.count))
        return blocks
    }
}
