import JSON

extension CompletionList {
    /// The list as compact JSON bytes: the text json-c writes for its ``json`` form
    /// (`WireConversionTests`), without building json-c values. A list is sent on every keystroke and
    /// holds hundreds of items.
    func serializedBytes() -> [UInt8] {
        var output = DocumentAnswerBytes(reservingCapacity: 64 + items.count * 256)
        output.raw(isIncomplete ? "{\"isIncomplete\":true" : "{\"isIncomplete\":false")
        if let itemDefaults {
            output.raw(",\"itemDefaults\":")
            itemDefaults.write(to: &output)
        }
        output.raw(",\"items\":")
        output.array(items) { $1.write(to: &$0) }
        output.byte(UInt8(ascii: "}"))
        return output.bytes
    }
}

extension CompletionItemDefaults {
    func write(to output: inout DocumentAnswerBytes) {
        output.byte(UInt8(ascii: "{"))
        if let editRange {
            output.raw("\"editRange\":")
            output.range(editRange)
        }
        if let data {
            if editRange != nil { output.byte(UInt8(ascii: ",")) }
            output.raw("\"data\":")
            output.value(data)
        }
        output.byte(UInt8(ascii: "}"))
    }
}

extension CompletionItem {
    func write(to output: inout DocumentAnswerBytes) {
        output.raw("{\"label\":")
        output.string(label)
        if let kind {
            output.raw(",\"kind\":")
            output.integer(kind)
        }
        if let detail {
            output.raw(",\"detail\":")
            output.string(detail)
        }
        switch documentation {
        case .string(let text)?:
            output.raw(",\"documentation\":")
            output.string(text)
        case .markup(let markup)?:
            output.raw(",\"documentation\":{\"kind\":")
            output.string(markup.kind)
            output.raw(",\"value\":")
            output.string(markup.value)
            output.byte(UInt8(ascii: "}"))
        case nil:
            break
        }
        if let sortText {
            output.raw(",\"sortText\":")
            output.string(sortText)
        }
        if let filterText {
            output.raw(",\"filterText\":")
            output.string(filterText)
        }
        if let textEdit {
            output.raw(",\"textEdit\":{\"range\":")
            output.range(textEdit.range)
            output.raw(",\"newText\":")
            output.string(textEdit.newText)
            output.byte(UInt8(ascii: "}"))
        }
        if let textEditText {
            output.raw(",\"textEditText\":")
            output.string(textEditText)
        }
        if let tags {
            output.raw(",\"tags\":")
            output.array(tags) { $0.integer($1) }
        }
        if let data {
            output.raw(",\"data\":")
            output.value(data)
        }
        output.byte(UInt8(ascii: "}"))
    }
}
