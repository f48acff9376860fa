import CJSONC

/// A json-c value built straight from typed values, for answers sent often (completion lists,
/// hovers): no ``JSONValue`` tree in between, and object keys are static strings json-c keeps
/// without copying. The handle owns one reference; adding it to an object or an array hands that
/// reference over, and json-c frees the value with the last one.
public struct JSONWireValue: ~Copyable {
    /// nil is JSON `null`, as json-c writes a missing object.
    fileprivate var object: OpaquePointer?

    fileprivate init(owning object: OpaquePointer?) {
        self.object = object
    }

    deinit {
        if let object { json_object_put(object) }
    }

    /// Gives up the reference without dropping it.
    fileprivate consuming func take() -> OpaquePointer? {
        let object = object
        discard self
        return object
    }

    public static var null: JSONWireValue { JSONWireValue(owning: nil) }

    public init(_ value: Bool) {
        object = json_object_new_boolean(value ? 1 : 0)
    }

    public init(_ value: Int) {
        object = json_object_new_int64(Int64(value))
    }

    public init(_ value: String) {
        var value = value
        object = value.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { characters in
                guard let base = characters.baseAddress else { return json_object_new_string("") }
                return json_object_new_string_len(base, Int32(characters.count))
            }
        }
    }

    /// The json-c form of a ``JSONValue`` tree (for free-form parts of an answer, such as `data`).
    public init(_ value: JSONValue) {
        object = value.makeJSONCObject()
    }

    /// Another reference to the same value, for a value that appears at several places of one
    /// message (the range every completion item replaces): json-c writes it at each place.
    public func shared() -> JSONWireValue {
        if let object { json_object_get(object) }
        return JSONWireValue(owning: object)
    }

    /// Lends `body` the value's compact JSON text in json-c's own buffer, valid only during the call;
    /// the same text ``JSONValue/withSerializedBytes(_:)`` gives for the same value.
    public borrowing func withSerializedBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        JSONValue.withSerializedBytes(of: object, body)
    }

    public borrowing func serializedString() -> String {
        withSerializedBytes { String(decoding: $0, as: UTF8.self) }
    }
}

/// A json-c object under construction. Keys must be new to the object (json-c does not look for
/// an existing member) and static strings (json-c keeps the pointer).
public struct JSONWireObject: ~Copyable {
    private var object: OpaquePointer?

    public init() {
        object = json_object_new_object()
    }

    deinit {
        if let object { json_object_put(object) }
    }

    public mutating func add(_ key: StaticString, _ value: consuming JSONWireValue) {
        let value = value.take()
        guard let object else {
            if let value { json_object_put(value) }
            return
        }
        guard key.hasPointerRepresentation else {
            // A one-scalar literal is stored as the scalar itself: json-c copies the key.
            key.description.withCString { key in
                _ = json_object_object_add_ex(object, key, value, UInt32(JSON_C_OBJECT_ADD_KEY_IS_NEW))
            }
            return
        }
        // A string literal is stored null-terminated and lives as long as the program: json-c keeps
        // the pointer.
        key.utf8Start.withMemoryRebound(to: CChar.self, capacity: key.utf8CodeUnitCount + 1) { key in
            _ = json_object_object_add_ex(
                object, key, value, UInt32(JSON_C_OBJECT_ADD_KEY_IS_NEW | JSON_C_OBJECT_ADD_CONSTANT_KEY))
        }
    }

    public mutating func add(_ key: StaticString, _ value: String) {
        add(key, JSONWireValue(value))
    }

    public mutating func add(_ key: StaticString, _ value: Int) {
        add(key, JSONWireValue(value))
    }

    /// Adds `value` unless it is nil, as `encodeIfPresent` leaves out a nil optional.
    public mutating func add(_ key: StaticString, ifPresent value: String?) {
        if let value { add(key, JSONWireValue(value)) }
    }

    public mutating func add(_ key: StaticString, ifPresent value: Int?) {
        if let value { add(key, JSONWireValue(value)) }
    }

    public consuming func value() -> JSONWireValue {
        let object = object
        discard self
        return JSONWireValue(owning: object)
    }
}

/// A json-c array under construction.
public struct JSONWireArray: ~Copyable {
    private var array: OpaquePointer?

    public init(capacity: Int) {
        array = json_object_new_array_ext(Int32(clamping: max(capacity, 1)))
    }

    deinit {
        if let array { json_object_put(array) }
    }

    public mutating func append(_ element: consuming JSONWireValue) {
        let element = element.take()
        guard let array else {
            if let element { json_object_put(element) }
            return
        }
        if json_object_array_add(array, element) != 0, let element { json_object_put(element) }
    }

    public consuming func value() -> JSONWireValue {
        let array = array
        discard self
        return JSONWireValue(owning: array)
    }
}

extension JSONValue {
    /// Serializes a json-c tree (nil is `null`) as compact JSON, lending `body` json-c's buffer.
    static func withSerializedBytes<Result>(of object: OpaquePointer?, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var length = 0
        guard let object,
            let text = json_object_to_json_string_length(
                object, JSON_C_TO_STRING_PLAIN | JSON_C_TO_STRING_NOSLASHESCAPE, &length)
        else { return Array("null".utf8).withUnsafeBufferPointer(body) }
        return text.withMemoryRebound(to: UInt8.self, capacity: length) { start in
            body(UnsafeBufferPointer(start: start, count: length))
        }
    }
}
