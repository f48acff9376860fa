extension JSONText {
    /// Appends `value` as compact JSON, the text json-c writes for it (``JSONValue/serialized()``):
    /// members in their order, doubles as Swift prints them, infinity and NaN as `null`.
    package static func appendValue(_ value: JSONValue, to output: inout [UInt8]) {
        switch value {
        case .null:
            output.append(contentsOf: "null".utf8)
        case .bool(let flag):
            output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .integer(let number):
            appendInteger(Int(number), to: &output)
        case .double(let number):
            appendDouble(number, to: &output)
        case .string(let string):
            appendQuoted(string, to: &output)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                appendValue(element, to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let object):
            output.append(UInt8(ascii: "{"))
            for (index, member) in object.members.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                appendQuoted(member.key, to: &output)
                output.append(UInt8(ascii: ":"))
                appendValue(member.value, to: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// Appends `value` as json-c writes a double: as Swift prints it; infinity and NaN as `null`.
    package static func appendDouble(_ value: Double, to output: inout [UInt8]) {
        output.append(contentsOf: (value.isFinite ? value.description : "null").utf8)
    }
}
