/// Settings for design token files.
package struct TokenSettings: Sendable, Hashable {
    package init() {}
}
