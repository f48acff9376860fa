import Analysis
import JSON
import SourceText

extension FeatureView {
    func completion(_ params: CompletionRequest) -> CompletionList {
        let index = features.index
        let path = params.textDocument.uri.analysisPath
        guard let text = index.snapshot.text(of: path) else { return CompletionList(isIncomplete: false, items: []) }
        let offset = text.offset(of: params.position.textPosition, encoding: encoding)
        let answer = index.completions(path: path, offset: offset, statistics: features.statistics, cache: features.completions)
        // Items usually all replace the word being typed: its range is converted once; and items of
        // one kind share one `data` value.
        var converted: (range: TextRange, lsp: LSPRange)?
        var data: (kind: CompletionCandidateKind, value: JSONValue)?
        var items: [CompletionItem] = []
        items.reserveCapacity(answer.items.count)
        for candidate in answer.items {
            if converted?.range != candidate.replacing {
                converted = (candidate.replacing, LSPRange(candidate.replacing, in: text, encoding: encoding))
            }
            if data?.kind != candidate.kind { data = (candidate.kind, CompletionItem.data(path: path, kind: candidate.kind)) }
            items.append(CompletionItem(candidate, range: converted!.lsp, data: data!.value))
        }
        if CompletionItem.labelsSortInOrder(items) {
            for index in items.indices { items[index].sortText = nil }
        }
        var list = CompletionList(isIncomplete: answer.isIncomplete, items: items)
        if !preferences.completionItemDefaults.isEmpty { list.moveSharedValuesToItemDefaults(preferences.completionItemDefaults) }
        return list
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
        if let color = candidate.color { documentation = .string(String(color.hexString.prefix(7))) }
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
    /// in lower case, Neovim and Emacs as they are) keep `items` in their order: each label comes
    /// before the next both as written and in lower case, on ASCII bytes. Their `sortText`s then say
    /// nothing more.
    static func labelsSortInOrder(_ items: [CompletionItem]) -> Bool {
        items.indices.dropFirst().allSatisfy { precedesAsWrittenAndInLowerCase(items[$0 - 1].label, items[$0].label) }
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
