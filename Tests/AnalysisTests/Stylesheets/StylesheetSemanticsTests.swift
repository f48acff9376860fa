import Analysis
import Colors
import NSS
import SourceText
import Testing

struct StylesheetSemanticsTests {
    typealias Support = StylesheetTestSupport

    // MARK: Palette override precedence (nss.md §7), for every background scheme

    struct PrecedenceCase: Sendable, CustomTestStringConvertible {
        var definitions: String
        /// Expected winning key per scheme (nil: the palette value stays).
        var winners: [BackgroundScheme: String]
        var testDescription: String { definitions.replacingOccurrences(of: "\n", with: " ") }
    }

    static let precedenceCases: [PrecedenceCase] = [
        PrecedenceCase(definitions: "@tintColor: #000001;", winners: [.lightBackground: "tintColor"]),
        PrecedenceCase(
            definitions: "@tintColor: #000001;\n@tintColor_lightBackground: #000002;",
            winners: [.lightBackground: "tintColor_lightBackground"]),
        PrecedenceCase(
            definitions: "@tintColorDark: #000003;\n@tintColorLight: #000004;",
            winners: [.lightBackground: "tintColorDark", .darkBackground: "tintColorLight"]),
        PrecedenceCase(
            definitions: "@tintColorDark: #000003;\n@tintColor: #000001;\n@tintColorLight: #000004;\n@tintColor_darkBackground: #000005;",
            winners: [.lightBackground: "tintColor", .darkBackground: "tintColor_darkBackground"]),
        PrecedenceCase(
            definitions: "@tintColorTapStateDark: #000006;", winners: [:]),
        PrecedenceCase(
            definitions: "@primaryLabel: #000007;\n@primaryLabelDark: #000008;", winners: [.lightBackground: "primaryLabel"]),
        PrecedenceCase(
            definitions: BackgroundScheme.allCases.enumerated().map { "@tintColor_\($1.rawValue): #0000\(String(format: "%02d", $0 + 10));" }
                .joined(separator: "\n"),
            winners: Dictionary(uniqueKeysWithValues: BackgroundScheme.allCases.map { ($0, "tintColor_\($0.rawValue)") })),
        PrecedenceCase(
            definitions: "@tintColor_elevatedContrastLightkBackground: #000009;",
            winners: [.elevatedContrastLightBackground: "tintColor_elevatedContrastLightkBackground"]),
        PrecedenceCase(
            definitions: "@tintColor_elevatedContrastLightkBackground: #000009;\n@tintColor_elevatedContrastLightBackground: #00000A;",
            winners: [.elevatedContrastLightBackground: "tintColor_elevatedContrastLightBackground"]),
    ]

    @Test(arguments: precedenceCases)
    func overridePrecedence(_ testCase: PrecedenceCase) {
        let file = Support.file(testCase.definitions)
        for scheme in BackgroundScheme.allCases {
            let winner = file.overrideValue(for: "tintColor", on: scheme).map { file.definitionNames[$0.definition] }
                ?? file.overrideValue(for: "primaryLabel", on: scheme).map { file.definitionNames[$0.definition] }
            #expect(winner == testCase.winners[scheme], "\(scheme)")
        }
        // A palette name resolves to the winner's colour, or keeps the palette value.
        let resolved = file.resolvePaletteName("tintColor", chain: [])!
        for scheme in BackgroundScheme.allCases {
            if let winner = testCase.winners[scheme], winner.hasPrefix("tintColor") {
                let value = file.syntax.nuiText(of: file.syntax.definitions[file.nuiDefinition(of: winner)!].value)
                #expect(resolved.values[scheme] == RGBA(hex: value), "\(scheme)")
            } else if testCase.winners[scheme] == nil {
                #expect(resolved.values[scheme] == Support.palette["tintColor"]!.values[scheme], "\(scheme)")
            }
        }
    }

    @Test func deadOverridesNameTheirWinner() {
        let file = Support.file("@tintColorDark: red;\n@tintColor: blue;\n@tintColor_lightBackground: green;")
        let dark = file.paletteShadow(of: 0, key: file.overrideKeys[0]!)
        let plain = file.paletteShadow(of: 1, key: file.overrideKeys[1]!)
        #expect(dark.map { file.definitionNames[$0.winner] } == "tintColor_lightBackground")
        #expect(plain.map { file.definitionNames[$0.winner] } == "tintColor_lightBackground")
        #expect(file.paletteShadow(of: 2, key: file.overrideKeys[2]!) == nil)

        // The misspelt suffix is looked up after the right one, which is first in its own order.
        let misspelt = Support.file("@tintColor_elevatedContrastLightkBackground: red;\n@tintColor_elevatedContrastLightBackground: blue;")
        #expect(misspelt.paletteShadow(of: 0, key: misspelt.overrideKeys[0]!)?.winner == 1)
        #expect(misspelt.paletteShadow(of: 1, key: misspelt.overrideKeys[1]!) == nil)

        // A plain name loses only to its own light-background key.
        let plainOnly = Support.file("@tintColor: red;\n@tintColor_darkBackground: blue;\n@tintColorDark: green;")
        #expect(plainOnly.paletteShadow(of: 0, key: plainOnly.overrideKeys[0]!) == nil)
        #expect(plainOnly.paletteShadow(of: 2, key: plainOnly.overrideKeys[2]!).map { plainOnly.definitionNames[$0.winner] } == "tintColor")
    }

    @Test func overrideKeysNeedThePaletteForPlainNames() {
        let file = Support.file("@brand: red;\n@brand_darkBackground: blue;\n@tintColor: green;")
        #expect(file.overrideKeys[0] == nil)
        #expect(file.overrideKeys[1] == PaletteOverrideKey(style: "brand", role: .scheme(.darkBackground)))
        #expect(file.overrideKeys[2] == PaletteOverrideKey(style: "tintColor", role: .plain))
    }

    // MARK: Variables

    @Test func nuiKeepsTheLastDefinitionAndSubstitutesWholeValuesOnly() {
        let file = Support.file("@c: red;\n@c: blue;\n@d: @c;\nLabel { font-color: @c; background-color: @d; border-color: 1 @c; shadow-color: @nope; }")
        #expect(file.nuiDefinition(of: "c") == 1)
        guard case .parts(let parts, let via) = file.substitute(file.syntax.declarations[0].value) else {
            Issue.record("expected a substitution")
            return
        }
        #expect(file.text[parts[0].range] == "blue")
        #expect(via == "c")
        guard case .unresolvable = file.substitute(file.syntax.declarations[1].value) else { Issue.record("no recursion"); return }
        guard case .unresolvable = file.substitute(file.syntax.declarations[2].value) else { Issue.record("mixed value"); return }
        guard case .undefined("nope", _) = file.substitute(file.syntax.declarations[3].value) else { Issue.record("undefined"); return }
    }

    @Test func mediaDefinitionsYieldToTopLevelOnes() {
        let file = Support.file("@media (device:ipad) { @gap: 20; }\n@gap: 10;")
        #expect(file.nuiDefinition(of: "gap") == 1)
    }

    @Test func fioriThemeManagerReadsLinesLiterally() {
        let entries = FioriThemeManagerReader.entries(of: SourceText("@tintColor : blue;\n  @x: 1;\n@a:b:c;\n@tintColor: #f46;\nLabel { }\n@y: red; /* c */"))
        #expect(entries.map(\.key) == ["tintColor ", "tintColor", "y"])
        #expect(entries.map(\.value) == [" blue", " #f46", " red; /* c *"])
        #expect(FioriThemeManagerReader.hexValue(" #f46") == "f46")
        #expect(FioriThemeManagerReader.hexValue(" blue") == nil)
        // ASCII values are read on bytes, others through `Character`s; both agree on what is hex.
        let cases: [(String, String?)] = [
            ("#FFAA00", "FFAA00"), ("0x12345678", "12345678"), ("0Xabc", "abc"), ("# f 4 6\t", "f46"), ("#12345", nil),
            ("#GGGGGG", nil), ("0x", nil), ("x123", nil), ("", nil), ("#fff\u{A0}", "fff"), ("#ＦＦＦ", "ＦＦＦ"), ("\u{85}#abc", "abc"),
        ]
        for (value, digits) in cases {
            #expect(FioriThemeManagerReader.hexValue(value) == digits, "\(value)")
        }
    }

    /// The byte check for an override line says yes only where the reader finds the key and a hex value.
    @Test func fioriThemeManagerHexLinesOnBytesAgreeWithTheReader() {
        let lines = [
            "@tintColor: #0A6ED1;", "@tintColor:#0A6ED1;", "@tintColor : #0A6ED1;", "@tintColor: #0A6ED1", "@tintColor: #0A6ED1; ",
            "@tintColor: 0x0a6ed1;", "@tintColor: #fff;", "@tintColor: #12345;", "@tintColor: blue;", "@tintColor: #0A6ED1; /* a:b */",
            "@tintColor: #0A6ED1:;", "@tintColor:: #0A6ED1;", "@tintColor: # 0A 6E D1;", "@tintColor: #ＦＦＦ;", "@tint: #0A6ED1;",
            "@tintColor:", "@t:;", "@tintColor_darkBackground: #1B1D1F;",
        ]
        for line in lines {
            // The last line of the file, or followed by another.
            for ending in ["", "\n", "\r\n"] {
                let text = SourceText(ending.isEmpty ? line : line + ending + "@other: red;")
                let name = String(line.dropFirst().prefix { $0 != ":" && $0 != " " })
                let keyEnd = 1 + name.utf8.count
                let entry = FioriThemeManagerReader.entry(of: text, line: 0)
                let readerSaysHex = entry?.key == name && entry.flatMap { FioriThemeManagerReader.hexValue($0.value) } != nil
                let onBytes = FioriThemeManagerReader.readsHexValue(of: text, line: 0, keyEnd: keyEnd)
                #expect(!onBytes || readerSaysHex, "\(line.debugDescription)")
                if line == "@tintColor: #0A6ED1;" || line == "@tintColor:#0A6ED1;" { #expect(onBytes, "\(line.debugDescription)") }
            }
        }
    }

    @Test func fioriThemeManagerKeepsTheFirstDuplicate() {
        let findings = Support.findings("@tintColor_darkBackground: red;\n@tintColor_darkBackground: blue;", rule: "nss/unreachable-override")
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("FioriThemeManager uses this one") == true)
        let nui = Support.findings("@tintColor_darkBackground: red;\n@tintColor_darkBackground: blue;", rule: "nss/unreachable-override", dialect: .nui)
        #expect(nui.first?.message.contains("NUI uses the last definition") == true)
    }

    // MARK: Colours

    struct ColorCase: Sendable, CustomTestStringConvertible {
        var value: String
        var hex: String?
        var testDescription: String { value }
    }

    static let colorCases: [ColorCase] = [
        ColorCase(value: "#0A6ED1", hex: "#0A6ED1"),
        ColorCase(value: "0x0a6ed1", hex: "#0A6ED1"),
        ColorCase(value: "#1EE68A80", hex: "#1EE68A"),
        ColorCase(value: "#FFF", hex: nil),
        ColorCase(value: "rgb(255, 0, 0)", hex: "#FF0000"),
        ColorCase(value: "RGBA(255,0,0,0.5)", hex: "#FF000080"),
        ColorCase(value: "rgb(1.0, 0.5, 0)", hex: "#FF8000"),
        ColorCase(value: "rgb(1, 0, 0)", hex: "#010000"),
        ColorCase(value: "rgba(1, 0, 0)", hex: nil),
        ColorCase(value: "hsl(0, 1.0, 1.0)", hex: "#FF0000"),
        ColorCase(value: "hsl(85, 255, 255)", hex: "#00FF00"),
        ColorCase(value: "red", hex: "#FF0000"),
        ColorCase(value: "clear", hex: "#00000000"),
        ColorCase(value: "Red", hex: nil),
        ColorCase(value: "transparent", hex: nil),
        ColorCase(value: "tintColor", hex: "#0A0000"),
        ColorCase(value: "tintColor_darkBackground", hex: "#0A1000"),
        ColorCase(value: "primary1", hex: "#1E0000"),
    ]

    @Test(arguments: colorCases)
    func colorsResolveAsNUIReadsThem(_ testCase: ColorCase) {
        let file = Support.file("Label { font-color: \(testCase.value); }")
        let reading = file.readColor(file.syntax.parts(of: file.syntax.declarations[0].value))
        #expect(reading.resolution?.values[.lightBackground]?.hexString == testCase.hex)
        #expect((reading.failure == nil) == (testCase.hex != nil))
    }

    @Test func paletteNamesFollowTheBackground() {
        let file = Support.file("@tintColor_darkBackground: #123456;\nLabel { font-color: tintColor; }")
        let resolved = file.resolvedColors(ofDeclaration: 0)!
        #expect(resolved[.lightBackground] == Support.palette["tintColor"]!.values[.lightBackground])
        #expect(resolved[.darkBackground]?.hexString == "#123456")
    }

    @Test func systemColorsAreUnknownWithAReason() {
        let file = Support.file("Label { font-color: systemBlue; }")
        let reading = file.readColor(file.syntax.parts(of: file.syntax.declarations[0].value))
        #expect(reading.failure == nil)
        #expect(reading.resolution?.isKnown == false)
        #expect(reading.resolution?.unknownReason?.contains("system colour") == true)
    }

    // MARK: Merging rule sets

    @Test func blocksMergePerClassInFileOrder() {
        let file = Support.file("Button, Label { font-size: 12; font-color: red; }\nLabel { font-size: 14; }\nButton { font-color: blue; }\n@media (device:ipad) { Label { font-size: 20; } }")
        #expect(file.classes["Label"]!.effective["font-size"] == 2)
        #expect(file.classes["Button"]!.effective["font-size"] == 0)
        #expect(file.classes["Button"]!.effective["font-color"] == 3)
        #expect(file.classes["Label"]!.effective["font-color"] == 1)
        #expect(file.classes["Label"]!.conditional["font-size"] == [4])
        // 0 still applies to Button; 1 still applies to Label.
        #expect(Array(file.declarationShadowedBy) == [nil, nil, nil, nil, nil])
        let single = Support.file("Label { font-size: 12; font-size: 13; }\nLabel { font-size: 14; }")
        #expect(Array(single.declarationShadowedBy) == [2, 2, nil])
    }

    /// Property ids by name: catalog properties, custom ones, and names the file uses otherwise.
    @Test func propertyIDsByName() {
        let file = Support.file("@font-color: red;\nfont-size { x: 1; }\nLabel { my-prop: 2; font-color: @font-color; background-color: blue; }")
        for name in ["font-color", "background-color", "my-prop", "x"] {
            let id = file.propertyID(name)
            #expect(id.map { file.names[Int($0)] } == name)
            #expect(id.map { file.propertyIDs.contains($0) } == true, "\(name) is a declared property")
        }
        #expect(file.propertyID("font-size") == nil, "a selector, not a property")
        #expect(file.propertyID("text-align") == nil)
    }
}
