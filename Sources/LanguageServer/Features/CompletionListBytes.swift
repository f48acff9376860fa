import Analysis
import JSON
import SourceText

/// A completion list as compact JSON bytes, written straight from the analysis' candidates: the bytes
/// json-c writes for the ``CompletionList`` the same candidates make (`CompletionListBytesTests`),
/// without making its items. A list is sent on every keystroke and holds hundreds of items.
struct CompletionListBytes {
    let answer: CompletionAnswer
    /// The file completed in (some kinds' `data` names it).
    let path: String
    let text: SourceText
    let encoding: PositionEncoding
    /// The client's `completionList.itemDefaults`.
    let itemDefaultFields: Set<String>

    /// The list of no items.
    static let empty = Array("{\"isIncomplete\":false,\"items\":[]}".utf8)

    func serialized() -> [UInt8] {
        let candidates = answer.items
        var ranges = CompletionRangeConversion(text: text, encoding: encoding)
        // The range and the `data` of the most items go once in the item defaults, as
        // `CompletionList.moveSharedValuesToItemDefaults` decides; candidates of one kind share one `data`.
        let defaultRange =
            itemDefaultFields.contains(CompletionItemDefaults.editRangeField)
            ? CompletionList.mostCommon(count: candidates.count) { ranges.lsp(candidates[$0].replacing) } : nil
        let defaultKind =
            itemDefaultFields.contains(CompletionItemDefaults.dataField)
            ? CompletionList.mostCommon(count: candidates.count) { candidates[$0].kind } : nil
        let writesSortText = !CompletionItem.labelsSortInOrder(candidates.lazy.map(\.label))

        var output = DocumentAnswerBytes(reservingCapacity: 64 + candidates.count * 160)
        output.raw(answer.isIncomplete ? "{\"isIncomplete\":true" : "{\"isIncomplete\":false")
        if defaultRange != nil || defaultKind != nil {
            output.raw(",\"itemDefaults\":{")
            if let defaultRange {
                output.raw("\"editRange\":")
                output.range(defaultRange)
            }
            if let defaultKind {
                if defaultRange != nil { output.byte(UInt8(ascii: ",")) }
                output.raw("\"data\":")
                output.value(CompletionItem.data(path: path, kind: defaultKind))
            }
            output.byte(UInt8(ascii: "}"))
        }
        output.raw(",\"items\":[")
        var data: (kind: CompletionCandidateKind, bytes: [UInt8])?
        for (index, candidate) in candidates.enumerated() {
            if index > 0 { output.byte(UInt8(ascii: ",")) }
            output.raw("{\"label\":")
            output.string(candidate.label)
            output.raw(",\"kind\":")
            output.integer(CompletionItem.kindNumber(candidate))
            if let detail = candidate.detail {
                output.raw(",\"detail\":")
                output.string(detail)
            }
            if let hex = candidate.colorHex {
                output.raw(",\"documentation\":")
                output.string(hex)
            }
            if writesSortText {
                output.raw(",\"sortText\":")
                output.string(candidate.sortKey)
            }
            let insertsLabel = candidate.insertText == candidate.label
            if !insertsLabel {
                output.raw(",\"filterText\":")
                output.string(candidate.insertText)
            }
            let range = ranges.lsp(candidate.replacing)
            if range != defaultRange {
                output.raw(",\"textEdit\":{\"range\":")
                output.range(range)
                output.raw(",\"newText\":")
                output.string(candidate.insertText)
                output.byte(UInt8(ascii: "}"))
            } else if !insertsLabel {
                // A client inserts the label of an item without its own edit, unless told otherwise.
                output.raw(",\"textEditText\":")
                output.string(candidate.insertText)
            }
            if candidate.isDeprecated {
                output.raw(",\"tags\":[")
                output.integer(CompletionItem.deprecatedTag)
                output.byte(UInt8(ascii: "]"))
            }
            if candidate.kind != defaultKind {
                if data?.kind != candidate.kind {
                    var value = DocumentAnswerBytes()
                    value.value(CompletionItem.data(path: path, kind: candidate.kind))
                    data = (candidate.kind, value.bytes)
                }
                output.raw(",\"data\":")
                output.append(data!.bytes)
            }
            output.byte(UInt8(ascii: "}"))
        }
        output.raw("]}")
        return output.bytes
    }
}
