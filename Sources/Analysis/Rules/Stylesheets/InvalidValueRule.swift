import Diagnostics

/// `nss/invalid-value`: a value NUI's converter cannot read, or reads differently than meant.
struct InvalidValueRule: RuleSetLocalRule {
    let descriptor = RuleDescriptor(
        id: "nss/invalid-value",
        domain: .stylesheet,
        defaultSeverity: .warning,
        summary: "a value the property's converter cannot read, or reads differently than meant",
        rationale: """
            NUI converts values silently: a colour it cannot read becomes nil, an unknown enum value falls back \
            to the default, and in `rgb()`/`rgba()`/`hsl()` an integer is divided by 255 while a number with a \
            `.` is used as is, so `rgba(0,0,0,1)` is almost transparent. Some mistakes crash: a one-number \
            offset, and a nil colour or font in the title text attributes of bars and segmented controls \
            (reported as errors). In the Fiori dialect, 3-digit hex works only for FioriThemeManager and 8-digit \
            hex is read three different ways.
            """,
        fix: "Write the value in a form NUI reads: `#RRGGBB`, `rgba(r,g,b,a)` with decimals for 0–1, `x,y` offsets, a listed keyword.",
        triggering: [
            RuleExample("Label {\n    text-shadow-offset: ↓1;\n}"),
            RuleExample("Label {\n    background-color: ↓rgba(0, 0, 0, 1);\n}"),
            RuleExample("Label {\n    text-align: ↓centre;\n}"),
            RuleExample("Label {\n    font-color: ↓Red;\n}"),
        ],
        nonTriggering: [
            RuleExample("Label {\n    text-shadow-offset: 1,1;\n    background-color: rgba(0, 0, 0, 0.5);\n    text-align: center;\n    font-color: tintColor;\n}")
        ])

    func findings(in file: StylesheetFile, at path: String, of index: WorkspaceIndex, part: StylesheetPart) -> [Finding] {
        guard file.isNUIContent else { return [] }
        var result: [Finding] = []
        var readings = ColorReadingMemo()
        // Sentinel values a NUI fork's renderers accept (`nui_ignore`; others declared in `nuance.json`).
        let accepted = index.nuiExtensions.values
        for declaration in file.declarationIndices(in: part) {
            if file.readsWithoutIssue(declaration: declaration) || file.readsSentinel(declaration: declaration, accepted: accepted) { continue }
            for issue in file.valueIssues(ofDeclaration: declaration, readings: &readings) {
                let fixes = issue.replacement.map { [file.replacementFix("Replace with `\($0)`", issue.range, with: $0)] } ?? []
                var item = finding(issue.message, at: file.location(issue.range), fixes: fixes)
                item.severity = issue.severity
                result.append(item)
            }
        }
        // Properties NUI does not know but `nuance.json` declares with a type: their values are checked too.
        if index.nuiExtensions.properties.values.contains(where: { $0.type != nil }) {
            for declaration in file.declarations(in: part) where declaration.property == nil {
                guard let type = index.nuiExtensions.properties[declaration.propertyName]?.type,
                    !file.readsSentinel(declaration: declaration.index, accepted: accepted)
                else { continue }
                for issue in file.valueIssues(ofDeclaration: declaration.index, readings: &readings, customType: type) {
                    var item = finding(issue.message, at: file.location(issue.range))
                    item.severity = issue.severity
                    result.append(item)
                }
            }
        }
        // Overrides are written outside rule sets.
        for definition in file.definitionIndices(in: part) where file.overrideKeys[definition] != nil {
            if file.definesSentinel(definition: definition, accepted: accepted) { continue }
            for issue in file.valueIssues(ofDefinition: definition, readings: &readings) {
                var item = finding(issue.message, at: file.location(issue.range))
                item.severity = issue.severity
                result.append(item)
            }
        }
        return result
    }
}
