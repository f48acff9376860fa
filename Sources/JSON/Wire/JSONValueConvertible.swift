/// A type that builds its JSON itself rather than through `Encodable`'s containers, for values sent
/// often and in bulk (completion items, hovers, diagnostics). ``JSONValueEncoder`` takes this path
/// wherever it meets such a value, so `json` must give what the `Encodable` conformance gives.
public protocol JSONValueConvertible: Encodable {
    var json: JSONValue { get }
}

extension JSONObject {
    /// Appends `value` unless it is nil, as `encodeIfPresent` leaves out a nil optional.
    public mutating func appendNew(key: String, ifPresent value: JSONValue?) {
        if let value { appendNew(key: key, value: value) }
    }
}

/// A type that also builds its json-c value directly, without a ``JSONValue`` tree, for answers
/// sent on the hot path (completion lists, hovers): `makeWire()` must serialize exactly as `json`.
public protocol JSONWireConvertible: JSONValueConvertible {
    func makeWire() -> JSONWireValue
}

extension Array where Element: JSONWireConvertible {
    /// The json-c array of the elements' values, as `.array(map(\.json))` serializes.
    public func makeWire() -> JSONWireValue {
        var array = JSONWireArray(capacity: count)
        for element in self { array.append(element.makeWire()) }
        return array.value()
    }
}
