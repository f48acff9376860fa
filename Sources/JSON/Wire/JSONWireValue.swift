import CJSONC

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A json-c value built straight from typed values, for answers sent often (hovers, the flat
/// outline): no ``JSONValue`` tree in between, and object keys are static strings json-c keeps
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

    /// As ``JSONValue/double(_:)``: written as Swift prints it; infinity and NaN are `null`.
    public init(_ value: Double) {
        object = value.isFinite ? json_object_new_double_s(value, value.description) : nil
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

extension JSONWireValue {
    /// Lends `body` the compact JSON text of the object `{key1: value1, key2: value2, key3: value3}`
    /// (a JSON-RPC response), valid only during the call: the same text a new ``JSONWireObject``
    /// with these members gives. The keys must be string literals. The object is one json-c object
    /// kept per thread and refilled for each message, so that json-c keeps its grown text buffer and
    /// its table between messages.
    public static func withSerializedObject<Result>(
        _ key1: StaticString, _ value1: consuming JSONWireValue, _ key2: StaticString, _ value2: consuming JSONWireValue,
        _ key3: StaticString, _ value3: consuming JSONWireValue, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        guard key1.hasPointerRepresentation, key2.hasPointerRepresentation, key3.hasPointerRepresentation,
            let object = KeptObject.object(keys: (key1, key2, key3))
        else {
            var object = JSONWireObject()
            object.add(key1, value1)
            object.add(key2, value2)
            object.add(key3, value3)
            return object.value().withSerializedBytes(body)
        }
        KeptObject.set(object, key1, value1.take())
        KeptObject.set(object, key2, value2.take())
        KeptObject.set(object, key3, value3.take())
        defer {
            // The message's values are freed now rather than with the next message.
            KeptObject.set(object, key1, nil)
            KeptObject.set(object, key2, nil)
            KeptObject.set(object, key3, nil)
        }
        return JSONValue.withSerializedBytes(of: object, body)
    }
}

/// The json-c object ``JSONWireValue/withSerializedObject(_:_:_:_:_:_:_:)`` keeps per thread, with the
/// keys it was made for.
private final class KeptObject {
    typealias Keys = (StaticString, StaticString, StaticString)

    let object: OpaquePointer
    let keys: (UnsafeRawPointer, UnsafeRawPointer, UnsafeRawPointer)

    init?(keys: Keys) {
        guard let object = json_object_new_object() else { return nil }
        self.object = object
        self.keys = KeptObject.identity(keys)
        KeptObject.set(object, keys.0, nil)
        KeptObject.set(object, keys.1, nil)
        KeptObject.set(object, keys.2, nil)
    }

    deinit { json_object_put(object) }

    private static func identity(_ keys: Keys) -> (UnsafeRawPointer, UnsafeRawPointer, UnsafeRawPointer) {
        (UnsafeRawPointer(keys.0.utf8Start), UnsafeRawPointer(keys.1.utf8Start), UnsafeRawPointer(keys.2.utf8Start))
    }

    private static let threadKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { kept in
            if let kept { Unmanaged<KeptObject>.fromOpaque(kept).release() }
        }
        return key
    }()

    /// This thread's object for `keys`, made anew when the thread's object has other keys.
    static func object(keys: Keys) -> OpaquePointer? {
        if let stored = pthread_getspecific(threadKey) {
            let kept = Unmanaged<KeptObject>.fromOpaque(stored).takeUnretainedValue()
            if kept.keys == identity(keys) { return kept.object }
            pthread_setspecific(threadKey, nil)
            Unmanaged<KeptObject>.fromOpaque(stored).release()
        }
        guard let kept = KeptObject(keys: keys) else { return nil }
        pthread_setspecific(threadKey, Unmanaged.passRetained(kept).toOpaque())
        return kept.object
    }

    /// Sets the member `key` (a string literal) to `value`, taking over its reference; an existing
    /// member keeps its place.
    static func set(_ object: OpaquePointer, _ key: StaticString, _ value: OpaquePointer?) {
        key.utf8Start.withMemoryRebound(to: CChar.self, capacity: key.utf8CodeUnitCount + 1) { key in
            _ = json_object_object_add_ex(object, key, value, UInt32(JSON_C_OBJECT_ADD_CONSTANT_KEY))
        }
    }
}
