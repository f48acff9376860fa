/// The Swift model rules, in documentation order.
package enum ModelRules {
    package static let all: [any Rule] = [
        DetachedAnnotationRule(),
        OrphanAnnotationRule(),
        UnknownKeyRule(),
        OldPatternKeyRule(),
        WrongDeclarationRule(),
        ValueShapeRule(),
        ParseTrapRule(),
        UnreadableNestingRule(),
        UnknownTypeRule(),
        DuplicateConformanceRule(),
    ]
}
