/// A strict JSON reader for annotation values (`importFrameworks = ["Combine"]`): what Sourcery's
/// `JSONSerialization` accepts becomes an array or dictionary, anything else stays a string.
struct AnnotationJSONReader {
    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The document's value, or nil when the text is not exactly one JSON value.
    mutating func readDocument() -> AnnotationValue? {
        guard let value = readValue() else { return nil }
        skipWhitespace()
        return index == bytes.count ? value : nil
    }

    private mutating func readValue() -> AnnotationValue? {
        skipWhitespace()
        guard index < bytes.count, depth < 100 else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "["): return readArray()
        case UInt8(ascii: "{"): return readObject()
        case UInt8(ascii: "\""): return readString().map(AnnotationValue.string)
        case UInt8(ascii: "t"): return readWord("true", .bool(true))
        case UInt8(ascii: "f"): return readWord("false", .bool(false))
        case UInt8(ascii: "n"): return readWord("null", .null)
        default: return readNumber()
        }
    }

    private mutating func readArray() -> AnnotationValue? {
        index += 1
        depth += 1
        defer { depth -= 1 }
        var values: [AnnotationValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(values)
        }
        while true {
            guard let value = readValue() else { return nil }
            values.append(value)
            skipWhitespace()
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(values)
            } else {
                return nil
            }
        }
    }

    private mutating func readObject() -> AnnotationValue? {
        index += 1
        depth += 1
        defer { depth -= 1 }
        var values: [String: AnnotationValue] = [:]
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .dictionary(values)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = readString() else { return nil }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
            index += 1
            guard let value = readValue() else { return nil }
            values[key] = value
            skipWhitespace()
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .dictionary(values)
            } else {
                return nil
            }
        }
    }

    private mutating func readString() -> String? {
        index += 1
        var chunkStart = index
        var result = ""
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                result += String(decoding: bytes[chunkStart..<index], as: UTF8.self)
                index += 1
                return result
            }
            if byte < 0x20 { return nil }
            if byte == UInt8(ascii: "\\") {
                result += String(decoding: bytes[chunkStart..<index], as: UTF8.self)
                index += 1
                guard index < bytes.count else { return nil }
                let escaped: Character
                switch bytes[index] {
                case UInt8(ascii: "\""): escaped = "\""
                case UInt8(ascii: "\\"): escaped = "\\"
                case UInt8(ascii: "/"): escaped = "/"
                case UInt8(ascii: "b"): escaped = "\u{08}"
                case UInt8(ascii: "f"): escaped = "\u{0C}"
                case UInt8(ascii: "n"): escaped = "\n"
                case UInt8(ascii: "r"): escaped = "\r"
                case UInt8(ascii: "t"): escaped = "\t"
                case UInt8(ascii: "u"):
                    guard index + 4 < bytes.count,
                        let code = UInt32(String(decoding: bytes[index + 1...index + 4], as: UTF8.self), radix: 16)
                    else { return nil }
                    index += 4
                    escaped = Character(Unicode.Scalar(code) ?? "\u{FFFD}")
                default: return nil
                }
                result.append(escaped)
                index += 1
                chunkStart = index
                continue
            }
            index += 1
        }
        return nil
    }

    private mutating func readWord(_ word: String, _ value: AnnotationValue) -> AnnotationValue? {
        let word = Array(word.utf8)
        guard index + word.count <= bytes.count, Array(bytes[index..<index + word.count]) == word else { return nil }
        index += word.count
        return value
    }

    private mutating func readNumber() -> AnnotationValue? {
        let start = index
        while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
        guard index > start, let number = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
            return nil
        }
        return .number(number)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }
}
