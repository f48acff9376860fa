import JSON

extension Hover: JSONValueConvertible {
    package var json: JSONValue {
        var object = JSONObject()
        object.reserveCapacity(2)
        object.appendNew(key: "contents", value: contents.json)
        object.appendNew(key: "range", ifPresent: range?.json)
        return .object(object)
    }
}

extension Hover: JSONWireConvertible {
    package func makeWire() -> JSONWireValue {
        var object = JSONWireObject()
        object.add("contents", contents.makeWire())
        if let range { object.add("range", range.makeWire()) }
        return object.value()
    }
}

extension HoverRequest: TextDocumentPositionRequest {}
