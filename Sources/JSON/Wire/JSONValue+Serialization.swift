extension JSONValue {
    /// The value as compact JSON text (no spaces, `/` not escaped, other characters as they are except
    /// `"`, `\` and control characters), the same bytes json-c writes in its plain mode.
    public func serialized() -> [UInt8] {
        var writer = JSONTextWriter()
        writer.write(self)
        return writer.bytes
    }

    public func serializedString() -> String {
        String(decoding: serialized(), as: UTF8.self)
    }
}

/// Appends JSON text to a byte buffer in one pass. JSON has no infinity or NaN: such doubles are
/// written as `null`.
public struct JSONTextWriter: Sendable {
    public private(set) var bytes: [UInt8] = []

    public init(capacity: Int = 256) {
        bytes.reserveCapacity(capacity)
    }

    public mutating func write(_ value: JSONValue) {
        switch value {
        case .null:
            append("null")
        case .bool(let value):
            append(value ? "true" : "false")
        case .integer(let value):
            append(value)
        case .double(let value):
            if value.isFinite { append(value.description) } else { append("null") }
        case .string(let value):
            write(string: value)
        case .array(let elements):
            bytes.append(UInt8(ascii: "["))
            for (position, element) in elements.enumerated() {
                if position > 0 { bytes.append(UInt8(ascii: ",")) }
                write(element)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let object):
            bytes.append(UInt8(ascii: "{"))
            for (position, member) in object.members.enumerated() {
                if position > 0 { bytes.append(UInt8(ascii: ",")) }
                write(string: member.key)
                bytes.append(UInt8(ascii: ":"))
                write(member.value)
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }

    /// Text that is already JSON, such as a serialized value.
    public mutating func append(json: some Sequence<UInt8>) {
        bytes.append(contentsOf: json)
    }

    public mutating func write(string: String) {
        var string = string
        string.withUTF8 { utf8 in
            bytes.append(UInt8(ascii: "\""))
            var clean = 0
            for (offset, byte) in utf8.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[clean..<offset]))
                appendEscaped(byte)
                clean = offset + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[clean...]))
            bytes.append(UInt8(ascii: "\""))
        }
    }

    private mutating func appendEscaped(_ byte: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        default:
            let hex = Array("0123456789abcdef".utf8)
            bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
        }
    }

    private mutating func append(_ integer: Int64) {
        if integer >= 0 && integer < 10 {
            bytes.append(UInt8(ascii: "0") + UInt8(integer))
        } else {
            append(String(integer))
        }
    }

    private mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }
}
