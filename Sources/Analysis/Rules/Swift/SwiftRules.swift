/// The rules over palette colours and Fiori text styles named in Swift code, in documentation order.
package enum SwiftRules {
    package static let all: [any Rule] = [
        UnknownPaletteNameRule(),
        DeprecatedSwiftPaletteNameRule(),
        UnknownTextStyleRule(),
    ]
}
