import Diagnostics
import NSS

/// `nss/property-not-applicable`: a built-in class that does not read the property.
struct PropertyNotApplicableRule: StylesheetRule {
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

    func findings(in file: StylesheetFile, at path: String, of index: WorkspaceIndex) -> [Finding] {
        guard file.isNUIContent else { return [] }
        var result: [Finding] = []
        let classOrdinals = file.classOrdinals
        let propertyOrdinals = file.propertyOrdinals
        guard classOrdinals.contains(where: { $0 >= 0 }) else { return [] }
        let selectorIDs = file.selectorIDs
        let propertyIDs = file.propertyIDs
        let extensions = index.nuiExtensions
        for ruleSet in file.syntax.ruleSets {
            guard ruleSet.selectors.contains(where: { classOrdinals[Int(selectorIDs[$0])] >= 0 }) else { continue }
            for position in ruleSet.declarations {
                let propertyID = Int(propertyIDs[position])
                let propertyOrdinal = Int(propertyOrdinals[propertyID])
                guard propertyOrdinal >= 0 else { continue }
                var refusing: [String] = []
                for selector in ruleSet.selectors {
                    let classID = Int(selectorIDs[selector])
                    let row = Int(classOrdinals[classID])
                    guard row >= 0, !NSSCatalog.reads(classOrdinal: row, propertyOrdinal: propertyOrdinal) else { continue }
                    if !extensions.builtInReads.isEmpty, extensions.appReads(file.names[propertyID], forClass: file.names[classID]) { continue }
                    refusing.append(file.names[classID])
                }
                guard !refusing.isEmpty else { continue }
                let declaration = file.syntax.declarations[position]
                let property = file.names[propertyID]
                let list = PropertyNotApplicableRule.readersByOrdinal[propertyOrdinal]
                let subject = refusing.map { "`\($0)`" }.joined(separator: ", ")
                let note = refusing == ["BarButton"] && property == "font-color-disabled" ? " (NUI's own default sheet sets it, but the renderer ignores it)" : ""
                result.append(
                    finding(
                        "\(subject) \(refusing.count == 1 ? "does" : "do") not read `\(property)`\(note); it applies to \(list)",
                        at: file.location(declaration.property)))
            }
        }
        return result
    }

    /// The first classes that read each catalog property, by property ordinal, for the message.
    static let readersByOrdinal: [String] = {
        let classOrdinals = NSSCatalog.classNames.map { NSSCatalog.styleClass($0)!.ordinal }
        return (0..<NSSCatalog.propertyNames.count).map { property in
            let readers = NSSCatalog.classNames.indices.filter { NSSCatalog.reads(classOrdinal: classOrdinals[$0], propertyOrdinal: property) }
            return readers.prefix(4).map { "`\(NSSCatalog.classNames[$0])`" }.joined(separator: ", ") + (readers.count > 4 ? "…" : "")
        }
    }()
}
