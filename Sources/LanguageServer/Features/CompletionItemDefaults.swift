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
    /// Makes the list one for a client that takes the item defaults named in `fields`: the edit range and the
    /// `data` that most items have are sent once, in ``itemDefaults``; an item with another keeps its
    /// own. An item that no longer has its edit gives its new text as `textEditText` when it differs
    /// from its label (a client inserts the label otherwise). A default is sent only when every item
    /// has that field, since the client gives the default to each item without it.
    mutating func moveSharedValuesToItemDefaults(_ fields: Set<String>) {
        let defaults = Self.sharedValues(of: items, fields: fields)
        guard defaults.editRange != nil || defaults.data != nil else { return }
        itemDefaults = defaults
        // The items are read in a pass of their own: reading an item of the array being changed copies it.
        let changes = items.map { item in
            (
                dropsEdit: item.textEdit != nil && item.textEdit?.range == defaults.editRange,
                insertsLabel: item.textEdit?.newText == item.label,
                dropsData: item.data == defaults.data
            )
        }
        for (index, change) in changes.enumerated() {
            if change.dropsEdit {
                if !change.insertsLabel { items[index].textEditText = items[index].textEdit?.newText }
                items[index].textEdit = nil
            }
            if change.dropsData { items[index].data = nil }
        }
    }

    /// The edit range and the `data` of the most items, for the fields named; none of a field that some item lacks.
    private static func sharedValues(of items: [CompletionItem], fields: Set<String>) -> CompletionItemDefaults {
        var defaults = CompletionItemDefaults()
        if fields.contains(CompletionItemDefaults.editRangeField) {
            defaults.editRange = mostCommon(count: items.count) { items[$0].textEdit?.range }
        }
        if fields.contains(CompletionItemDefaults.dataField) {
            defaults.data = mostCommon(count: items.count) { items[$0].data }
        }
        return defaults
    }

    /// The value of `count` values that occurs most often among the first few distinct ones (a list's
    /// items have one range and a few `data` values, in runs), the first of those on a tie; nil when
    /// some index has no value.
    static func mostCommon<Value: Equatable>(count: Int, _ value: (Int) -> Value?) -> Value? {
        var counted: [(value: Value, count: Int)] = []
        var last = -1
        for index in 0..<count {
            guard let value = value(index) else { return nil }
            if last >= 0, counted[last].value == value {
                counted[last].count += 1
            } else if let found = counted.firstIndex(where: { $0.value == value }) {
                counted[found].count += 1
                last = found
            } else if counted.count < 8 {
                counted.append((value, 1))
                last = counted.count - 1
            }
        }
        var best: (value: Value, count: Int)?
        for entry in counted where entry.count > best?.count ?? 0 { best = entry }
        return best?.value
    }
}
