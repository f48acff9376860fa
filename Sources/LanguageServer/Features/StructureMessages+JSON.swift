import JSON

extension DocumentSymbol: JSONValueConvertible {
    package var json: JSONValue {
        var object = JSONObject()
        object.reserveCapacity(6)
        object.appendNew(key: "name", value: .string(name))
        object.appendNew(key: "detail", ifPresent: detail.map { .string($0) })
        object.appendNew(key: "kind", value: .integer(Int64(kind)))
        object.appendNew(key: "range", value: range.json)
        object.appendNew(key: "selectionRange", value: selectionRange.json)
        object.appendNew(key: "children", ifPresent: children.map { .array($0.map(\.json)) })
        return .object(object)
    }
}

extension SymbolInformation: JSONValueConvertible {
    package var json: JSONValue {
        var object = JSONObject()
        object.reserveCapacity(4)
        object.appendNew(key: "name", value: .string(name))
        object.appendNew(key: "kind", value: .integer(Int64(kind)))
        object.appendNew(key: "location", value: location.json)
        object.appendNew(key: "containerName", ifPresent: containerName.map { .string($0) })
        return .object(object)
    }
}

extension DocumentSymbolResult: JSONValueConvertible {
    package var json: JSONValue {
        switch self {
        case .hierarchical(let symbols): return .array(symbols.map(\.json))
        case .flat(let symbols): return .array(symbols.map(\.json))
        }
    }
}

extension DocumentSymbol: JSONWireConvertible {
    package func makeWire() -> JSONWireValue {
        var object = JSONWireObject()
        object.add("name", name)
        object.add("detail", ifPresent: detail)
        object.add("kind", kind)
        object.add("range", range.makeWire())
        object.add("selectionRange", selectionRange.makeWire())
        if let children { object.add("children", children.makeWire()) }
        return object.value()
    }
}

extension SymbolInformation: JSONWireConvertible {
    package func makeWire() -> JSONWireValue {
        var object = JSONWireObject()
        object.add("name", name)
        object.add("kind", kind)
        object.add("location", location.makeWire())
        object.add("containerName", ifPresent: containerName)
        return object.value()
    }
}

extension DocumentSymbolResult: JSONWireConvertible {
    package func makeWire() -> JSONWireValue {
        switch self {
        case .hierarchical(let symbols): return symbols.makeWire()
        case .flat(let symbols): return symbols.makeWire()
        }
    }
}
