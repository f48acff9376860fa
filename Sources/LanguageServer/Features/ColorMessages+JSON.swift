import JSON

extension LSPColor: JSONValueConvertible {
    package var json: JSONValue {
        var object = JSONObject()
        object.reserveCapacity(4)
        object.appendNew(key: "red", value: .double(red))
        object.appendNew(key: "green", value: .double(green))
        object.appendNew(key: "blue", value: .double(blue))
        object.appendNew(key: "alpha", value: .double(alpha))
        return .object(object)
    }
}

extension ColorInformation: JSONValueConvertible {
    package var json: JSONValue {
        var object = JSONObject()
        object.reserveCapacity(2)
        object.appendNew(key: "range", value: range.json)
        object.appendNew(key: "color", value: color.json)
        return .object(object)
    }
}

extension LSPColor: JSONWireConvertible {
    package func makeWire() -> JSONWireValue {
        var object = JSONWireObject()
        object.add("red", JSONWireValue(red))
        object.add("green", JSONWireValue(green))
        object.add("blue", JSONWireValue(blue))
        object.add("alpha", JSONWireValue(alpha))
        return object.value()
    }
}

extension ColorInformation: JSONWireConvertible {
    package func makeWire() -> JSONWireValue {
        var object = JSONWireObject()
        object.add("range", range.makeWire())
        object.add("color", color.makeWire())
        return object.value()
    }
}
