import Analysis
import JSON
import SourceText

extension FeatureView {
    /// The list as the queue sends it (through its `JSONValue` form).
    func completion(_ params: CompletionRequest) -> CompletionList {
        guard let (answer, path, text) = completionAnswer(params) else { return CompletionList(isIncomplete: false, items: []) }
        return CompletionList(answer, path: path, in: text, encoding: encoding, itemDefaults: preferences.completionItemDefaults)
    }

    /// The same list as JSON bytes, written straight from the candidates (what the reader's thread sends).
    func completionBytes(_ params: CompletionRequest) -> [UInt8] {
        guard let (answer, path, text) = completionAnswer(params) else { return CompletionListBytes.empty }
        return CompletionListBytes(answer: answer, path: path, text: text, encoding: encoding, itemDefaultFields: preferences.completionItemDefaults)
            .serialized()
    }

    private func completionAnswer(_ params: CompletionRequest) -> (CompletionAnswer, path: String, text: SourceText)? {
        let index = features.index
        let path = params.textDocument.uri.analysisPath
        guard let text = index.snapshot.text(of: path) else { return nil }
        let offset = text.offset(of: params.position.textPosition, encoding: encoding)
        return (index.completions(path: path, offset: offset, statistics: features.statistics, cache: features.completions), path, text)
    }

    /// Adds the documentation of an item (computed only for the item the user looks at).
    func resolveCompletion(_ params: CompletionResolveRequest) -> CompletionItem {
        var item = params.item
        guard case .object(let data)? = item.data, case .string(let kindName)? = data["kind"],
            let kind = CompletionCandidateKind(rawValue: kindName)
        else { return item }
        let path = data["path"]?.stringValue ?? ""
        let index = features.index
        let blocks = index.completionDocumentation(path: path, label: item.label, kind: kind)
        guard !blocks.isEmpty else { return item }
        // A colour item keeps its `#RRGGBB` documentation (VS Code draws the swatch from it); its
        // explanation's first sentence goes to the detail instead.
        if case .string? = item.documentation {
            if case .paragraph(let summary)? = blocks.first {
                item.detail = [item.detail, summary].compactMap { $0 }.joined(separator: " — ")
            }
            return item
        }
        item.documentation = .markup(HoverRendering(markdown: preferences.markdown, swatches: false).render(blocks))
        return item
    }
}

extension CompletionList {
    /// The items of `answer`'s candidates in the file at `path`; for a client that takes the item
    /// defaults named in `itemDefaults`, with the values the items share moved there.
    init(_ answer: CompletionAnswer, path: String, in text: SourceText, encoding: PositionEncoding, itemDefaults: Set<String>) {
        // Items usually all replace the word being typed: its range is converted once; and items of
        // one kind share one `data` value.
        var ranges = CompletionRangeConversion(text: text, encoding: encoding)
        var data: (kind: CompletionCandidateKind, value: JSONValue)?
        var items: [CompletionItem] = []
        items.reserveCapacity(answer.items.count)
        for candidate in answer.items {
            if data?.kind != candidate.kind { data = (candidate.kind, CompletionItem.data(path: path, kind: candidate.kind)) }
            items.append(CompletionItem(candidate, range: ranges.lsp(candidate.replacing), data: data!.value))
        }
        if CompletionItem.labelsSortInOrder(items.lazy.map(\.label)) {
            for index in items.indices { items[index].sortText = nil }
        }
        self.init(isIncomplete: answer.isIncomplete, items: items)
        if !itemDefaults.isEmpty { moveSharedValuesToItemDefaults(itemDefaults) }
    }
}

/// The LSP ranges of candidates' byte ranges, each run of one range converted once.
struct CompletionRangeConversion {
    let text: SourceText
    let encoding: PositionEncoding
    private var last: (range: TextRange, lsp: LSPRange)?

    init(text: SourceText, encoding: PositionEncoding) {
        self.text = text
        self.encoding = encoding
    }

    mutating func lsp(_ range: TextRange) -> LSPRange {
        if let last, last.range == range { return last.lsp }
        let converted = LSPRange(range, in: text, encoding: encoding)
        last = (range, converted)
        return converted
    }
}

extension CompletionItem {
    /// `CompletionItemTag.Deprecated`.
    static let deprecatedTag = 1

    /// `data` is ``data(path:kind:)`` of the candidate's file and kind.
    init(_ candidate: CompletionCandidate, range: LSPRange, data: JSONValue) {
        self.init(label: candidate.label, kind: CompletionItem.kindNumber(candidate))
        detail = candidate.detail
        sortText = candidate.sortKey
        textEdit = TextEditValue(range: range, newText: candidate.insertText)
        if candidate.insertText != candidate.label { filterText = candidate.insertText }
        if let hex = candidate.colorHex { documentation = .string(hex) }
        if candidate.isDeprecated { tags = [CompletionItem.deprecatedTag] }
        self.data = data
    }

    /// What `completionItem/resolve` reads back: the candidate's kind, and the file completed in for
    /// the kinds whose documentation depends on it (most items of a list then carry the same small value).
    static func data(path: String, kind: CompletionCandidateKind) -> JSONValue {
        var object = JSONObject()
        object.reserveCapacity(2)
        if WorkspaceIndex.completionDocumentationReadsPath(kind) { object.appendNew(key: "path", value: .string(path)) }
        object.appendNew(key: "kind", value: .string(kind.rawValue))
        return .object(object)
    }

    /// True when clients that sort items without a `sortText` by their label (VS Code compares labels
    /// in lower case, Neovim and Emacs as they are) keep items with these `labels` in their order: each
    /// label comes before the next both as written and in lower case, on ASCII bytes. Their
    /// `sortText`s then say nothing more.
    static func labelsSortInOrder<Labels: Sequence<String>>(_ labels: Labels) -> Bool {
        var previous: String?
        for label in labels {
            if let previous, !precedesAsWrittenAndInLowerCase(previous, label) { return false }
            previous = label
        }
        return true
    }

    /// Compares up to the first difference both ways; a non-ASCII byte before that answers false.
    static func precedesAsWrittenAndInLowerCase(_ first: String, _ second: String) -> Bool {
        func lower(_ byte: UInt8) -> UInt8 { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte }
        var written: Bool?
        var lowered: Bool?
        var firstBytes = first.utf8.makeIterator()
        var secondBytes = second.utf8.makeIterator()
        while true {
            switch (firstBytes.next(), secondBytes.next()) {
            case (nil, nil):
                return written == true && lowered == true
            case (nil, _?):
                return (written ?? true) && (lowered ?? true)
            case (_?, nil):
                return written == true && lowered == true
            case (let a?, let b?):
                guard a < 0x80, b < 0x80 else { return false }
                if written == nil, a != b { written = a < b }
                if lowered == nil, lower(a) != lower(b) { lowered = lower(a) < lower(b) }
                if let written, let lowered { return written && lowered }
            }
        }
    }

    static func kindNumber(_ candidate: CompletionCandidate) -> Int {
        if candidate.color != nil { return CompletionItemKindNumber.color }
        switch candidate.kind {
        case .styleClass: return CompletionItemKindNumber.class
        case .property: return CompletionItemKindNumber.property
        case .constant: return CompletionItemKindNumber.constant
        case .color: return CompletionItemKindNumber.color
        case .value, .annotationValue: return CompletionItemKindNumber.value
        case .token: return CompletionItemKindNumber.reference
        case .tokenKey: return CompletionItemKindNumber.field
        case .annotationKey: return CompletionItemKindNumber.keyword
        }
    }
}
