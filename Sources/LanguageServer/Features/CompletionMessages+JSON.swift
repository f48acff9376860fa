import JSON

extension CompletionList: JSONValueConvertible {
    package var json: JSONValue {
        var object = JSONObject()
        object.reserveCapacity(2)
        object.appendNew(key: "isIncomplete", value: .bool(isIncomplete))
        object.appendNew(key: "items", value: .array(items.map(\.json)))
        return .object(object)
    }
}

extension CompletionItem: JSONValueConvertible {
    package var json: JSONValue {
        var object = JSONObject()
        object.reserveCapacity(8)
        object.appendNew(key: "label", value: .string(label))
        object.appendNew(key: "kind", ifPresent: kind.map { .integer(Int64($0)) })
        object.appendNew(key: "detail", ifPresent: detail.map { .string($0) })
        object.appendNew(key: "documentation", ifPresent: documentation?.json)
        object.appendNew(key: "sortText", ifPresent: sortText.map { .string($0) })
        object.appendNew(key: "filterText", ifPresent: filterText.map { .string($0) })
        object.appendNew(key: "textEdit", ifPresent: textEdit?.json)
        object.appendNew(key: "tags", ifPresent: tags.map { .array($0.map { .integer(Int64($0)) }) })
        object.appendNew(key: "data", ifPresent: data)
        return .object(object)
    }
}

extension TextEditValue: JSONValueConvertible {
    package var json: JSONValue {
        var object = JSONObject()
        object.reserveCapacity(2)
        object.appendNew(key: "range", value: range.json)
        object.appendNew(key: "newText", value: .string(newText))
        return .object(object)
    }
}

extension MarkupContent: JSONValueConvertible {
    package var json: JSONValue {
        var object = JSONObject()
        object.reserveCapacity(2)
        object.appendNew(key: "kind", value: .string(kind))
        object.appendNew(key: "value", value: .string(value))
        return .object(object)
    }
}

extension Documentation: JSONValueConvertible {
    package var json: JSONValue {
        switch self {
        case .string(let text): return .string(text)
        case .markup(let markup): return markup.json
        }
    }
}

extension CompletionList: JSONWireConvertible {
    package func makeWire() -> JSONWireValue {
        var object = JSONWireObject()
        object.add("isIncomplete", JSONWireValue(isIncomplete))
        var array = JSONWireArray(capacity: items.count)
        // Items usually all replace the same word, and often carry the same `data`: one json-c value
        // of each serves every item that has it.
        var range: LSPRange? = nil
        var rangeWire = JSONWireValue.null
        var data: JSONValue? = nil
        var dataWire = JSONWireValue.null
        for item in items {
            if let edit = item.textEdit, edit.range != range {
                range = edit.range
                rangeWire = edit.range.makeWire()
            }
            if let value = item.data, value != data {
                data = value
                dataWire = JSONWireValue(value)
            }
            array.append(
                item.makeWire(range: item.textEdit == nil ? .null : rangeWire.shared(), data: item.data == nil ? .null : dataWire.shared()))
        }
        object.add("items", array.value())
        return object.value()
    }
}

extension CompletionItem: JSONWireConvertible {
    package func makeWire() -> JSONWireValue {
        makeWire(range: textEdit.map { $0.range.makeWire() } ?? .null, data: data.map { JSONWireValue($0) } ?? .null)
    }

    /// The item with the json-c values of its edit's range and of its `data` made by the caller
    /// (`null` when it has none).
    func makeWire(range: consuming JSONWireValue, data: consuming JSONWireValue) -> JSONWireValue {
        var object = JSONWireObject()
        object.add("label", label)
        object.add("kind", ifPresent: kind)
        object.add("detail", ifPresent: detail)
        if let documentation { object.add("documentation", documentation.makeWire()) }
        object.add("sortText", ifPresent: sortText)
        object.add("filterText", ifPresent: filterText)
        if let textEdit {
            var edit = JSONWireObject()
            edit.add("range", range)
            edit.add("newText", textEdit.newText)
            object.add("textEdit", edit.value())
        }
        if let tags {
            var array = JSONWireArray(capacity: tags.count)
            for tag in tags { array.append(JSONWireValue(tag)) }
            object.add("tags", array.value())
        }
        if self.data != nil { object.add("data", data) }
        return object.value()
    }
}

extension TextEditValue: JSONWireConvertible {
    package func makeWire() -> JSONWireValue {
        var object = JSONWireObject()
        object.add("range", range.makeWire())
        object.add("newText", newText)
        return object.value()
    }
}

extension MarkupContent: JSONWireConvertible {
    package func makeWire() -> JSONWireValue {
        var object = JSONWireObject()
        object.add("kind", kind)
        object.add("value", value)
        return object.value()
    }
}

extension Documentation: JSONWireConvertible {
    package func makeWire() -> JSONWireValue {
        switch self {
        case .string(let text): return JSONWireValue(text)
        case .markup(let markup): return markup.makeWire()
        }
    }
}

extension CompletionRequest: TextDocumentPositionRequest {}
