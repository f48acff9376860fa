import Diagnostics
import NSS

/// `nss/unknown-property`: a property no NUI class reads.
struct UnknownPropertyRule: StylesheetRule {
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

    func findings(in file: StylesheetFile, at path: String, of index: WorkspaceIndex) -> [Finding] {
        guard file.isNUIContent else { return [] }
        var result: [Finding] = []
        let extensions = index.nuiExtensions
        // The unknown properties' names and suggestions, made for their first declaration, and each
        // one's position there per name id (-1: not yet made).
        var unknown: [(name: String, suggestion: String?)] = []
        var unknownByID: [Int32] = []
        let propertyIDs = file.propertyIDs
        for (position, declaration) in file.syntax.declarations.enumerated() {
            let id = Int(propertyIDs[position])
            guard file.propertyInfos.values[id] == nil else { continue }
            // A property the app's code or its NUI fork reads, or `nuance.json` declares, is not a typo.
            if !extensions.properties.isEmpty, extensions.properties[file.names[id]] != nil { continue }
            if unknownByID.isEmpty { unknownByID = Array(repeating: -1, count: file.names.count) }
            if unknownByID[id] < 0 {
                let name = file.names[id]
                unknownByID[id] = Int32(unknown.count)
                unknown.append((name, UnknownPropertyRule.suggestions.closest(to: name)))
            }
            let (name, suggestion) = unknown[Int(unknownByID[id])]
            guard let suggestion else {
                result.append(finding("unknown property `\(name)`", at: file.location(declaration.property)))
                continue
            }
            var fix = file.replacementFix("Replace with `\(suggestion)`", declaration.property, with: suggestion)
            fix.isPreferred = UnknownPropertyRule.isSafeReplacement(name, suggestion)
            result.append(
                finding(
                    "unknown property `\(name)`; did you mean `\(suggestion)`?", at: file.location(declaration.property),
                    fixes: [fix]))
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
