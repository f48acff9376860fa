/// Encodes `Encodable` types into ``JSONValue``s. Keys keep the order the type encodes them in;
/// `nil` optionals encoded with `encodeIfPresent` (the synthesized default) are left out.
public struct JSONValueEncoder: Sendable {
    public init() {}

    public func encode<T: Encodable>(_ value: T) throws -> JSONValue {
        if let scalar = scalarValue(value) { return scalar }
        let node = EncodingNode()
        try value.encode(to: ValueEncoder(node: node, path: nil))
        return node.value
    }
}

/// A value under construction: containers write into it after it is handed out. Scalars are stored
/// directly; only nested containers get a node of their own.
final class EncodingNode {
    private enum Kind { case value, array, object }

    enum Child {
        case value(JSONValue)
        case node(EncodingNode)

        var value: JSONValue {
            switch self {
            case .value(let value): return value
            case .node(let node): return node.value
            }
        }
    }

    private var kind = Kind.value
    private var scalar = JSONValue.object(JSONObject())
    private var elements: [Child] = []
    private var members: [(key: String, child: Child)] = []

    func set(_ value: JSONValue) {
        kind = .value
        scalar = value
    }

    func makeObject() { kind = .object }
    func makeArray() { kind = .array }

    /// Keys are assumed new (containers never encode a key twice).
    func append(_ value: JSONValue, forKey key: String) { members.append((key, .value(value))) }

    func child(forKey key: String) -> EncodingNode {
        let node = EncodingNode()
        members.append((key, .node(node)))
        return node
    }

    func append(_ value: JSONValue) { elements.append(.value(value)) }

    func appendChild() -> EncodingNode {
        let node = EncodingNode()
        elements.append(.node(node))
        return node
    }

    var count: Int { kind == .array ? elements.count : members.count }

    var value: JSONValue {
        switch kind {
        case .value:
            return scalar
        case .array:
            return .array(elements.map(\.value))
        case .object:
            var object = JSONObject()
            object.reserveCapacity(members.count)
            for member in members { object.appendNew(key: member.key, value: member.child.value) }
            return .object(object)
        }
    }
}

/// The keys that lead to a value, kept as a chain to the root and turned into an array only when
/// someone asks for `codingPath` (errors do; encoding a field does not).
final class CodingPathLink {
    let key: any CodingKey
    let parent: CodingPathLink?

    init(_ key: any CodingKey, parent: CodingPathLink?) {
        self.key = key
        self.parent = parent
    }

    static func keys(of link: CodingPathLink?) -> [any CodingKey] {
        var keys: [any CodingKey] = []
        var current = link
        while let link = current {
            keys.append(link.key)
            current = link.parent
        }
        return keys.reversed()
    }
}

/// The JSON of values that need no container. Types are compared before casting: a failed cast
/// costs far more than a comparison, and most values are structs. A ``JSONValueConvertible`` value
/// (also inside an optional) builds its own.
@inline(__always)
private func scalarValue<T: Encodable>(_ value: T) -> JSONValue? {
    if T.self == String.self { return .string(value as! String) }
    if T.self == Int.self { return .integer(Int64(value as! Int)) }
    if T.self == Bool.self { return .bool(value as! Bool) }
    if T.self == Double.self { return .double(value as! Double) }
    if T.self == JSONValue.self { return (value as! JSONValue) }
    if let convertible = value as? any JSONValueConvertible { return convertible.json }
    return nil
}

struct ValueEncoder: Encoder {
    let node: EncodingNode
    let path: CodingPathLink?
    var codingPath: [any CodingKey] { CodingPathLink.keys(of: path) }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.makeObject()
        return KeyedEncodingContainer(KeyedEncoder(node: node, path: path))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.makeArray()
        return UnkeyedEncoder(node: node, path: path)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleEncoder(node: node, path: path) }
}

private struct SingleEncoder: SingleValueEncodingContainer {
    let node: EncodingNode
    let path: CodingPathLink?
    var codingPath: [any CodingKey] { CodingPathLink.keys(of: path) }

    func encodeNil() { node.set(.null) }
    func encode(_ value: Bool) { node.set(.bool(value)) }
    func encode(_ value: String) { node.set(.string(value)) }
    func encode(_ value: Double) { node.set(.double(value)) }
    func encode(_ value: Float) { node.set(.double(Double(value))) }
    func encode(_ value: Int) { node.set(.integer(Int64(value))) }
    func encode(_ value: Int8) { node.set(.integer(Int64(value))) }
    func encode(_ value: Int16) { node.set(.integer(Int64(value))) }
    func encode(_ value: Int32) { node.set(.integer(Int64(value))) }
    func encode(_ value: Int64) { node.set(.integer(value)) }
    func encode(_ value: UInt) { encodeUnsigned(UInt64(value)) }
    func encode(_ value: UInt8) { node.set(.integer(Int64(value))) }
    func encode(_ value: UInt16) { node.set(.integer(Int64(value))) }
    func encode(_ value: UInt32) { node.set(.integer(Int64(value))) }
    func encode(_ value: UInt64) { encodeUnsigned(value) }

    private func encodeUnsigned(_ value: UInt64) {
        node.set(Int64(exactly: value).map(JSONValue.integer) ?? .double(Double(value)))
    }

    func encode<T: Encodable>(_ value: T) throws {
        if let scalar = scalarValue(value) {
            node.set(scalar)
        } else {
            try value.encode(to: ValueEncoder(node: node, path: path))
        }
    }
}

private struct KeyedEncoder<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: EncodingNode
    let path: CodingPathLink?
    var codingPath: [any CodingKey] { CodingPathLink.keys(of: path) }

    func encodeNil(forKey key: Key) { node.append(.null, forKey: key.stringValue) }
    func encode(_ value: Bool, forKey key: Key) { node.append(.bool(value), forKey: key.stringValue) }
    func encode(_ value: String, forKey key: Key) { node.append(.string(value), forKey: key.stringValue) }
    func encode(_ value: Int, forKey key: Key) { node.append(.integer(Int64(value)), forKey: key.stringValue) }
    func encode(_ value: Double, forKey key: Key) { node.append(.double(value), forKey: key.stringValue) }

    func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        if let scalar = scalarValue(value) {
            node.append(scalar, forKey: key.stringValue)
        } else {
            try value.encode(to: encoder(forKey: key))
        }
    }

    private func encoder(forKey key: Key) -> ValueEncoder {
        ValueEncoder(node: node.child(forKey: key.stringValue), path: CodingPathLink(key, parent: path))
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        encoder(forKey: key).container(keyedBy: keyType)
    }

    func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        encoder(forKey: key).unkeyedContainer()
    }

    func superEncoder() -> any Encoder { ValueEncoder(node: node.child(forKey: "super"), path: path) }
    func superEncoder(forKey key: Key) -> any Encoder { encoder(forKey: key) }
}

private struct UnkeyedEncoder: UnkeyedEncodingContainer {
    let node: EncodingNode
    let path: CodingPathLink?
    var codingPath: [any CodingKey] { CodingPathLink.keys(of: path) }
    var count: Int { node.count }

    func encodeNil() { node.append(.null) }

    func encode<T: Encodable>(_ value: T) throws {
        if let scalar = scalarValue(value) {
            node.append(scalar)
        } else {
            try value.encode(to: ValueEncoder(node: node.appendChild(), path: path))
        }
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        ValueEncoder(node: node.appendChild(), path: path).container(keyedBy: keyType)
    }

    func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        ValueEncoder(node: node.appendChild(), path: path).unkeyedContainer()
    }

    func superEncoder() -> any Encoder { ValueEncoder(node: node.appendChild(), path: path) }
}
