import JSON

/// LSP 3.17 `CompletionList.itemDefaults`, the fields Nuance fills: the edit range and the `data` that
/// items share, sent once for the list rather than with each item.
package struct CompletionItemDefaults: Codable, Sendable, Hashable {
    package var editRange: LSPRange?
    package var data: JSONValue?

    package init(editRange: LSPRange? = nil, data: JSONValue? = nil) {
        self.editRange = editRange
        self.data = data
    }

    /// The names of the fields in the client capability `completion.completionList.itemDefaults`.
    package static let editRangeField = "editRange"
    package static let dataField = "data"
}

extension CompletionList {
    /// The list for a client that takes the item defaults named in `fields`: the edit range and the
    /// `data` that most items have are sent once, in ``itemDefaults``; an item with another keeps its
    /// own. An item that no longer has its edit gives its new text as `textEditText` when it differs
    /// from its label (a client inserts the label otherwise). A default is sent only when every item
    /// has that field, since the client gives the default to each item without it.
    func movingSharedValuesToItemDefaults(_ fields: Set<String>) -> CompletionList {
        var defaults = CompletionItemDefaults()
        if fields.contains(CompletionItemDefaults.editRangeField), items.allSatisfy({ $0.textEdit != nil }) {
            defaults.editRange = Self.mostCommon(items.map { $0.textEdit!.range })
        }
        if fields.contains(CompletionItemDefaults.dataField), items.allSatisfy({ $0.data != nil }) {
            defaults.data = Self.mostCommon(items.map { $0.data! })
        }
        guard defaults.editRange != nil || defaults.data != nil else { return self }
        var list = self
        list.itemDefaults = defaults
        for index in list.items.indices {
            if let edit = list.items[index].textEdit, edit.range == defaults.editRange {
                list.items[index].textEdit = nil
                if edit.newText != list.items[index].label { list.items[index].textEditText = edit.newText }
            }
            if let data = defaults.data, list.items[index].data == data { list.items[index].data = nil }
        }
        return list
    }

    /// The value that occurs most often (of several, the first to reach that count); nil for no values.
    private static func mostCommon<Value: Hashable>(_ values: [Value]) -> Value? {
        var counts: [Value: Int] = [:]
        var best: (value: Value, count: Int)?
        for value in values {
            let count = counts[value, default: 0] + 1
            counts[value] = count
            if count > best?.count ?? 0 { best = (value, count) }
        }
        return best?.value
    }
}
