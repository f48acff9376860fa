import JSON

extension CompletionList: JSONValueConvertible {
    package var json: JSONValue {
        var object = JSONObject()
        object.reserveCapacity(3)
        object.appendNew(key: "isIncomplete", value: .bool(isIncomplete))
        object.appendNew(key: "itemDefaults", ifPresent: itemDefaults?.json)
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
        object.appendNew(key: "textEditText", ifPresent: textEditText.map { .string($0) })
        object.appendNew(key: "tags", ifPresent: tags.map { .array($0.map { .integer(Int64($0)) }) })
        object.appendNew(key: "data", ifPresent: data)
        return .object(object)
    }
}

extension CompletionItemDefaults: JSONValueConvertible {
    package var json: JSONValue {
        var object = JSONObject()
        object.reserveCapacity(2)
        object.appendNew(key: "editRange", ifPresent: editRange?.json)
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

extension MarkupContent: JSONWireConvertible {
    package func makeWire() -> JSONWireValue {
        var object = JSONWireObject()
        object.add("kind", kind)
        object.add("value", value)
        return object.value()
    }
}

extension CompletionRequest: TextDocumentPositionRequest {}
