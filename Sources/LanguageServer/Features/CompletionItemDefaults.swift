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
