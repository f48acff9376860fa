import Diagnostics

/// `nss/undefined-variable`: a rule uses a `@variable` its file does not define.
struct UndefinedVariableRule: RuleSetLocalRule {
    let descriptor = RuleDescriptor(
        id: "nss/undefined-variable",
        domain: .stylesheet,
        defaultSeverity: .error,
        summary: "a declaration uses a variable its file does not define",
        rationale: """
            NUI substitutes `@name` from the definitions of the same file. When the name is not defined there, \
            NUI raises an exception that nothing catches: **the app crashes at launch**. Variables do not \
            cross files, even for a stylesheet appended at run time.
            """,
        fix: "Define the variable in this file (`@name: value;`) or correct its name.",
        triggering: [
            RuleExample("@brandColor: #0A6ED1;\nButton {\n    font-color: ↓@brandColour;\n}"),
            RuleExample("//- Colors.nss\n@accent: #E9730C;\n//- Theme.nss\nLabel {\n    font-color: ↓@accent;\n}", note: "variables are scoped to their file"),
        ],
        nonTriggering: [
            RuleExample("Button {\n    font-color: @brand;\n}\n@brand: #0A6ED1;", note: "use before definition is fine")
        ])

    func findings(in file: StylesheetFile, at path: String, of index: WorkspaceIndex, part: StylesheetPart) -> [Finding] {
        guard file.isNUIContent else { return [] }
        var result: [Finding] = []
        lazy var suggestions = NameSuggestion.Cache(file.definedNames.sorted())
        for declaration in file.declarationIndices(in: part) where file.declarationSubstitutions[declaration] == .undefined {
            guard case .undefined(let name, let token) = file.substitution(ofDeclaration: declaration) else { continue }
            var message = "`@\(name)` is not defined in this file; NUI throws at launch and the app crashes"
            var fixes: [Fix] = []
            if file.mayHaveVariableSuggestion(for: name), let suggestion = suggestions.closest(to: name) {
                message += "; did you mean `@\(suggestion)`?"
                fixes.append(file.replacementFix("Replace with `@\(suggestion)`", token.range, with: "@" + suggestion))
            } else if let other = index.stylesheets.definingPath(of: name, otherThan: path) {
                message += " (`\(index.snapshot.relativePath(other))` defines it, but variables do not cross files)"
            }
            result.append(finding(message, at: file.location(token.range), fixes: fixes))
        }
        return result
    }
}
