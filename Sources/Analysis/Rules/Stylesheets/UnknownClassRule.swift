import Diagnostics
import NSS

/// `nss/unknown-class`: a selector that looks like a misspelt built-in or model-derived class.
struct UnknownClassRule: Rule {
    let descriptor = RuleDescriptor(
        id: "nss/unknown-class",
        domain: .stylesheet,
        defaultSeverity: .hint,
        summary: "a selector that no built-in or model-derived class matches",
        rationale: """
            Custom classes are normal in NUI (any view can carry `nuiClass = "Title"`), so Nuance does not flag \
            every unknown selector. It flags selectors that are one or two edits away from a built-in class or \
            a class derived from the Swift models (`Buton`, `fdlObjectItem_titel`), and `fdl…` selectors that \
            match no derived class when the workspace has models: NUI applies such rules to nothing.
            """,
        fix: "Correct the selector (the quick fix applies the closest known class).",
        triggering: [
            RuleExample("↓Buton {\n    font-size: 14;\n}")
        ],
        nonTriggering: [
            RuleExample("Button {\n    font-size: 14;\n}\nHeadlineTitle {\n    font-size: 20;\n}")
        ])

    func findings(in path: String, of index: WorkspaceIndex) -> [Finding] {
        guard let file = index.stylesheets.nuiFile(path) else { return [] }
        let stylesheets = index.stylesheets
        let derived = Array(stylesheets.derivedClasses.keys)
        var result: [Finding] = []
        for (position, selector) in file.syntax.selectors.enumerated() {
            let name = file.selectorNames[position]
            guard !stylesheets.isKnownClass(name), !namesItsKind(name) else { continue }
            var suggestion = NameSuggestion.closest(to: name, in: NSSCatalog.classNames + derived, limit: name.count < 8 ? 1 : 2)
            if suggestion == nil, name.hasPrefix("fdl"), !derived.isEmpty {
                suggestion = nearestByPrefix(name, in: derived)
                guard suggestion != nil else { continue }
            }
            guard let suggestion, suggestion.count > 3 || name.count > 3 else { continue }
            let origin = stylesheets.derivedClasses[suggestion].map { " (derived from `\($0.component)`)" } ?? ""
            result.append(
                finding(
                    "unknown style class `\(name)`; did you mean `\(suggestion)`\(origin)?",
                    at: file.location(selector.name),
                    fixes: [file.replacementFix("Replace with `\(suggestion)`", selector.name, with: suggestion)]))
        }
        return result
    }

    /// True for the usual custom-class naming `LargeButton`, `AppTextField`: a name ending with a
    /// built-in class name.
    private func namesItsKind(_ name: String) -> Bool {
        NSSCatalog.classNames.contains { name.count > $0.count && name.hasSuffix($0) }
    }

    /// The derived class sharing the longest prefix with `name`.
    private func nearestByPrefix(_ name: String, in candidates: [String]) -> String? {
        let target = Array(name.utf8)
        var best: (String, Int)?
        for candidate in candidates {
            let shared = zip(target, candidate.utf8).prefix { $0 == $1 }.count
            if shared > 3, best == nil || shared > best!.1 || (shared == best!.1 && candidate < best!.0) { best = (candidate, shared) }
        }
        return best?.0
    }
}
