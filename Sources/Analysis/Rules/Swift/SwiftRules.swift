/// The rules over palette colours named in Swift code, in documentation order.
package enum SwiftRules {
    package static let all: [any Rule] = [
        UnknownPaletteNameRule(),
        DeprecatedSwiftPaletteNameRule(),
    ]
}
