import JSON
import NSS
import SourceText

/// Expanding selections: from the word under the cursor outwards to the whole file.
package enum SelectionRanges {
    /// The ranges containing `offset`, innermost first, each strictly containing the one before.
    package static func ranges(at offset: Int, in path: String, of index: WorkspaceIndex) -> [TextRange] {
        guard let file = index.snapshot.files[path] else { return [] }
        var candidates: [TextRange] = []
        switch file.kind {
        case .stylesheet:
            guard let stylesheet = index.stylesheets.file(path) else { break }
            candidates = stylesheetRanges(at: offset, in: stylesheet)
        case .tokens, .configuration:
            // The index keeps no syntax tree of token files: parsed again for this one file.
            let document = JSONSyntax.parse(file.text)
            if let root = document.root { candidates = jsonRanges(at: offset, in: root).reversed() }
        case .swiftModel:
            guard let model = index.models.file(path), model.sourcery.skipped == nil else { break }
            for comment in model.sourcery.comments where comment.range.touches(offset) {
                for annotation in comment.annotations where annotation.range.touches(offset) {
                    if annotation.keyRange.touches(offset) { candidates.append(annotation.keyRange) }
                    if let value = annotation.valueRange, value.touches(offset) { candidates.append(value) }
                    candidates.append(annotation.range)
                }
                candidates.append(comment.contentRange)
                candidates.append(comment.range)
            }
            let containing = model.sourcery.declarations.filter { $0.range.touches(offset) }.sorted { $0.range.length < $1.range.length }
            for declaration in containing {
                if declaration.nameRange.touches(offset) { candidates.append(declaration.nameRange) }
                candidates.append(declaration.range)
            }
        case .swiftCode:
            if let use = index.swiftCode.use(at: offset, in: path) { candidates.append(use.range) }
        }
        candidates.append(file.text.fullRange)
        var result: [TextRange] = []
        for range in candidates where range.touches(offset) {
            if let last = result.last {
                guard range.contains(last), range != last else { continue }
            }
            result.append(range)
        }
        return result
    }

    static func stylesheetRanges(at offset: Int, in file: StylesheetFile) -> [TextRange] {
        let syntax = file.syntax
        var result: [TextRange] = []
        if let token = syntax.significantToken(touching: offset) { result.append(token.range) }
        for declaration in syntax.declarations where declaration.range.touches(offset) {
            if declaration.value.range.touches(offset), !declaration.value.isEmpty { result.append(declaration.value.range) }
            result.append(declaration.range)
            let ruleSet = syntax.ruleSets[declaration.ruleSet]
            if let open = ruleSet.openBrace, let close = ruleSet.closeBrace, open.end <= close.start {
                result.append(TextRange(start: open.end, end: close.start))
            }
        }
        for definition in syntax.definitions where definition.range.touches(offset) {
            if definition.value.range.touches(offset), !definition.value.isEmpty { result.append(definition.value.range) }
            result.append(definition.range)
        }
        for ruleSet in syntax.ruleSets where ruleSet.range.touches(offset) {
            let selectors = syntax.selectors[ruleSet.selectors]
            if let first = selectors.first, let last = selectors.last, first.range.union(last.range).touches(offset) {
                result.append(first.range.union(last.range))
            }
            result.append(ruleSet.range)
        }
        for media in syntax.mediaBlocks.sorted(by: { $0.range.length < $1.range.length }) where media.range.touches(offset) {
            result.append(media.range)
        }
        return result.sorted { $0.length < $1.length }
    }

    /// Outermost first: each node, and for members the key or the whole member.
    static func jsonRanges(at offset: Int, in node: JSONNode) -> [TextRange] {
        var result = [node.range]
        switch node.kind {
        case .object(let members):
            for member in members where member.range.touches(offset) {
                result.append(member.range)
                if member.keyRange.touches(offset) {
                    result.append(member.keyRange)
                    if member.keyRange.length >= 2 { result.append(TextRange(start: member.keyRange.start + 1, end: member.keyRange.end - 1)) }
                } else {
                    result += jsonRanges(at: offset, in: member.value)
                }
                break
            }
        case .array(let elements):
            for element in elements where element.range.touches(offset) {
                result += jsonRanges(at: offset, in: element)
                break
            }
        case .string:
            if node.range.length >= 2 { result.append(TextRange(start: node.range.start + 1, end: node.range.end - 1)) }
        default:
            break
        }
        return result
    }
}
