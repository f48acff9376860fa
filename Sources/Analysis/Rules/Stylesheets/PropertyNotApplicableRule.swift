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
        let knownProperty = file.propertyInfos.values.map { $0 != nil }
        let classInfos = file.selectorClassInfos.values
        // Built-in classes of the file get dense rows; per row and property id: 0 not yet asked,
        // 1 the class reads the property, 2 it does not.
        var rowOfClass = [Int](repeating: -1, count: file.names.count)
        var rowCount = 0
        for (id, info) in classInfos.enumerated() where info != nil {
            rowOfClass[id] = rowCount
            rowCount += 1
        }
        var reads = [UInt8](repeating: 0, count: rowCount * file.names.count)
        let selectorIDs = file.selectorIDs
        let propertyIDs = file.propertyIDs
        let ruleSets = file.syntax.ruleSets
        for (position, declaration) in file.syntax.declarations.enumerated() {
            let propertyID = Int(propertyIDs[position])
            guard knownProperty[propertyID] else { continue }
            var refusing: [String] = []
            for selector in ruleSets[declaration.ruleSet].selectors {
                let classID = Int(selectorIDs[selector])
                let row = rowOfClass[classID]
                guard row >= 0 else { continue }
                let cell = row * file.names.count + propertyID
                if reads[cell] == 0 {
                    reads[cell] = classInfos[classID]!.properties.contains(file.names[propertyID]) ? 1 : 2
                }
                if reads[cell] == 2 { refusing.append(classInfos[classID]!.name) }
            }
            guard !refusing.isEmpty else { continue }
            let property = file.names[propertyID]
            let readers = NSSCatalog.classNames.filter { NSSCatalog.classReads($0, property) }
            let list = readers.prefix(4).map { "`\($0)`" }.joined(separator: ", ") + (readers.count > 4 ? "…" : "")
            let subject = refusing.map { "`\($0)`" }.joined(separator: ", ")
            let note = refusing == ["BarButton"] && property == "font-color-disabled" ? " (NUI's own default sheet sets it, but the renderer ignores it)" : ""
            result.append(
                finding(
                    "\(subject) \(refusing.count == 1 ? "does" : "do") not read `\(property)`\(note); it applies to \(list)",
                    at: file.location(declaration.property)))
        }
        return result
    }
}
