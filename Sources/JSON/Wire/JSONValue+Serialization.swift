import CJSONC

extension JSONValue {
    /// The value as compact JSON text, serialized by json-c (no pretty printing, `/` not escaped).
    public func serialized() -> [UInt8] {
        withSerializedBytes { Array($0) }
    }

    /// Lends `body` the value's compact JSON text in json-c's own buffer, valid only during the call.
    public func withSerializedBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let object = makeJSONCObject()
        defer { json_object_put(object) }
        return JSONValue.withSerializedBytes(of: object, body)
    }

    public func serializedString() -> String {
        String(decoding: serialized(), as: UTF8.self)
    }

    /// A new json-c tree holding this value; the caller owns the returned reference. JSON has no
    /// infinity or NaN: such doubles become `null`.
    func makeJSONCObject() -> OpaquePointer? {
        switch self {
        case .null:
            return nil
        case .bool(let value):
            return json_object_new_boolean(value ? 1 : 0)
        case .integer(let value):
            return json_object_new_int64(value)
        case .double(let value):
            guard value.isFinite else { return nil }
            return json_object_new_double_s(value, value.description)
        case .string(let value):
            var value = value
            return value.withUTF8 { bytes in
                bytes.withMemoryRebound(to: CChar.self) { characters in
                    guard let base = characters.baseAddress else { return json_object_new_string("") }
                    return json_object_new_string_len(base, Int32(characters.count))
                }
            }
        case .array(let elements):
            let array = json_object_new_array_ext(Int32(elements.count))
            for element in elements { json_object_array_add(array, element.makeJSONCObject()) }
            return array
        case .object(let members):
            let object = json_object_new_object()
            // Keys of a `JSONObject` are unique: json-c need not look for an existing member.
            // `withCString` lends the string's own bytes; passing the `String` itself would copy them.
            for member in members {
                let value = member.value.makeJSONCObject()
                member.key.withCString { key in
                    _ = json_object_object_add_ex(object, key, value, UInt32(JSON_C_OBJECT_ADD_KEY_IS_NEW))
                }
            }
            return object
        }
    }
}
