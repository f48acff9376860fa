import Diagnostics
import NSS

/// `nss/property-not-applicable`: a built-in class that does not read the property.
struct PropertyNotApplicableRule: Rule {
    let descriptor = RuleDescriptor(
        id: "nss/property-not-applicable",
        domain: .stylesheet,
        defaultSeverity: .hint,
        summary: "a built-in class that does not read the property",
        rationale: """
            Each NUI renderer reads a fixed set of properties. `tint-color` on `Label` exists for other classes \
            but the label renderer never reads it, so the line has no effect. Custom classes are not checked: \
            which properties apply to them depends on the view they are attached to.
            """,
        fix: "Move the property to a class whose renderer reads it, or remove it.",
        triggering: [
            RuleExample("Label {\n    ↓tint-color: #0A6ED1;\n}")
        ],
        nonTriggering: [
            RuleExample("Switch {\n    tint-color: #0A6ED1;\n}\nPrimaryLabel {\n    tint-color: #0A6ED1;\n}")
        ])

    func findings(in path: String, of index: WorkspaceIndex) -> [Finding] {
        guard let file = index.stylesheets.nuiFile(path) else { return [] }
        var result: [Finding] = []
        for (position, declaration) in file.syntax.declarations.enumerated() {
            let property = file.propertyNames[position]
            guard NSSCatalog.property(property) != nil else { continue }
            let refusing = file.classNames(of: declaration.ruleSet).filter { name in
                NSSCatalog.styleClass(name) != nil && !NSSCatalog.classReads(name, property)
            }
            guard !refusing.isEmpty else { continue }
            let readers = NSSCatalog.classNames.filter { NSSCatalog.classReads($0, property) }
            let list = readers.prefix(4).map { "`\($0)`" }.joined(separator: ", ") + (readers.count > 4 ? "…" : "")
            let subject = refusing.map { "`\($0)`" }.joined(separator: ", ")
            result.append(
                finding(
                    "\(subject) \(refusing.count == 1 ? "does" : "do") not read `\(property)`; it applies to \(list)",
                    at: file.location(declaration.property)))
        }
        return result
    }
}
