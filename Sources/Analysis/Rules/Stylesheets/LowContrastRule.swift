import Colors
import Diagnostics
import NSS

/// `nss/low-contrast`: text and background colours of a class below WCAG AA.
struct LowContrastRule: StylesheetRule {
    static let minimum = 4.5
    static let fontColor = NSSCatalog.property("font-color")!
    static let backgroundColor = NSSCatalog.property("background-color")!

    let descriptor = RuleDescriptor(
        id: "nss/low-contrast",
        domain: .stylesheet,
        defaultSeverity: .warning,
        summary: "text colour and background colour of a class with too little contrast",
        rationale: """
            WCAG 2 level AA asks for a contrast ratio of at least 4.5:1 between text and its background. Nuance \
            resolves the effective `font-color` and `background-color` of each class (after merging its blocks, \
            substituting variables and applying palette overrides) on every background scheme and reports the \
            first scheme that falls short.
            """,
        fix: "Darken or lighten one of the two colours; palette label colours on palette backgrounds meet AA.",
        triggering: [
            RuleExample("Label {\n    background-color: #FFFFFF;\n    ↓font-color: #A9B4BE;\n}")
        ],
        nonTriggering: [
            RuleExample("Label {\n    background-color: #FFFFFF;\n    font-color: #32363A;\n}")
        ])

    func findings(in file: StylesheetFile, at path: String, of index: WorkspaceIndex) -> [Finding] {
        guard file.isNUIContent else { return [] }
        guard let fontColor = file.propertyID(of: LowContrastRule.fontColor), let backgroundColor = file.propertyID(of: LowContrastRule.backgroundColor) else {
            return []
        }
        var result: [Finding] = []
        // The last ratio computed: neighbouring schemes and classes often pair the same colours.
        var previous: (text: RGBA, fill: RGBA, ratio: Double)?
        for classID in file.ruleSetsByClass.classIDs {
            guard let foreground = file.effectiveDeclaration(classID: classID, propertyID: fontColor),
                let background = file.effectiveDeclaration(classID: classID, propertyID: backgroundColor),
                let front = file.resolvedColors(ofDeclaration: foreground), let back = file.resolvedColors(ofDeclaration: background)
            else { continue }
            var firstFailing: (scheme: BackgroundScheme, ratio: Double, text: RGBA, fill: RGBA)?
            var failingCount = 0
            for scheme in BackgroundScheme.allCases {
                guard let text = front[scheme], let fill = back[scheme], fill.alpha == 1 else { continue }
                let ratio: Double
                if let previous, previous.text == text, previous.fill == fill {
                    ratio = previous.ratio
                } else {
                    ratio = RGBA.contrastRatio(foreground: text, background: fill)
                    previous = (text, fill, ratio)
                }
                guard ratio < LowContrastRule.minimum else { continue }
                failingCount += 1
                if firstFailing == nil { firstFailing = (scheme, ratio, text, fill) }
            }
            guard let (scheme, ratio, text, fill) = firstFailing else { continue }
            let modes = failingCount == BackgroundScheme.allCases.count ? "every background" : ("the \(scheme.displayName) background" as MessageText).string
            // The ratio with two decimals, rounded half up (`4.48`).
            let hundredths = Int((ratio * 100).rounded())
            let fraction = hundredths % 100
            result.append(
                finding(
                    "`\(file.names[Int(classID)])`: `font-color` \(text.hexString) on `background-color` \(fill.hexString) has a contrast ratio of \(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction):1 on \(modes), below the WCAG AA minimum of 4.5:1",
                    at: file.location(file.syntax.declarations[foreground].range),
                    related: [RelatedInformation(location: file.location(file.syntax.declarations[background].range), message: "the background colour")]))
        }
        return result
    }
}
