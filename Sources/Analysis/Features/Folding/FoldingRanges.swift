import JSON
import NSS
import SourceText

/// A foldable region: rule sets, `@media`, comments, token groups and tokens, annotated types.
package struct FoldingRegion: Sendable, Hashable {
    package enum Kind: String, Sendable, Hashable {
        case comment, region
    }

    package var range: TextRange
    package var kind: Kind

    package init(range: TextRange, kind: Kind) {
        self.range = range
        self.kind = kind
    }
}

package enum FoldingRanges {
    /// Regions of `path` that span more than one line, in order of their start.
    package static func regions(of path: String, in index: WorkspaceIndex) -> [FoldingRegion] {
        guard let file = index.snapshot.files[path] else { return [] }
        var regions: [FoldingRegion] = []
        switch file.kind {
        case .stylesheet:
            guard let stylesheet = index.stylesheets.file(path) else { return [] }
            let syntax = stylesheet.syntax
            for ruleSet in syntax.ruleSets { regions.append(FoldingRegion(range: ruleSet.range, kind: .region)) }
            for media in syntax.mediaBlocks { regions.append(FoldingRegion(range: media.range, kind: .region)) }
            for token in syntax.tokens where token.kind == .comment || token.kind == .unterminatedComment {
                regions.append(FoldingRegion(range: token.range, kind: .comment))
            }
        case .tokens, .configuration:
            // The index keeps no syntax tree of token files: parsed again for this one file.
            let document = JSONSyntax.parse(file.text)
            guard let root = document.root else { return [] }
            collect(root, into: &regions)
            for comment in document.comments { regions.append(FoldingRegion(range: comment, kind: .comment)) }
        case .swiftModel:
            guard let model = index.models.file(path), model.sourcery.skipped == nil else { return [] }
            for declaration in model.sourcery.declarations where declaration.kind.isTypeLike {
                regions.append(FoldingRegion(range: declaration.range, kind: .region))
            }
        case .swiftCode:
            return []
        }
        return regions.filter { file.text.line(containing: $0.range.start) < file.text.line(containing: max($0.range.start, $0.range.end - 1)) }
            .sorted { $0.range < $1.range }
    }

    private static func collect(_ node: JSONNode, into regions: inout [FoldingRegion]) {
        switch node.kind {
        case .object(let members):
            regions.append(FoldingRegion(range: node.range, kind: .region))
            for member in members { collect(member.value, into: &regions) }
        case .array(let elements):
            regions.append(FoldingRegion(range: node.range, kind: .region))
            for element in elements { collect(element, into: &regions) }
        default:
            break
        }
    }
}
