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
        let classInfos = file.selectorClassInfos.values
        let propertyInfos = file.propertyInfos.values
        // Built-in classes of the file get dense rows and known properties dense columns; per cell:
        // 0 not yet asked, 1 the class reads the property, 2 it does not.
        var rowOfClass = [Int32](repeating: -1, count: file.names.count)
        var rowCount = 0
        for (id, info) in classInfos.enumerated() where info != nil {
            rowOfClass[id] = Int32(rowCount)
            rowCount += 1
        }
        guard rowCount > 0 else { return [] }
        var columnOfProperty = [Int32](repeating: -1, count: file.names.count)
        var columnCount = 0
        for (id, info) in propertyInfos.enumerated() where info != nil {
            columnOfProperty[id] = Int32(columnCount)
            columnCount += 1
        }
        var reads = [UInt8](repeating: 0, count: rowCount * columnCount)
        let selectorIDs = file.selectorIDs
        let propertyIDs = file.propertyIDs
        for ruleSet in file.syntax.ruleSets {
            guard ruleSet.selectors.contains(where: { rowOfClass[Int(selectorIDs[$0])] >= 0 }) else { continue }
            for position in ruleSet.declarations {
                let propertyID = Int(propertyIDs[position])
                let column = Int(columnOfProperty[propertyID])
                guard column >= 0 else { continue }
                var refusing: [String] = []
                for selector in ruleSet.selectors {
                    let classID = Int(selectorIDs[selector])
                    let row = Int(rowOfClass[classID])
                    guard row >= 0 else { continue }
                    let cell = row * columnCount + column
                    if reads[cell] == 0 {
                        reads[cell] = classInfos[classID]!.reads(propertyInfos[propertyID]!) ? 1 : 2
                    }
                    if reads[cell] == 2 { refusing.append(classInfos[classID]!.name) }
                }
                guard !refusing.isEmpty else { continue }
                let declaration = file.syntax.declarations[position]
                let property = file.names[propertyID]
                let list = PropertyNotApplicableRule.readersByProperty[property] ?? PropertyNotApplicableRule.readers(of: property)
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

    /// The first classes that read each catalog property, for the message.
    private static let readersByProperty = Dictionary(NSSCatalog.propertyNames.map { ($0, readers(of: $0)) }, uniquingKeysWith: { first, _ in first })

    /// The first classes that read `property`, for the message.
    private static func readers(of property: String) -> String {
        let readers = NSSCatalog.classNames.filter { NSSCatalog.classReads($0, property) }
        return readers.prefix(4).map { "`\($0)`" }.joined(separator: ", ") + (readers.count > 4 ? "…" : "")
    }
}
