import CJSONC

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension JSONValue {
    /// The deepest nesting of arrays and objects accepted on the wire.
    public static let maximumNestingDepth: Int32 = 1000

    /// Parses one JSON document with json-c; anything but whitespace after it is an error.
    public init(parsing bytes: some Collection<UInt8>) throws(JSONWireError) {
        let result: Result<JSONValue, JSONWireError>? = bytes.withContiguousStorageIfAvailable { buffer in
            JSONValue.parse(buffer)
        }
        switch result ?? JSONValue.parse(Array(bytes)) {
        case .success(let value): self = value
        case .failure(let error): throw error
        }
    }

    public init(parsing text: String) throws(JSONWireError) {
        var text = text
        let result = text.withUTF8 { JSONValue.parse($0) }
        switch result {
        case .success(let value): self = value
        case .failure(let error): throw error
        }
    }

    private static func parse(_ bytes: [UInt8]) -> Result<JSONValue, JSONWireError> {
        bytes.withUnsafeBufferPointer { parse($0) }
    }

    private static func parse(_ buffer: UnsafeBufferPointer<UInt8>) -> Result<JSONValue, JSONWireError> {
        guard buffer.count <= Int(Int32.max) else {
            return .failure(JSONWireError(message: "document larger than 2 GB", offset: 0))
        }
        guard let base = buffer.baseAddress, !buffer.isEmpty else {
            return .failure(JSONWireError(message: "unexpected end of input", offset: 0))
        }
        guard let tokener = ThreadTokener.take() else {
            return .failure(JSONWireError(message: "out of memory", offset: 0))
        }
        defer { ThreadTokener.giveBack(tokener) }
        json_tokener_set_flags(tokener, JSON_TOKENER_STRICT | JSON_TOKENER_VALIDATE_UTF8)
        let length = Int32(buffer.count)
        var object = base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { characters in
            json_tokener_parse_ex(tokener, characters, length)
        }
        var error = json_tokener_get_error(tokener)
        var end = Int(json_tokener_get_parse_end(tokener))
        if error == json_tokener_continue {
            // A number or literal at the very end is complete only once a delimiter follows.
            object = json_tokener_parse_ex(tokener, " ", 1)
            error = json_tokener_get_error(tokener)
            end = buffer.count
            if error == json_tokener_continue {
                return .failure(JSONWireError(message: "unexpected end of input", offset: buffer.count))
            }
        }
        defer { if let object { json_object_put(object) } }
        guard error == json_tokener_success else {
            let reason = String(cString: json_tokener_error_desc(error))
            return .failure(JSONWireError(message: reason, offset: end))
        }
        var trailing = end
        while trailing < buffer.count, [0x20, 0x09, 0x0A, 0x0D].contains(buffer[trailing]) { trailing += 1 }
        if trailing < buffer.count {
            return .failure(JSONWireError(message: "unexpected text after the document", offset: trailing))
        }
        return .success(JSONValue(borrowing: object))
    }

    /// Copies a json-c tree into Swift values without taking ownership of it.
    init(borrowing object: OpaquePointer?) {
        guard let object else {
            self = .null
            return
        }
        switch json_object_get_type(object) {
        case json_type_null:
            self = .null
        case json_type_boolean:
            self = .bool(json_object_get_boolean(object) != 0)
        case json_type_int:
            let signed = json_object_get_int64(object)
            if signed == Int64.max {
                let unsigned = json_object_get_uint64(object)
                self = unsigned > UInt64(Int64.max) ? .double(Double(unsigned)) : .integer(signed)
            } else {
                self = .integer(signed)
            }
        case json_type_double:
            self = .double(json_object_get_double(object))
        case json_type_string:
            let count = Int(json_object_get_string_len(object))
            let pointer = json_object_get_string(object)!
            self = .string(pointer.withMemoryRebound(to: UInt8.self, capacity: count) { start in
                String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
            })
        case json_type_array:
            let count = json_object_array_length(object)
            var elements: [JSONValue] = []
            elements.reserveCapacity(count)
            for index in 0..<count {
                elements.append(JSONValue(borrowing: json_object_array_get_idx(object, index)))
            }
            self = .array(elements)
        case json_type_object:
            var members = JSONObject()
            var iterator = json_object_iter_begin(object)
            var end = json_object_iter_end(object)
            while json_object_iter_equal(&iterator, &end) == 0 {
                let key = String(cString: json_object_iter_peek_name(&iterator))
                members.appendNew(key: key, value: JSONValue(borrowing: json_object_iter_peek_value(&iterator)))
                json_object_iter_next(&iterator)
            }
            self = .object(members)
        default:
            self = .null
        }
    }
}

/// One json-c tokener per thread, kept between parses: making one allocates and clears its parse
/// stack (about 32 KB at the nesting limit), which costs more than parsing a typical message.
private enum ThreadTokener {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { tokener in
            if let tokener { json_tokener_free(tokener.assumingMemoryBound(to: json_tokener.self)) }
        }
        return key
    }()

    /// This thread's tokener, in its initial state; nil when out of memory. Reset it with
    /// ``giveBack(_:)`` before the next parse on this thread.
    static func take() -> UnsafeMutablePointer<json_tokener>? {
        if let kept = pthread_getspecific(key) { return kept.assumingMemoryBound(to: json_tokener.self) }
        guard let tokener = json_tokener_new_ex(JSONValue.maximumNestingDepth) else { return nil }
        pthread_setspecific(key, UnsafeRawPointer(tokener))
        return tokener
    }

    static func giveBack(_ tokener: UnsafeMutablePointer<json_tokener>) {
        json_tokener_reset(tokener)
    }
}
