import Diagnostics

/// How a name (a `@constant`, a palette colour, a token, a style class) resolves, and why: what
/// `nuance explain`, hovers and the rules' messages are built from.
package struct Explanation: Sendable, Hashable {
    /// One value of the name, in one mode or background ("light", "dark", "elevated light"…; "" when
    /// the name has a single value).
    package struct Value: Sendable, Hashable {
        package var mode: String
        /// The value as written or resolved (`#0A6ED1`, `tintColor`), or a reason when it cannot resolve.
        package var value: String
        package var resolved: Bool
        /// The names followed to reach the value, first to last (`@brand → tintColor → #0A6ED1`).
        package var chain: [String]
        /// The definition that wins in this mode or context, when several places define the name.
        package var source: Location?

        package init(mode: String, value: String, resolved: Bool = true, chain: [String] = [], source: Location? = nil) {
            self.mode = mode
            self.value = value
            self.resolved = resolved
            self.chain = chain
            self.source = source
        }
    }

    /// One place that defines the name, and whether it takes effect.
    package struct Definition: Sendable, Hashable {
        package var location: Location?
        /// The definition as written (`@tintColor: #0A6ED1;`).
        package var text: String
        /// "wins", "wins on dark", "shadowed by `@tintColor_lightBackground` (light: the suffixed key is looked up first)"…
        package var verdict: String
        package var isEffective: Bool

        package init(location: Location?, text: String, verdict: String, isEffective: Bool) {
            self.location = location
            self.text = text
            self.verdict = verdict
            self.isEffective = isEffective
        }
    }

    package var name: String
    /// "constant", "palette colour", "token", "style class"…
    package var kind: String
    /// One or two sentences.
    package var summary: String
    package var values: [Value]
    package var definitions: [Definition]

    package init(name: String, kind: String, summary: String, values: [Value] = [], definitions: [Definition] = []) {
        self.name = name
        self.kind = kind
        self.summary = summary
        self.values = values
        self.definitions = definitions
    }
}
