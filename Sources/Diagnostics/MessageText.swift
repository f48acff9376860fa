/// A message a rule writes as a string literal, with interpolations (see the invariants on messages
/// in `ARCHITECTURE.md`).
public struct MessageText: ExpressibleByStringInterpolation, Sendable {
    public let string: String

    public init(stringLiteral value: String) {
        string = value
    }

    public init(stringInterpolation: DefaultStringInterpolation) {
        string = String(stringInterpolation: stringInterpolation)
    }
}
