import Analysis
import Colors
import TestSupport
import Testing

/// The preview page's model: palette overrides per background with their definitions, class colours
/// and contrast grouped by component, tokens per context with alias chains, and findings.
@Suite struct ThemePreviewTests {
    static let workspace = """
        //- Themes/Palette.nss
        @tintColor: #E9730C;
        @tintColor_darkBackground: #F5A623;
        @primaryLabel: #111111;
        @primaryLabel: #222222;
        //- Themes/Components.nss
        Label { font-color: #A9B4BE; background-color: #FFFFFF; }
        fdlCard_title {
            font-color: #1D2D3E;
            background-color: #FFFFFF;
            border-color: #0A6ED1;
            tint-color: tintColor;
        }
        Button { font-color: #FFFFFF; background-color-top: #0A6ED1; background-color-bottom: #D1EFFF; }
        //- Models/Card.swift
        // sourcery: BaseComponent
        protocol _CardComponent {
            var title: String { get }
            var subtitle: String { get }
        }
        //- tokens/colors.tokens.json
        {
          "color": {
            "brand": { "$type": "color", "$value": "#0A6ED1" },
            "accent": { "$value": "{color.brand}" }
          },
          "space": { "s": { "$type": "dimension", "$value": "8px" } }
        }
        """

    static let preview: ThemePreview = {
        WorkspaceIndex(snapshot: Fixture(workspace, defaultPath: "Themes/Palette.nss").snapshot()).themePreview(title: "fixture")
    }()

    static func palette(_ name: String) -> ThemePreview.PaletteColor? { preview.palette.first { $0.name == name } }

    static func column(_ scheme: BackgroundScheme) -> Int { preview.schemes.firstIndex(of: scheme)! }

    /// (palette name, scheme, the palette's value, the override's value and key, or nil when the
    /// palette's value stays)
    static let paletteCells: [(String, BackgroundScheme, String, (String, String)?)] = [
        ("tintColor", .lightBackground, "#0070F2", ("#E9730C", "@tintColor")),
        ("tintColor", .darkBackground, "#4DB1FF", ("#F5A623", "@tintColor_darkBackground")),
        ("tintColor", .elevatedDarkBackground, "#4DB1FF", nil),
        ("tintColor", .contrastLightBackground, "#0046A8", nil),
        ("primaryLabel", .lightBackground, "#223548", ("#222222", "@primaryLabel")),
        ("primaryLabel", .darkBackground, "#F5F6F7", nil),
    ]

    @Test(arguments: paletteCells.indices) func paletteCellShowsTheBuiltInAndTheOverride(_ row: Int) throws {
        let (name, scheme, builtIn, override) = Self.paletteCells[row]
        let color = try #require(Self.palette(name))
        #expect(color.builtIn[Self.column(scheme)]?.hexString == builtIn)
        let file = try #require(color.overrides.first)
        #expect(file.path == "Themes/Palette.nss")
        let cell = file.bySchemes[Self.column(scheme)]
        #expect(cell?.color?.hexString == override?.0)
        #expect(cell?.key == override?.1)
    }

    /// Partial: the light background overridden and the dark one not (or the other way round).
    @Test func overridesOfOneOfLightAndDarkArePartial() throws {
        #expect(try #require(Self.palette("tintColor")).overrides.first?.isPartial == false)
        #expect(try #require(Self.palette("primaryLabel")).overrides.first?.isPartial == true)
        #expect(try #require(Self.palette("tintColor")).overrides.first?.bySchemes[0]?.place == ThemePreview.Place(path: "Themes/Palette.nss", line: 1))
        #expect(try #require(Self.palette("primaryBackground")).overrides.isEmpty)
    }

    /// The winning and shadowed definitions are `explain`'s, with their places.
    @Test func definitionsAreExplainsVerdicts() throws {
        let definitions = try #require(Self.palette("primaryLabel")).definitions
        #expect(definitions.map(\.place?.line) == [3, 4])
        #expect(definitions.map(\.isEffective) == [false, true])
        #expect(definitions[0].verdict.hasPrefix("shadowed by the definition at line 4"))
        #expect(try #require(Self.palette("tintColor")).definitions.map(\.text) == ["@tintColor: #E9730C;", "@tintColor_darkBackground: #F5A623;"])
        #expect(try #require(Self.palette("negativeLabel")).definitions.isEmpty)
    }

    /// (class, component or nil, scheme, text on fill, border, tint, contrast in hundredths or nil, below 4.5:1).
    /// `tintColor` in `Components.nss` is the palette's: overrides are scoped to their file.
    static let classCells: [(String, String?, BackgroundScheme, String?, String?, String?, String?, Int?, Bool)] = [
        ("Label", nil, .lightBackground, "#A9B4BE", "#FFFFFF", nil, nil, 211, true),
        ("Label", nil, .darkBackground, "#A9B4BE", "#FFFFFF", nil, nil, 211, true),
        ("fdlCard_title", "Card", .lightBackground, "#1D2D3E", "#FFFFFF", "#0A6ED1", "#0070F2", 1403, false),
        ("fdlCard_title", "Card", .darkBackground, "#1D2D3E", "#FFFFFF", "#0A6ED1", "#4DB1FF", 1403, false),
        // Text on a gradient meets the ratio against both ends: the lower one counts, and is shown.
        ("Button", nil, .lightBackground, "#FFFFFF", "#D1EFFF", nil, nil, 120, true),
    ]

    @Test(arguments: classCells.indices) func classSampleHasItsColoursAndContrast(_ row: Int) throws {
        let (name, component, scheme, text, fill, border, tint, contrast, low) = Self.classCells[row]
        let group = try #require(Self.preview.classGroups.first { $0.classes.contains { $0.name == name } })
        #expect(group.component == component)
        let styleClass = try #require(group.classes.first { $0.name == name })
        #expect(styleClass.place?.path == "Themes/Components.nss")
        let colors = styleClass.colors[Self.column(scheme)]
        #expect(colors.text?.hexString == text)
        #expect(colors.fill?.hexString == fill)
        #expect(colors.border?.hexString == border)
        #expect(colors.tint?.hexString == tint)
        #expect(colors.contrast.map { Int(($0 * 100).rounded()) } == contrast)
        #expect(colors.isLowContrast == low)
    }

    @Test func componentListsItsUnstyledClasses() throws {
        let card = try #require(Self.preview.classGroups.first { $0.component == "Card" })
        #expect(card.place == ThemePreview.Place(path: "Models/Card.swift", line: 2))
        #expect(card.unstyled.sorted() == ["fdlCard", "fdlCard_subtitle"])
        #expect(Self.preview.classGroups.last?.component == nil)
        #expect(Self.preview.classGroups.last?.classes.map(\.name) == ["Button", "Label"])
    }

    /// (token, type, value, chain)
    static let tokens: [(String, String?, String, [String])] = [
        ("color.brand", "color", "#0A6ED1", ["color.brand"]),
        ("color.accent", "color", "#0A6ED1", ["color.accent", "color.brand"]),
        ("space.s", "dimension", "8px", ["space.s"]),
    ]

    @Test(arguments: tokens.indices) func tokenValueHasItsChain(_ row: Int) throws {
        let (name, type, value, chain) = Self.tokens[row]
        let set = try #require(Self.preview.tokenSets.first)
        #expect(set.contexts == [""])
        let token = try #require(set.tokens.first { $0.name == name })
        #expect(token.type == type)
        #expect(token.place?.path == "tokens/colors.tokens.json")
        #expect(token.values.first??.text == value)
        #expect(token.values.first??.chain == chain)
        #expect(token.values.first??.isResolved == true)
    }

    @Test func findingsAreCountedPerRuleAndListedWithTheirPlace() throws {
        let findings = Self.preview.findings
        #expect(findings.total == findings.listed.count)
        let lowContrast = findings.listed.filter { $0.ruleID == "nss/low-contrast" }
        #expect(lowContrast.map(\.place) == [ThemePreview.Place(path: "Themes/Components.nss", line: 1), ThemePreview.Place(path: "Themes/Components.nss", line: 8)])
        #expect(findings.byRule.first { $0.ruleID == "nss/low-contrast" }?.count == 2)
        #expect(findings.counts.reduce(0) { $0 + $1.count } == findings.total)
    }
}
