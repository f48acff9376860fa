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

extension HoverRequest: JSONValueReadable {
    package init?(json: JSONValue) {
        guard let textDocument = json["textDocument"].flatMap(TextDocumentIdentifier.init(json:)),
            let position = json["position"].flatMap(Position.init(json:))
        else { return nil }
        self.init(textDocument: textDocument, position: position)
    }
}
