/// The stylesheets rules, in documentation order.
package enum StylesheetRules {
    package static let all: [any Rule] = [
        StylesheetSyntaxRule(),
        UndefinedVariableRule(),
        UnresolvableVariableRule(),
        UnknownPropertyRule(),
        PropertyNotApplicableRule(),
        UnknownClassRule(),
        InvalidValueRule(),
        UnreachableOverrideRule(),
        PartialOverrideRule(),
        DeprecatedPaletteNameRule(),
        LowContrastRule(),
        NotNUIContentRule(),
    ]
}
