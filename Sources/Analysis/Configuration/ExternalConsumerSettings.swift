/// `externalConsumers` in `nuance.json`: what code outside the workspace uses, for the
/// `nuance/unused-*` rules. Nuance reads nothing outside the workspace root; a token package or a
/// theme shipped to apps names here what those apps use.
package struct ExternalConsumerSettings: Sendable, Hashable {
    /// Name patterns (`*` any characters, `?` one) of tokens (`color.brand.*`), palette colours
    /// (`tintColor`), `@constants` (without the `@`) and style classes used outside: never unused.
    package var uses: [String] = []
    /// Run the unused rules although the workspace holds none of the consumers: `uses` lists
    /// everything they use.
    package var checkUnused = false

    package init() {}

    /// True when one of the patterns matches `name`.
    package func uses(_ name: String) -> Bool {
        uses.contains { Glob($0).matches(name) }
    }
}
