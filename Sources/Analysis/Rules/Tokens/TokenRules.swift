/// The tokens rules, in documentation order.
package enum TokenRules {
    package static let all: [any Rule] = [
        TokenSyntaxRule(),
        InvalidTokenRule(),
        UnresolvedReferenceRule(),
        ReferenceToGroupRule(),
        CircularReferenceRule(),
        TypeMismatchRule(),
        MissingTypeRule(),
        TokenInvalidValueRule(),
        TierViolationRule(),
        CollisionRule(),
        MissingModeRule(),
        DeprecatedTokenRule(),
    ]
}
