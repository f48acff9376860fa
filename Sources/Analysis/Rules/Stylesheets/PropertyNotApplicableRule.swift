import Diagnostics
import NSS

/// `nss/property-not-applicable`: a built-in class that does not read the property.
struct PropertyNotApplicableRule: RuleSetLocalRule {
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

    func findings(in file: StylesheetFile, at path: String, of index: WorkspaceIndex, part: StylesheetPart) -> [Finding] {
        guard file.isNUIContent, file.selectorClassInfos.values.contains(where: { $0 != nil }) else { return [] }
        let extensions = index.nuiExtensions
        var result: [Finding] = []
        for ruleSet in file.ruleSetIndices(in: part) {
            let selectors = file.syntax.ruleSets[ruleSet].selectors
            // Most rule sets name no built-in class: they are passed over without building a list.
            guard selectors.contains(where: { file.selectorClassInfos[$0] != nil }) else { continue }
            let classes = selectors.compactMap { file.selectorClassInfos[$0] }
            for declaration in file.syntax.ruleSets[ruleSet].declarations {
                guard let property = file.propertyInfos[declaration] else { continue }
                func refuses(_ styleClass: NSSClassInfo) -> Bool {
                    // A read by the app's code or its NUI fork counts as the class's.
                    !styleClass.reads(property) && (extensions.builtInReads.isEmpty || !extensions.appReads(property.name, forClass: styleClass.name))
                }
                guard classes.contains(where: refuses) else { continue }
                let refusing = classes.filter(refuses).map(\.name)
                let list = PropertyNotApplicableRule.readers[property.name] ?? ""
                let subject = refusing.map { "`\($0)`" }.joined(separator: ", ")
                let note = refusing == ["BarButton"] && property.name == "font-color-disabled" ? " (NUI's own default sheet sets it, but the renderer ignores it)" : ""
                result.append(
                    finding(
                        "\(subject) \(refusing.count == 1 ? "does" : "do") not read `\(property.name)`\(note); it applies to \(list)",
                        at: file.location(file.syntax.declarations[declaration].property)))
            }
        }
        return result
    }

    /// The first classes by name that read each catalog property, for the message.
    static let readers: [String: String] = {
        var readers: [String: String] = [:]
        for property in NSSCatalog.propertyNames {
            let classes = NSSCatalog.classNames.filter { NSSCatalog.classReads($0, property) }
            readers[property] = classes.prefix(4).map { "`\($0)`" }.joined(separator: ", ") + (classes.count > 4 ? "…" : "")
        }
        return readers
    }()
}
