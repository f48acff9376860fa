/// The value Sourcery gives an annotation key.
package enum AnnotationValue: Sendable, Hashable, CustomStringConvertible {
    /// A key without a value (or with an empty one): Sourcery stores `true`, which prints as `1`.
    case flag
    /// A value that reads as a number (`Double`; `Float` in Sourcery 2.1.7).
    case number(Double)
    /// Anything else, with one pair of surrounding quotes removed; `true`, `nil` and `"123"` stay strings.
    case string(String)
    /// A JSON array.
    case array([AnnotationValue])
    /// A JSON object.
    case dictionary([String: AnnotationValue])
    /// A JSON `true`/`false` inside an array or object.
    case bool(Bool)
    /// A JSON `null` inside an array or object.
    case null

    /// The string of a `.string` value.
    package var stringValue: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    package var isFlag: Bool {
        if case .flag = self { return true }
        return false
    }

    /// What the value is, for messages: "a flag", "a string"…
    package var shapeName: String {
        switch self {
        case .flag: return "a flag"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .dictionary: return "a dictionary"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }

    /// The value as a template would print it.
    package var description: String {
        switch self {
        case .flag: return "1"
        case .number(let number):
            return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .string(let string): return string
        case .array(let values): return "[" + values.map(\.quotedDescription).joined(separator: ", ") + "]"
        case .dictionary(let values):
            return "[" + values.keys.sorted().map { "\"\($0)\": \(values[$0]!.quotedDescription)" }.joined(separator: ", ") + "]"
        case .bool(let bool): return bool ? "true" : "false"
        case .null: return "null"
        }
    }

    private var quotedDescription: String {
        if case .string(let string) = self { return "\"\(string)\"" }
        return description
    }
}
