import JSON

/// Compact JSON written straight into bytes for the answers about a whole document (the outline,
/// the colours) and for completion lists: on a large sheet they hold tens of thousands of objects, a
/// completion list hundreds on every keystroke, and building each as a json-c value, serializing and
/// freeing it cost far more than writing the bytes. The bytes are those json-c writes for the same
/// answer, members in the same order (`WireConversionTests`).
struct DocumentAnswerBytes {
    private(set) var bytes: [UInt8] = []

    init(reservingCapacity capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func byte(_ value: UInt8) {
        bytes.append(value)
    }

    /// Bytes written elsewhere by a ``DocumentAnswerBytes``.
    mutating func append(_ written: [UInt8]) {
        bytes.append(contentsOf: written)
    }

    /// `string` quoted, with the characters JSON requires escaped.
    mutating func string(_ string: String) {
        JSONText.appendQuoted(string, to: &bytes)
    }

    mutating func integer(_ value: Int) {
        JSONText.appendInteger(value, to: &bytes)
    }

    /// A free-form value (a completion item's `data`).
    mutating func value(_ value: JSONValue) {
        JSONText.appendValue(value, to: &bytes)
    }

    mutating func double(_ value: Double) {
        JSONText.appendDouble(value, to: &bytes)
    }

    mutating func position(_ position: Position) {
        raw("{\"line\":")
        integer(position.line)
        raw(",\"character\":")
        integer(position.character)
        byte(UInt8(ascii: "}"))
    }

    mutating func range(_ range: LSPRange) {
        raw("{\"start\":")
        position(range.start)
        raw(",\"end\":")
        position(range.end)
        byte(UInt8(ascii: "}"))
    }

    /// `[` the elements `write` writes, separated by commas `]`.
    mutating func array<Element>(_ elements: [Element], _ write: (inout DocumentAnswerBytes, Element) -> Void) {
        byte(UInt8(ascii: "["))
        for index in elements.indices {
            if index > 0 { byte(UInt8(ascii: ",")) }
            write(&self, elements[index])
        }
        byte(UInt8(ascii: "]"))
    }
}

extension DocumentSymbol {
    func write(to output: inout DocumentAnswerBytes) {
        output.raw("{\"name\":")
        output.string(name)
        if let detail {
            output.raw(",\"detail\":")
            output.string(detail)
        }
        output.raw(",\"kind\":")
        output.integer(kind)
        output.raw(",\"range\":")
        output.range(range)
        output.raw(",\"selectionRange\":")
        output.range(selectionRange)
        if let children {
            output.raw(",\"children\":")
            output.array(children) { $1.write(to: &$0) }
        }
        output.byte(UInt8(ascii: "}"))
    }
}

extension DocumentSymbolResult {
    /// The result as JSON bytes (the flat form, for old clients, through its json-c value).
    func serializedBytes() -> [UInt8] {
        switch self {
        case .hierarchical(let symbols):
            var output = DocumentAnswerBytes(reservingCapacity: symbols.count * 256)
            output.array(symbols) { $1.write(to: &$0) }
            return output.bytes
        case .flat:
            return makeWire().withSerializedBytes(Array.init)
        }
    }
}

extension ColorInformation {
    func write(to output: inout DocumentAnswerBytes) {
        output.raw("{\"range\":")
        output.range(range)
        output.raw(",\"color\":{\"red\":")
        output.double(color.red)
        output.raw(",\"green\":")
        output.double(color.green)
        output.raw(",\"blue\":")
        output.double(color.blue)
        output.raw(",\"alpha\":")
        output.double(color.alpha)
        output.raw("}}")
    }
}

extension [ColorInformation] {
    /// The colours as JSON bytes.
    func serializedBytes() -> [UInt8] {
        var output = DocumentAnswerBytes(reservingCapacity: count * 160)
        output.array(self) { $1.write(to: &$0) }
        return output.bytes
    }
}
