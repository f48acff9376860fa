import Analysis
import NSS
import SourceText
import Testing

/// The memoised colour readings the rules use must agree with fresh, full readings.
struct ValueFastPathTests {
    typealias Support = StylesheetTestSupport

    static let values = [
        "#FFFFFF", "#00ff7f", "#fff", "#FFFFFFFF", "0xABCDEF", "0XABCDEF", "0xABCDE", "#GGGGGG", "#", "0x",
        "white", "clear", "White", "transparent", "systemBlue", "tintColor", "tintColor_darkBackground",
        "primaryLabel_contrastBackground", "primary1", "nosuchcolour", "12", "-3", "+4", "1.5", ".5", "2px", "px", "-",
        "+", "99999999999999999999", "123456789012345678", "true", "false", "YES", "yes", "no", "1", "0", "2",
        "center", "fill", "centre", "left", "top", "headline", "body", "Headline", "HelveticaNeue-Bold",
        "Assets/bg.png", "A,B", "1,1", "1 2", "1 2 3 4 5", "rgba(0,0,0,0.5)", "rgb(1,1,1)", "hsl(100,1,1)",
        "rgba(0, 0, 0, 1)", "rgba(0,0,0)", "@missing", "4 8 4 8", "4 /* top */ 8", "4, 8", "4 x", "",
        "0 , -11", "0,x", "1,2,3", ", 1", "UITableViewCell, UIButton", "Label,", "A, #B", "fill", "justified",
        "tintColor_elevatedContrastDarkBackground", "headerBlended_contrastDarkBackground", "_darkBackground",
        "nosuchcolour_darkBackground", "tintColor_darkBackground_lightBackground", "tintColor_", "primary1_darkBackground",
        "tintColor_DarkBackground",
    ]

    /// One memo of colour readings kept across a file's declarations gives each the issues it has
    /// alone, whatever was read before it (the same values repeat under other properties and through
    /// variables).
    @Test(arguments: [Dialect.fiori, .nui])
    func sharedColourReadingsGiveTheIssuesOfFreshOnes(dialect: Dialect) {
        let properties = ["font-color", "background-color", "title-text-color", "font-size", "text-shadow-offset"]
        var source = ""
        for (index, value) in Self.values.enumerated() { source += "@v\(index): \(value);\n" }
        // Palette overrides (in the Fiori dialect) read the same values.
        for value in Self.values { source += "@tintColor: \(value);\n@primaryLabel_darkBackground: \(value);\n" }
        for (index, value) in Self.values.enumerated() {
            for property in properties {
                source += "NavigationBar {\n    \(property): \(value);\n}\nLabel {\n    \(property): @v\(index);\n}\n"
            }
        }
        let file = Support.file(source, dialect: dialect)
        var readings = ColorReadingMemo()
        var reported = 0
        for declaration in file.syntax.declarations.indices {
            let shared = file.valueIssues(ofDeclaration: declaration, readings: &readings)
            #expect(shared == file.valueIssues(ofDeclaration: declaration), "\(file.text[file.syntax.declarations[declaration].range])")
            reported += shared.count
        }
        for definition in file.syntax.definitions.indices {
            let shared = file.valueIssues(ofDefinition: definition, readings: &readings)
            #expect(shared == file.valueIssues(ofDefinition: definition), "\(file.text[file.syntax.definitions[definition].range])")
            reported += shared.count
        }
        #expect(reported > Self.values.count)
    }

    @Test(arguments: [Dialect.fiori, .nui])
    func colourValuesMatchTheFullReading(dialect: Dialect) {
        for value in Self.values {
            for source in ["Button {\n    font-color: \(value);\n}", "@v: \(value);\nButton {\n    font-color: @v;\n}"] {
                let file = Support.file(source, dialect: dialect)
                var expected: SchemeColors?
                if case .parts(let parts, let variable) = file.substitution(ofDeclaration: 0), !parts.isEmpty,
                    let resolution = file.readColor(parts, via: variable).resolution, resolution.isKnown
                {
                    expected = resolution.values
                }
                #expect(file.resolvedColors(ofDeclaration: 0) == expected, "\(source)")
            }
        }
    }
}
