import JSON

/// The id of a JSON-RPC request: a number or a string, echoed back in the response.
public enum RequestID: Hashable, Sendable, CustomStringConvertible, Codable {
    case number(Int)
    case string(String)

    public init?(_ value: JSONValue) {
        switch value {
        case .string(let string): self = .string(string)
        case .integer, .double:
            guard let number = value.intValue else { return nil }
            self = .number(number)
        default: return nil
        }
    }

    public var json: JSONValue {
        switch self {
        case .number(let number): return .integer(Int64(number))
        case .string(let string): return .string(string)
        }
    }

    public var description: String {
        switch self {
        case .number(let number): return "\(number)"
        case .string(let string): return "\"\(string)\""
        }
    }

    public init(from decoder: any Decoder) throws {
        let value = try JSONValue(from: decoder)
        guard let id = RequestID(value) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "expected a number or a string"))
        }
        self = id
    }

    public func encode(to encoder: any Encoder) throws { try json.encode(to: encoder) }
}
