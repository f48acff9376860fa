import Colors
import Diagnostics
import NSS

/// `nss/low-contrast`: text and background colours of a class below WCAG AA.
struct LowContrastRule: StylesheetRule {
    static let minimum = 4.5
    static let fontColor = NSSCatalog.property("font-color")!
    static let backgroundColor = NSSCatalog.property("background-color")!
    /// The two ends of a gradient background: when a class has one, its text sits on the gradient.
    static let gradientEnds = [NSSCatalog.property("background-color-top")!, NSSCatalog.property("background-color-bottom")!]

    let descriptor = RuleDescriptor(
        id: "nss/low-contrast",
        domain: .stylesheet,
        defaultSeverity: .warning,
        summary: "text colour and background colour of a class with too little contrast",
        rationale: """
            WCAG 2 level AA asks for a contrast ratio of at least 4.5:1 between text and its background. Nuance \
            resolves the effective `font-color` and `background-color` of each class (after merging its blocks, \
            substituting variables and applying palette overrides) on every background scheme and reports the \
            first scheme that falls short. Text on a gradient (`background-color-top`, `background-color-bottom`) \
            must meet the ratio against both ends.
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
        let gradientEnds = LowContrastRule.gradientEnds.compactMap(file.propertyID(of:))
        let backgroundColor = file.propertyID(of: LowContrastRule.backgroundColor)
        guard let fontColor = file.propertyID(of: LowContrastRule.fontColor), backgroundColor != nil || !gradientEnds.isEmpty else { return [] }
        var result: [Finding] = []
        var ratios = LastContrastRatio()
        for classID in file.ruleSetsByClass.classIDs {
            guard let foreground = file.effectiveDeclaration(classID: classID, propertyID: fontColor),
                let front = file.resolvedColors(ofDeclaration: foreground)
            else { continue }
            // The text sits on the gradient when the class has one (checked at both ends), else on its colour.
            var found: (background: Int, shortfall: Shortfall)?
            func check(_ background: Int) {
                guard found == nil, let back = file.resolvedColors(ofDeclaration: background),
                    let shortfall = LowContrastRule.shortfall(of: front, on: back, ratios: &ratios)
                else { return }
                found = (background, shortfall)
            }
            var onGradient = false
            for end in gradientEnds {
                guard let background = file.effectiveDeclaration(classID: classID, propertyID: end) else { continue }
                onGradient = true
                check(background)
            }
            if !onGradient, let backgroundColor, let background = file.effectiveDeclaration(classID: classID, propertyID: backgroundColor) {
                check(background)
            }
            guard let (background, shortfall) = found else { continue }
            let fillProperty = file.propertyNames[background]
            let modes =
                shortfall.count == BackgroundScheme.allCases.count ? "every background" : ("the \(shortfall.scheme.displayName) background" as MessageText).string
            // The ratio with two decimals, rounded half up (`4.48`).
            let hundredths = Int((shortfall.ratio * 100).rounded())
            let fraction = hundredths % 100
            result.append(
                finding(
                    "`\(file.names[Int(classID)])`: `font-color` \(shortfall.text.hexString) on `\(fillProperty)` \(shortfall.fill.hexString) has a contrast ratio of \(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction):1 on \(modes), below the WCAG AA minimum of 4.5:1",
                    at: file.location(file.syntax.declarations[foreground].range),
                    related: [
                        RelatedInformation(
                            location: file.location(file.syntax.declarations[background].range),
                            message: onGradient ? "this end of the background gradient" : "the background colour")
                    ]))
        }
        return result
    }

    /// The first background on which text in `front` on a fill in `back` falls below the minimum, and
    /// on how many backgrounds it does.
    struct Shortfall: Equatable {
        var scheme: BackgroundScheme
        var ratio: Double
        var text: RGBA
        var fill: RGBA
        var count: Int
    }

    static func shortfall(of front: SchemeColors, on back: SchemeColors, ratios: inout LastContrastRatio) -> Shortfall? {
        // Colours that do not depend on the background fall short on every background or on none.
        guard let text = front.uniformColor, let fill = back.uniformColor else { return shortfallByScheme(of: front, on: back, ratios: &ratios) }
        guard fill.alpha == 1 else { return nil }
        let ratio = ratios.ratio(of: text, on: fill)
        guard ratio < minimum else { return nil }
        return Shortfall(scheme: BackgroundScheme.allCases[0], ratio: ratio, text: text, fill: fill, count: BackgroundScheme.allCases.count)
    }

    static func shortfallByScheme(of front: SchemeColors, on back: SchemeColors, ratios: inout LastContrastRatio) -> Shortfall? {
        var first: Shortfall?
        for scheme in BackgroundScheme.allCases {
            guard let text = front[scheme], let fill = back[scheme], fill.alpha == 1 else { continue }
            let ratio = ratios.ratio(of: text, on: fill)
            guard ratio < minimum else { continue }
            if first == nil { first = Shortfall(scheme: scheme, ratio: ratio, text: text, fill: fill, count: 0) }
            first!.count += 1
        }
        return first
    }
}

/// Contrast ratios, keeping the luminance of the last text and the last fill colour: neighbouring
/// schemes and classes often pair the same colours.
struct LastContrastRatio {
    private var text: (color: RGBA, luminance: Double)?
    private var fill: (color: RGBA, luminance: Double)?

    /// The ratio of `text` on the opaque `fill`.
    mutating func ratio(of text: RGBA, on fill: RGBA) -> Double {
        let back = LastContrastRatio.luminance(of: fill, last: &self.fill)
        // Opaque text is its own colour over the fill; translucent text is composited over it first.
        let front = text.alpha == 1 ? LastContrastRatio.luminance(of: text, last: &self.text) : text.composited(over: fill).relativeLuminance
        return RGBA.contrastRatio(luminance: front, back)
    }

    private static func luminance(of color: RGBA, last: inout (color: RGBA, luminance: Double)?) -> Double {
        if let last, last.color == color { return last.luminance }
        let luminance = color.relativeLuminance
        last = (color, luminance)
        return luminance
    }
}
