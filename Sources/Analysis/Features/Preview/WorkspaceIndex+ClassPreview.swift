import Colors
import NSS
import SourceText

extension WorkspaceIndex {
    /// The classes the stylesheets style, with their colours per scheme; the classes derived from a
    /// Swift model grouped under their component (with the derived classes no stylesheet styles),
    /// then the others.
    func previewClassGroups() -> [ThemePreview.ClassGroup] {
        var styled: [ThemePreview.StyleClass] = []
        for path in stylesheets.paths {
            guard let file = stylesheets.nuiFile(path) else { continue }
            let colors = ClassColorProperties(file)
            for classID in file.ruleSetsByClass.classIDs {
                styled.append(previewClass(file.names[Int(classID)], id: classID, in: file, colors: colors))
            }
        }
        var byComponent: [String: [ThemePreview.StyleClass]] = [:]
        var others: [ThemePreview.StyleClass] = []
        for styleClass in styled {
            if let derived = stylesheets.derivedClasses[styleClass.name] {
                byComponent[derived.component, default: []].append(styleClass)
            } else {
                others.append(styleClass)
            }
        }
        var derivedByComponent: [String: [String]] = [:]
        for styleClass in models.styleClasses { derivedByComponent[styleClass.component, default: []].append(styleClass.name) }
        var groups: [ThemePreview.ClassGroup] = []
        var seen: Set<String> = []
        for component in models.components where seen.insert(component.name).inserted {
            guard let derived = derivedByComponent[component.name] else { continue }
            let classes = byComponent[component.name] ?? []
            // A class is named once, however many declarations yield it.
            var named = Set(classes.map(\.name))
            groups.append(
                ThemePreview.ClassGroup(
                    component: component.name, place: previewPlace(component.declaration),
                    classes: classes.sorted(by: ThemePreview.StyleClass.byNameAndPlace),
                    unstyled: derived.filter { named.insert($0).inserted }))
        }
        if !others.isEmpty {
            groups.append(ThemePreview.ClassGroup(component: nil, place: nil, classes: others.sorted(by: ThemePreview.StyleClass.byNameAndPlace), unstyled: []))
        }
        return groups
    }

    private func previewClass(_ name: String, id classID: Int32, in file: StylesheetFile, colors: ClassColorProperties) -> ThemePreview.StyleClass {
        let merged = file.mergedClass(name)
        let declarations = (merged?.effective ?? [:]).sorted { $0.key < $1.key }.map { property, declaration in
            "\(property): \(file.syntax.nuiText(of: file.syntax.declarations[declaration].value))"
        }
        let selector = file.selectorIDs.firstIndex(of: classID).map { file.syntax.selectors[$0].name.start } ?? 0
        func resolved(_ propertyID: Int32?) -> SchemeColors? {
            propertyID.flatMap { file.effectiveDeclaration(classID: classID, propertyID: $0) }.flatMap { file.resolvedColors(ofDeclaration: $0) }
        }
        let text = resolved(colors.font)
        let ends = colors.gradientEnds.compactMap(resolved)
        // As `nss/low-contrast` reads it: text on a gradient sits on both ends, else on the background colour.
        let fills = ends.isEmpty ? [resolved(colors.background)].compactMap { $0 } : ends
        let border = resolved(colors.border)
        let tint = resolved(colors.tint)
        var perScheme: [ThemePreview.ClassColors] = []
        if text != nil || !fills.isEmpty || border != nil || tint != nil {
            perScheme = BackgroundScheme.allCases.map { scheme in
                let front = text?[scheme]
                // On a gradient, the end the text contrasts least with.
                let lowest = front.flatMap { front in
                    fills.compactMap { $0[scheme] }.filter { $0.alpha == 1 }
                        .map { (fill: $0, ratio: RGBA.contrastRatio(foreground: front, background: $0)) }.min { $0.ratio < $1.ratio }
                }
                return ThemePreview.ClassColors(
                    text: front, fill: lowest?.fill ?? fills.first?[scheme], border: border?[scheme], tint: tint?[scheme], contrast: lowest?.ratio)
            }
        }
        return ThemePreview.StyleClass(
            name: name, place: previewPlace(file.location(TextRange(start: selector, end: selector))), colors: perScheme, declarations: declarations)
    }
}

/// The ids, in one stylesheet, of the colour properties the preview shows.
private struct ClassColorProperties {
    var font: Int32?
    var background: Int32?
    var gradientEnds: [Int32]
    var border: Int32?
    var tint: Int32?

    init(_ file: StylesheetFile) {
        font = file.propertyID(of: LowContrastRule.fontColor)
        background = file.propertyID(of: LowContrastRule.backgroundColor)
        gradientEnds = LowContrastRule.gradientEnds.compactMap { file.propertyID(of: $0) }
        border = file.propertyID("border-color")
        tint = file.propertyID("tint-color")
    }
}

extension ThemePreview.StyleClass {
    static func byNameAndPlace(_ lhs: Self, _ rhs: Self) -> Bool {
        if lhs.name != rhs.name { return lhs.name < rhs.name }
        return (lhs.place?.path ?? "", lhs.place?.line ?? 0) < (rhs.place?.path ?? "", rhs.place?.line ?? 0)
    }
}
