/// A message a rule writes as a string literal, with interpolations (see the invariants on messages
/// in `ARCHITECTURE.md`).
package struct MessageText: ExpressibleByStringInterpolation, Sendable {
    package let string: String

    package init(stringLiteral value: String) {
        string = value
    }

    package init(stringInterpolation: DefaultStringInterpolation) {
        string = String(stringInterpolation: stringInterpolation)
    }
}
