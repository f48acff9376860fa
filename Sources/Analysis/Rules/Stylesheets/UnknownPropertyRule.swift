import Diagnostics
import NSS

/// `nss/unknown-property`: a property no NUI class reads.
struct UnknownPropertyRule: RuleSetLocalRule {
    static let suggestions = NameSuggestion.Cache(NSSCatalog.propertyNames)

    let descriptor = RuleDescriptor(
        id: "nss/unknown-property",
        domain: .stylesheet,
        defaultSeverity: .warning,
        summary: "a property that no style class reads",
        rationale: """
            NUI ignores properties it does not know, silently: a typo such as `font-colour` simply leaves the \
            default colour. Apps read their own keys with `NUISettings getColor:withClass:` and NUI forks read \
            extra properties: Nuance finds those reads in the workspace's Objective-C and Swift code (a fork \
            under `Pods/` included) and never reports them; declare the others under `nuiExtensions` in \
            `nuance.json`.
            """,
        fix: "Correct the name (the quick fix applies the closest known property).",
        triggering: [
            RuleExample("Button {\n    ↓font-colour: #0A6ED1;\n}"),
            RuleExample("fdlFUIObjectView_headlineLabel {\n    ↓text-color: white;\n}"),
        ],
        nonTriggering: [
            RuleExample("Button {\n    font-color: #0A6ED1;\n    background-image-highlighted-insets: 4 4 4 4;\n}"),
            RuleExample("fdlFUIObjectView_headlineLabel {\n    font-style: headline;\n}"),
        ])

    func findings(in file: StylesheetFile, at path: String, of index: WorkspaceIndex, part: StylesheetPart) -> [Finding] {
        guard file.isNUIContent else { return [] }
        let extensions = index.nuiExtensions
        var result: [Finding] = []
        // The suggestion for each unknown name, made at its first declaration.
        var suggestions: [String: String?] = [:]
        for declaration in file.declarationIndices(in: part) where file.propertyInfos[declaration] == nil {
            let name = file.propertyNames[declaration]
            // A property the app's code or its NUI fork reads, or `nuance.json` declares, is not a typo.
            if !extensions.properties.isEmpty, extensions.properties[name] != nil { continue }
            if suggestions[name] == nil { suggestions[name] = .some(UnknownPropertyRule.suggestions.closest(to: name)) }
            let range = file.syntax.declarations[declaration].property
            guard let suggestion = suggestions[name]! else {
                result.append(finding("unknown property `\(name)`", at: file.location(range)))
                continue
            }
            var fix = file.replacementFix("Replace with `\(suggestion)`", range, with: suggestion)
            fix.isPreferred = UnknownPropertyRule.isSafeReplacement(name, suggestion)
            result.append(finding("unknown property `\(name)`; did you mean `\(suggestion)`?", at: file.location(range), fixes: [fix]))
        }
        return result
    }

    /// A suggestion one edit away (`font-colour`, `font-colr`) is the property meant and "fix all" and
    /// `check --fix` apply it; a farther one (`line-color` → `tint-color`) may be an app's own
    /// property, and is only offered.
    static func isSafeReplacement(_ name: String, _ suggestion: String) -> Bool {
        NameSuggestion.editDistance(Array(name.lowercased().utf8), Array(suggestion.utf8), limit: 2) <= 1
    }
}
