import NSS

// The typed reading of an analysed stylesheet that rules are written against: rule sets with the
// classes their selectors name, declarations with the catalog property they set, what NUI converts
// for them and what replaces them. Each is a view of one element of the file; the file keeps the
// tables behind them (interned names, substitutions, merged rule sets).

/// One rule set: its selectors and its declarations.
package struct StylesheetRuleSet {
    package let file: StylesheetFile
    package let index: Int

    package var syntax: NSSRuleSet { file.syntax.ruleSets[index] }
    package var selectors: [StylesheetSelector] { syntax.selectors.map { StylesheetSelector(file: file, index: $0) } }
    package var declarations: [StylesheetDeclaration] { syntax.declarations.map { StylesheetDeclaration(file: file, index: $0) } }
    /// The built-in classes its selectors name, in selector order.
    package var builtInClasses: [NSSClassInfo] { syntax.selectors.compactMap { file.selectorClassInfos[$0] } }
}

/// One selector: the class it names.
package struct StylesheetSelector {
    package let file: StylesheetFile
    package let index: Int

    package var syntax: NSSSelector { file.syntax.selectors[index] }
    package var className: String { file.selectorNames[index] }
    /// The built-in class it names (nil: a custom or model-derived class).
    package var builtInClass: NSSClassInfo? { file.selectorClassInfos[index] }
}

/// One declaration: the property it sets and its value.
package struct StylesheetDeclaration {
    package let file: StylesheetFile
    package let index: Int

    package var syntax: NSSDeclaration { file.syntax.declarations[index] }
    /// The property's name as written.
    package var propertyName: String { file.propertyNames[index] }
    /// The catalog property it sets (nil: one NUI does not know).
    package var property: NSSPropertyInfo? { file.propertyInfos[index] }
    /// The value's tokens as written.
    package var written: NSSParts { file.syntax.parts(of: syntax.value) }
    /// What NUI converts: the written tokens, or those of the definition its variable names.
    package var substituted: SubstitutedValue { file.substitution(ofDeclaration: index) }
    /// The definition its value comes through (nil: the value is converted as written, or not at all).
    package var definition: Int? {
        guard case .definition(let definition) = file.declarationSubstitutions[index] else { return nil }
        return Int(definition)
    }
    /// True when the value is one variable the file does not define.
    package var namesUndefinedVariable: Bool { file.declarationSubstitutions[index] == .undefined }
    /// True when the value names a variable NUI cannot substitute.
    package var namesUnsubstitutableVariable: Bool { file.declarationSubstitutions[index] == .unresolvable }
    /// The later declaration that replaces it for every class of its rule set (nil: it takes effect).
    package var shadowedBy: Int? { file.declarationShadowedBy[index] }
    package var ruleSet: StylesheetRuleSet { StylesheetRuleSet(file: file, index: syntax.ruleSet) }
}

/// One class some selector names, with its rule sets merged in file order.
package struct StylesheetStyledClass {
    package let file: StylesheetFile
    let id: Int32

    package var name: String { file.names[Int(id)] }
    /// The declaration in effect for `property` outside `@media`: the last one (nil: not set).
    package func effectiveDeclaration(of property: NSSPropertyInfo) -> StylesheetDeclaration? {
        file.propertyID(of: property).flatMap(effectiveDeclaration(propertyID:))
    }

    /// The same, by the property's id in the file (for callers that ask of many classes).
    package func effectiveDeclaration(propertyID: Int32) -> StylesheetDeclaration? {
        file.effectiveDeclaration(classID: id, propertyID: propertyID).map { StylesheetDeclaration(file: file, index: $0) }
    }
}

extension StylesheetFile {
    /// The classes its selectors name, in the order their names first occur in the file.
    package var styledClasses: [StylesheetStyledClass] { ruleSetsByClass.classIDs.map { StylesheetStyledClass(file: self, id: $0) } }
    /// True when some declaration sets the catalog property `property`.
    package func sets(_ property: NSSPropertyInfo) -> Bool { propertyID(of: property) != nil }
    package var ruleSets: [StylesheetRuleSet] { syntax.ruleSets.indices.map { StylesheetRuleSet(file: self, index: $0) } }
    package var selectors: [StylesheetSelector] { syntax.selectors.indices.map { StylesheetSelector(file: self, index: $0) } }
    package var declarations: [StylesheetDeclaration] {
        syntax.declarations.indices.map { StylesheetDeclaration(file: self, index: $0) }
    }
}
