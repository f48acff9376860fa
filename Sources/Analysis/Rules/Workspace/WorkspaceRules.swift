/// The rules about what the workspace defines and nothing uses, in documentation order.
package enum WorkspaceRules {
    package static let all: [any Rule] = [
        UnusedStyleClassRule(),
        UnusedConstantRule(),
        UnusedPaletteOverrideRule(),
        UnusedTokenRule(),
    ]
}
