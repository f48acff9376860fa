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

extension HoverRequest: TextDocumentPositionRequest {}
