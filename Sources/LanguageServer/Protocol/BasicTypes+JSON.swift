import JSON

extension Position: JSONValueConvertible {
    package var json: JSONValue {
        var object = JSONObject()
        object.reserveCapacity(2)
        object.appendNew(key: "line", value: .integer(Int64(line)))
        object.appendNew(key: "character", value: .integer(Int64(character)))
        return .object(object)
    }
}

extension LSPRange: JSONValueConvertible {
    package var json: JSONValue {
        var object = JSONObject()
        object.reserveCapacity(2)
        object.appendNew(key: "start", value: start.json)
        object.appendNew(key: "end", value: end.json)
        return .object(object)
    }
}

extension Position: JSONWireConvertible {
    package func makeWire() -> JSONWireValue {
        var object = JSONWireObject()
        object.add("line", line)
        object.add("character", character)
        return object.value()
    }
}

extension LSPRange: JSONWireConvertible {
    package func makeWire() -> JSONWireValue {
        var object = JSONWireObject()
        object.add("start", start.makeWire())
        object.add("end", end.makeWire())
        return object.value()
    }
}

extension LSPLocation: JSONValueConvertible {
    package var json: JSONValue {
        var object = JSONObject()
        object.reserveCapacity(2)
        object.appendNew(key: "uri", value: .string(uri.stringValue))
        object.appendNew(key: "range", value: range.json)
        return .object(object)
    }
}

extension Position: JSONValueReadable {
    package init?(json: JSONValue) {
        guard case .integer(let line)? = json["line"], case .integer(let character)? = json["character"],
            let line = Int(exactly: line), let character = Int(exactly: character)
        else { return nil }
        self.init(line: line, character: character)
    }
}

extension TextDocumentIdentifier: JSONValueReadable {
    package init?(json: JSONValue) {
        guard case .string(let uri)? = json["uri"] else { return nil }
        self.init(uri: DocumentURI(uri))
    }
}

/// A request whose parameters are a document and a position in it (`TextDocumentPositionParams`),
/// read without `Codable`.
package protocol TextDocumentPositionRequest: JSONValueReadable {
    init(textDocument: TextDocumentIdentifier, position: Position)
}

extension TextDocumentPositionRequest {
    package init?(json: JSONValue) {
        guard let textDocument = json["textDocument"].flatMap(TextDocumentIdentifier.init(json:)),
            let position = json["position"].flatMap(Position.init(json:))
        else { return nil }
        self.init(textDocument: textDocument, position: position)
    }
}

extension LSPLocation: JSONWireConvertible {
    package func makeWire() -> JSONWireValue {
        var object = JSONWireObject()
        object.add("uri", uri.stringValue)
        object.add("range", range.makeWire())
        return object.value()
    }
}
