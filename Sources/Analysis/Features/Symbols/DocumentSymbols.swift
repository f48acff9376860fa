import DesignTokens
import NSS
import SourceText
import SourceryModels

/// The outline of one file: constants, rule sets with their declarations and `@media` blocks in a
/// stylesheet; groups and tokens in a token file; annotated declarations in a Swift model.
package enum DocumentSymbols {
    package static func outline(of path: String, in index: WorkspaceIndex) -> [OutlineSymbol] {
        guard let kind = index.snapshot.files[path]?.kind else { return [] }
        switch kind {
        case .stylesheet: return index.stylesheets.file(path).map(stylesheetOutline) ?? []
        case .tokens: return index.tokens.files[path].map(tokenOutline) ?? []
        case .swiftModel: return index.models.file(path).map(modelOutline) ?? []
        case .configuration, .swiftCode: return []
        }
    }

    // MARK: Stylesheets

    /// Above this many declarations, rule sets are outlined without them: an outline of tens of
    /// thousands of entries is no use to read, and costs the editor megabytes on every request.
    package static let declarationsOutlinedAtMost = 5_000

    static func stylesheetOutline(_ file: StylesheetFile) -> [OutlineSymbol] {
        let withDeclarations = file.syntax.declarations.count <= declarationsOutlinedAtMost
        return file.syntax.items.compactMap { symbol(of: $0, in: file, withDeclarations: withDeclarations) }
    }

    package static func symbol(of item: NSSItem, in file: StylesheetFile, withDeclarations: Bool = true) -> OutlineSymbol? {
        let syntax = file.syntax
        switch item {
        case .definition(let position):
            let definition = syntax.definitions[position]
            return OutlineSymbol(
                name: file.text[definition.name], detail: syntax.nuiText(of: definition.value), kind: .constant,
                range: definition.range, selectionRange: definition.name)
        case .ruleSet(let position):
            let ruleSet = syntax.ruleSets[position]
            let selectors = syntax.selectors[ruleSet.selectors]
            guard let first = selectors.first, let last = selectors.last else { return nil }
            let name = file.classNames(of: position).joined(separator: ", ")
            let declarations = !withDeclarations ? [] : syntax.declarations[ruleSet.declarations].map { declaration in
                OutlineSymbol(
                    name: file.text[declaration.property], detail: syntax.nuiText(of: declaration.value), kind: .property,
                    range: declaration.range, selectionRange: declaration.property)
            }
            return OutlineSymbol(
                name: name, kind: .styleClass, range: ruleSet.range, selectionRange: first.range.union(last.range), children: declarations)
        case .media(let position):
            let media = syntax.mediaBlocks[position]
            let header = media.options.last.map { media.keyword.union($0.range) } ?? media.keyword
            let children = media.items.compactMap { symbol(of: $0, in: file, withDeclarations: withDeclarations) }
            return OutlineSymbol(
                name: file.text[header].split(whereSeparator: \.isWhitespace).joined(separator: " "), kind: .media,
                range: media.range, selectionRange: media.keyword, children: children)
        case .skipped:
            return nil
        }
    }

    /// The text an item's outline entry is made from (nil for skipped text, which has none).
    package static func range(of item: NSSItem, in syntax: NSSStylesheet) -> TextRange? {
        switch item {
        case .definition(let position): return syntax.definitions[position].range
        case .ruleSet(let position): return syntax.ruleSets[position].range
        case .media(let position): return syntax.mediaBlocks[position].range
        case .skipped: return nil
        }
    }

    // MARK: Token files

    static func tokenOutline(_ file: TokenFile) -> [OutlineSymbol] {
        final class Node {
            var symbol: OutlineSymbol
            var children: [String: Node] = [:]
            init(_ symbol: OutlineSymbol) { self.symbol = symbol }

            func resolved() -> OutlineSymbol {
                var result = symbol
                result.children = children.values.map { $0.resolved() }.sorted { $0.selectionRange < $1.selectionRange }
                for child in result.children { result.range = result.range.union(child.range) }
                return result
            }
        }
        let root = Node(OutlineSymbol(name: "", kind: .tokenGroup, range: .empty(at: 0), selectionRange: .empty(at: 0)))
        let text = file.document.text
        func node(for segments: [String]) -> Node {
            var current = root
            for segment in segments {
                if let next = current.children[segment] {
                    current = next
                } else {
                    // A group known only through its members: its range grows with them.
                    let placeholder = Node(OutlineSymbol(name: segment, kind: .tokenGroup, range: current.symbol.range, selectionRange: current.symbol.selectionRange))
                    current.children[segment] = placeholder
                    current = placeholder
                }
            }
            return current
        }
        for group in file.groups where !group.segments.isEmpty {
            let target = node(for: group.segments)
            let key = group.keyRange.insideQuotes(of: text)
            target.symbol = OutlineSymbol(name: group.segments.last!, detail: group.type, kind: .tokenGroup, range: group.keyRange, selectionRange: key)
        }
        for token in file.tokens where !token.segments.isEmpty {
            let parent = node(for: Array(token.segments.dropLast()))
            let value = token.value.map { text[$0.node.range] }
            parent.children[token.segments.last!] = Node(OutlineSymbol(
                name: token.segments.last!, detail: value ?? token.declaredType, kind: .token, range: token.range,
                selectionRange: token.keyRange.insideQuotes(of: text)))
        }
        return root.resolved().children
    }

    // MARK: Swift models

    static func modelOutline(_ file: ModelFile) -> [OutlineSymbol] {
        let declarations = file.sourcery.declarations
        guard file.sourcery.skipped == nil, !declarations.isEmpty else { return [] }
        // A declaration is shown when it or one of its members carries annotations.
        var shown = [Bool](copies: false, count: declarations.count)
        for (position, declaration) in declarations.enumerated() where !declaration.annotations.isEmpty && !declaration.annotationComments.isEmpty {
            var current: Int? = position
            while let index = current, !shown[index] {
                shown[index] = true
                current = declarations[index].parent
            }
        }
        var children: [Int: [Int]] = [:]
        var roots: [Int] = []
        for (position, declaration) in declarations.enumerated() where shown[position] {
            if let parent = declaration.parent, shown[parent] { children[parent, default: []].append(position) } else { roots.append(position) }
        }
        func symbol(_ position: Int) -> OutlineSymbol {
            let declaration = declarations[position]
            let keys = declaration.annotations.keys.sorted()
            return OutlineSymbol(
                name: declaration.name, detail: keys.isEmpty ? nil : "sourcery: " + keys.joined(separator: ", "),
                kind: kind(of: declaration.kind), range: declaration.range.union(declaration.nameRange),
                selectionRange: declaration.nameRange, children: (children[position] ?? []).map(symbol))
        }
        return roots.map(symbol)
    }

    static func kind(of kind: DeclarationKind) -> OutlineSymbol.Kind {
        switch kind {
        case .protocol: return .protocolType
        case .struct, .actor: return .structType
        case .class: return .classType
        case .enum: return .enumType
        case .extension: return .extensionType
        case .variable, .subscript, .enumCase, .parameter, .associatedType, .typeAlias: return .member
        case .function, .initializer, .macro: return .function
        }
    }
}
