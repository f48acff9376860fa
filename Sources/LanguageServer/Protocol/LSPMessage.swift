import JSON

/// A request the server answers: its parameters, its method and the type of its result.
package protocol LSPRequest: Codable, Sendable {
    associatedtype Response: Codable, Sendable
    static var method: String { get }
}

/// A notification the server accepts or sends.
package protocol LSPNotification: Codable, Sendable {
    static var method: String { get }
}

/// The `null` result of requests that answer nothing (`shutdown`).
package struct NullResult: Codable, Sendable, Hashable {
    package init() {}
    package init(from decoder: any Decoder) throws {}
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encodeNil()
    }
}

/// Parameters of messages that take none; any `params` are accepted and ignored.
package protocol ParameterlessMessage: Codable {
    init()
}

extension ParameterlessMessage {
    package init(from decoder: any Decoder) throws { self.init() }
    package func encode(to encoder: any Encoder) throws {}
}
