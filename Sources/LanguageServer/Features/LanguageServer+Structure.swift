import Analysis
import JSONRPC
import SourceText

extension FeatureContext {
    /// The outline of the document at `path`: nested symbols when the client takes them, else flat.
    func documentSymbols(of path: String, hierarchical: Bool) -> DocumentSymbolResult {
        let outline = DocumentSymbols.outline(of: path, in: index)
        guard let text = text(path) else { return .hierarchical([]) }
        let encoding = encoding
        if hierarchical {
            return .hierarchical(outline.map { DocumentSymbol($0, in: text, encoding: encoding) })
        }
        var flat: [SymbolInformation] = []
        func flatten(_ symbol: OutlineSymbol, container: String?) {
            flat.append(
                SymbolInformation(
                    name: symbol.name.isEmpty ? " " : symbol.name, kind: symbol.kind.lspValue,
                    location: location(.init(path: path, range: symbol.range)), containerName: container))
            for child in symbol.children { flatten(child, container: symbol.name) }
        }
        for symbol in outline { flatten(symbol, container: nil) }
        return .flat(flat)
    }
}

extension DocumentSymbol {
    init(_ symbol: OutlineSymbol, in text: SourceText, encoding: PositionEncoding) {
        self.init(
            name: symbol.name.isEmpty ? " " : symbol.name, detail: symbol.detail, kind: symbol.kind.lspValue,
            range: LSPRange(symbol.range, in: text, encoding: encoding),
            selectionRange: LSPRange(symbol.selectionRange, in: text, encoding: encoding),
            children: symbol.children.isEmpty ? nil : symbol.children.map { DocumentSymbol($0, in: text, encoding: encoding) })
    }
}

extension LanguageServer {
    func workspaceSymbol(_ params: WorkspaceSymbolRequest) async throws -> [SymbolInformation] {
        let context = await featureContext()
        return WorkspaceSymbols.search(params.query, in: context.index).map { symbol in
            SymbolInformation(name: symbol.name, kind: symbol.kind.lspValue, location: context.location(symbol.location), containerName: symbol.containerName)
        }
    }

    func formatting(_ params: DocumentFormattingRequest) async throws -> [LSPTextEdit]? {
        let context = await featureContext()
        let path = params.textDocument.uri.analysisPath
        let style = FormattingStyle(tabSize: params.options.tabSize, insertSpaces: params.options.insertSpaces)
        guard let edits = Formatting.edits(for: path, in: context.index, style: style) else {
            try refuseFormatting(path, in: context)
            return nil
        }
        return edits.map { LSPTextEdit(range: context.range($0.range, in: path), newText: $0.replacement) }
    }

    func rangeFormatting(_ params: DocumentRangeFormattingRequest) async throws -> [LSPTextEdit]? {
        let context = await featureContext()
        let path = params.textDocument.uri.analysisPath
        guard let range = context.byteRange(params.range, in: path) else { return nil }
        let style = FormattingStyle(tabSize: params.options.tabSize, insertSpaces: params.options.insertSpaces)
        guard let edits = Formatting.edits(for: path, in: context.index, range: range, style: style) else {
            try refuseFormatting(path, in: context)
            return nil
        }
        return edits.map { LSPTextEdit(range: context.range($0.range, in: path), newText: $0.replacement) }
    }

    /// A stylesheet that cannot be formatted is an error the editor shows, with the reason.
    private func refuseFormatting(_ path: String, in context: FeatureContext) throws {
        if let reason = FormattingRefusal.reason(for: path, in: context.index) { throw ResponseError.requestFailed(reason) }
    }

    func foldingRange(_ params: FoldingRangeRequest) async throws -> [FoldingRange] {
        let context = await featureContext()
        let path = params.textDocument.uri.analysisPath
        guard let text = context.text(path) else { return [] }
        var seen = Set<Int>()
        return FoldingRanges.regions(of: path, in: context.index).compactMap { region in
            let start = text.line(containing: region.range.start)
            // The closing line stays visible: fold up to the line before a closing brace.
            let lastLine = text.line(containing: max(region.range.start, region.range.end - 1))
            let end = region.kind == .comment ? lastLine : max(start, lastLine - 1)
            guard end > start || region.kind == .comment, end >= start, seen.insert(start).inserted else { return nil }
            return FoldingRange(startLine: start, endLine: end, kind: region.kind == .comment ? "comment" : "region")
        }
    }

    func selectionRange(_ params: SelectionRangeRequest) async throws -> [SelectionRange] {
        let context = await featureContext()
        let path = params.textDocument.uri.analysisPath
        return params.positions.map { position in
            let ranges = context.offset(position, in: path).map { SelectionRanges.ranges(at: $0, in: path, of: context.index) } ?? []
            var current: SelectionRange?
            for range in ranges.reversed() { current = SelectionRange(range: context.range(range, in: path), parent: current) }
            return current ?? SelectionRange(range: LSPRange(start: position, end: position), parent: nil)
        }
    }

    func semanticTokens(_ params: SemanticTokensRequest) async throws -> SemanticTokensResult {
        let data = await semanticTokenData(params.textDocument.uri)
        let resultID = editingState.semanticTokens.remember(data, for: params.textDocument.uri)
        return SemanticTokensResult(resultId: resultID, data: data)
    }

    func semanticTokensDelta(_ params: SemanticTokensDeltaRequest) async throws -> SemanticTokensDeltaResult {
        let data = await semanticTokenData(params.textDocument.uri)
        let previous = editingState.semanticTokens.data(for: params.textDocument.uri, resultID: params.previousResultId)
        let resultID = editingState.semanticTokens.remember(data, for: params.textDocument.uri)
        guard let previous else { return .full(SemanticTokensResult(resultId: resultID, data: data)) }
        return .delta(resultId: resultID, edits: SemanticTokenResults.edits(from: previous, to: data))
    }

    private func semanticTokenData(_ uri: DocumentURI) async -> [Int] {
        let context = await featureContext()
        let path = uri.analysisPath
        guard let text = context.text(path) else { return [] }
        return SemanticTokens.tokens(of: path, in: context.index).encoded(in: text, encoding: context.encoding)
    }
}

extension OutlineSymbol.Kind {
    /// `SymbolKind`.
    var lspValue: Int {
        switch self {
        case .constant: return 14
        case .styleClass: return 5
        case .property: return 7
        case .media: return 3
        case .tokenGroup: return 3
        case .token: return 13
        case .protocolType: return 11
        case .structType: return 23
        case .classType: return 5
        case .enumType: return 10
        case .extensionType: return 2
        case .member: return 7
        case .function: return 12
        case .other: return 13
        }
    }
}

extension Array where Element == SemanticToken {
    /// LSP's relative encoding: line delta, start delta, length, type, modifiers. Tokens spanning lines
    /// are cut at the end of their first line.
    func encoded(in text: SourceText, encoding: PositionEncoding) -> [Int] {
        var data: [Int] = []
        data.reserveCapacity(count * 5)
        var previousLine = 0
        var previousStart = 0
        for token in self {
            let start = text.position(of: token.range.start, encoding: encoding)
            let line = start.line
            let end = Swift.min(token.range.end, text.lineContentEnd(line))
            let length = text.position(of: end, encoding: encoding).character - start.character
            guard length > 0 else { continue }
            data += [line - previousLine, line == previousLine ? start.character - previousStart : start.character, length, token.kind.rawValue, token.modifierBits]
            previousLine = line
            previousStart = start.character
        }
        return data
    }
}

/// The last semantic tokens sent for each document, for deltas.
struct SemanticTokenResults: Sendable {
    private var last: [DocumentURI: (id: String, data: [Int])] = [:]
    private var counter = 0

    mutating func remember(_ data: [Int], for uri: DocumentURI) -> String {
        counter += 1
        let id = String(counter)
        last[uri] = (id, data)
        return id
    }

    func data(for uri: DocumentURI, resultID: String) -> [Int]? {
        guard let entry = last[uri], entry.id == resultID else { return nil }
        return entry.data
    }

    /// One edit replacing the part between the common prefix and suffix (none when equal).
    static func edits(from old: [Int], to new: [Int]) -> [SemanticTokensEdit] {
        guard old != new else { return [] }
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        return [SemanticTokensEdit(start: prefix, deleteCount: old.count - prefix - suffix, data: Array(new[prefix..<(new.count - suffix)]))]
    }
}
