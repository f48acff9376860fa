import Analysis
import Diagnostics
import SourceText
import Testing
import TestSupport

/// Marked-text tests per rule: `↓` marks where each finding starts; `messages` are fragments the
/// findings' messages must contain, in order.
struct StylesheetRuleTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var rule: String
        var source: String
        var messages: [String]
        var dialect: Dialect = .fiori
        var testDescription: String { "\(rule): \(source.prefix(40))" }
    }

    static let cases: [Case] = [
        Case(rule: "nss/syntax", source: "Label {\n    font-size: 14;\n    ↓// c\n}\nButton ↓{\n", messages: ["`//` does not start a comment", "not closed"]),
        Case(rule: "nss/undefined-variable", source: "@primary: red;\nLabel { font-color: ↓@primry; }", messages: ["did you mean `@primary`?"]),
        Case(rule: "nss/undefined-variable", source: "Label { font-color: @later; }\n@later: red;", messages: []),
        Case(rule: "nss/unresolvable-variable", source: "@w: 1;\nLabel { border-width: ↓1 @w; }", messages: ["stays literal text"]),
        Case(rule: "nss/unknown-property", source: "Label { ↓font-colr: red; ↓flavour: sweet; }", messages: ["did you mean `font-color`?", "unknown property `flavour`"]),
        Case(rule: "nss/property-not-applicable", source: "Button, Label { ↓image: a.png; }", messages: ["`Label` does not read `image`"]),
        Case(rule: "nss/unknown-class", source: "↓Lable { }\nMyHeader { }\nfdlFUITimelineCell { }", messages: ["did you mean `Label`?"]),
        // A name that ends with a built-in class name is a custom class of that kind, however close.
        Case(rule: "nss/unknown-class", source: "XButton { }\nXLabel { }\nXSwitch { }\n↓Buton { }\n↓Labe { }", messages: ["`Button`", "`Label`"]),
        Case(
            rule: "nss/invalid-value",
            source: "NavigationBar { font-color: ↓#12; }\nLabel { font-color: ↓#ABC; background-color: ↓#1EE68A00; }\nButton { font-color: ↓transparent; }",
            messages: ["crashes the app", "3-digit", "ambiguous", "`clear`"]),
        Case(
            rule: "nss/invalid-value",
            source: "Label { font-color: ↓#ABC; background-color: ↓#1EE68A00; }",
            messages: ["reads as no colour in NUI;", "the alpha is dropped"], dialect: .nui),
        Case(rule: "nss/invalid-value", source: "@icon: nui_ignore;\nLabel { font-color: nui_abort; shadow-color: @icon; background-color: ↓nui_Ignore; }", messages: ["`nui_Ignore` is not a colour"]),
        Case(rule: "nss/invalid-value", source: "Label { font-color: ↓negativ_darkBackground; }", messages: ["did you mean `negative_darkBackground`?"]),
        Case(rule: "nss/invalid-value", source: "Label { font-color: ↓negativ_darkBackground; }", messages: ["`negativ_darkBackground` is not a colour"], dialect: .nui),
        Case(rule: "nss/invalid-value", source: "Label { text-shadow-offset: ↓1 1; padding: ↓1,2; text-transform: ↓upper; }", messages: ["comma", "spaces", "did you mean"]),
        Case(rule: "nss/invalid-value", source: "Label { background-color: ↓rgb(1, 0, 0); font-color: ↓hsl(200, 50, 50); }", messages: ["almost black", "hue-saturation-brightness"]),
        Case(rule: "nss/invalid-value", source: "↓@tintColor : blue;\n@tintColor_darkBackground: ↓transparent;", messages: ["the key reads as `tintColor `", "`transparent`"]),
        Case(rule: "nss/invalid-value", source: "@tintColor : blue;", messages: [], dialect: .nui),
        Case(rule: "nss/unreachable-override", source: "↓@tintColorDark: red;\n@tintColor: blue;\n@tintColor_darkBackground: navy;", messages: ["looked up before `@tintColorDark`"]),
        Case(
            rule: "nss/unreachable-override", source: "↓@tintColor_lightBackground: red;\n@tintColor_lightBackground: blue;",
            messages: ["FioriThemeManager uses this one"]),
        Case(rule: "nss/unreachable-override", source: "↓@tintColor_lightBackground: red;\n@tintColor_lightBackground: blue;", messages: ["NUI uses the last"], dialect: .nui),
        Case(rule: "nss/unreachable-override", source: "↓A, B { font-size: 1; }\nA { font-size: 2; }\nB { font-size: 3; }", messages: ["every declaration of this block of `A`, `B` is overridden by a later block"]),
        Case(
            rule: "nss/unreachable-override", source: "A { ↓font-size: 1; font-color: red; }\nA { font-size: 2; }",
            messages: ["`font-size` is overridden by a later block of `A` at line 2"]),
        Case(
            rule: "nss/unreachable-override", source: "↓A { font-size: 1; font-color: red; }\nA { font-size: 2; }\nA { font-color: blue; }",
            messages: ["overridden by later blocks at lines 2 and 3; the block never takes effect"]),
        Case(rule: "nss/unreachable-override", source: "A, B { font-size: 1; }\nA { font-size: 2; }", messages: []),
        Case(rule: "nss/partial-override", source: "↓@tintColor: red;\n@primaryLabel: black;\n@primaryLabel_darkBackground: white;", messages: ["keeps the palette value `#4DB1FF`"]),
        Case(rule: "nss/deprecated-palette-name", source: "@↓primary1: red;\nLabel { font-color: ↓tintColorDark; }", messages: ["use `primaryLabel`", "use `tintColor2`"]),
        Case(rule: "nss/low-contrast", source: "@bg: #FFFFFF;\nLabel { background-color: @bg; }\nLabel { ↓font-color: #FFFF00; }", messages: ["#FFFF00", "#FFFFFF", "every background"]),
        Case(rule: "nss/partial-override", source: "@grey2: #8f8f8f;\nLabel { font-color: @grey2; }", messages: []),
        Case(rule: "nss/partial-override", source: "↓@tintColor: #0854A0;\n↓@primaryLabel: #1D2D3E;\nLabel { font-color: @tintColor; }", messages: ["on the light background only", "on the light background only"]),
        Case(rule: "nss/low-contrast", source: "Button { background-color-top: #FFFFFF; background-color-bottom: #1D2D3E; ↓font-color: #FFFFFF; }", messages: ["`background-color-top` #FFFFFF"]),
        Case(rule: "nss/low-contrast", source: "Button { background-color-top: #1D2D3E; background-color-bottom: #FFFFFF; ↓font-color: #FFFFFF; }", messages: ["`background-color-bottom` #FFFFFF"]),
        Case(rule: "nss/low-contrast", source: "Button { background-color: #FFFFFF; background-color-top: #1D2D3E; background-color-bottom: #000000; font-color: #FFFFFF; }", messages: []),
        Case(rule: "nss/low-contrast", source: "@primaryLabel_darkBackground: #000000;\nLabel { background-color: primaryBackground; ↓font-color: primaryLabel; }", messages: ["on the dark background"]),
        Case(rule: "nss/not-nui-content", source: "↓#define x = red;\n#define y = $x;\nz: $x;", messages: ["Niagara"]),
    ]

    @Test(arguments: cases)
    func ruleFindsMarkedProblems(_ testCase: Case) {
        let (fixture, index) = StylesheetTestSupport.index(testCase.source, dialect: testCase.dialect)
        let rules = StylesheetRules.all.filter { $0.descriptor.id == testCase.rule }
        #expect(rules.count == 1)
        let findings = Analyzer.findings(in: "Theme.nss", of: index, rules: rules)
        let arrows = fixture.file("Theme.nss")!.arrows
        #expect(findings.map(\.location.range.start) == arrows, "\(findings.map(\.message))")
        for (finding, fragment) in zip(findings, testCase.messages) {
            #expect(finding.message.contains(fragment), "\(finding.message) lacks \(fragment)")
        }
        for finding in findings {
            #expect(finding.message.first.map { !$0.isUppercase } ?? false, "\(finding.message)")
            #expect(!finding.message.hasSuffix("."), "\(finding.message)")
        }
    }

    /// The analyzer hands the stylesheet rules their file: each one says it is one, and no other does.
    @Test func stylesheetRulesAndOnlyThemAreHandedTheirFile() {
        let stylesheetIDs = Set(StylesheetRules.all.map(\.descriptor.id))
        for rule in RuleRegistry.all {
            #expect((rule.asStylesheetRule != nil) == stylesheetIDs.contains(rule.descriptor.id), "\(rule.descriptor.id)")
        }
        #expect(stylesheetIDs.count == StylesheetRules.all.count)
    }

    @Test func notNUIContentSilencesEveryOtherRule() {
        let findings = StylesheetTestSupport.findings("#define x = red;\n#define y = $x;\nButton { font-colour: $y; }\n// c")
        #expect(findings.map(\.ruleID) == ["nss/not-nui-content"])
    }

    @Test func crashingValuesAreErrors() {
        let findings = StylesheetTestSupport.findings("Label { text-shadow-offset: 1; }\nLabel { font-color: Red; }", rule: "nss/invalid-value")
        #expect(findings.map(\.severity) == [.error, .warning])
    }

    @Test func configuredLevelOverridesEveryFinding() {
        let fixture = Fixture("Label { text-shadow-offset: 1; }", defaultPath: "Theme.nss")
        var configuration = Configuration()
        configuration.rules["nss/invalid-value"] = .on(.hint)
        let index = WorkspaceIndex(snapshot: fixture.snapshot(configuration: configuration))
        #expect(Analyzer.findings(in: "Theme.nss", of: index, rules: StylesheetRules.all).map(\.severity) == [.hint])
    }

    @Test func unreachableOverridesAreTaggedAndRelated() {
        let findings = StylesheetTestSupport.findings("@tintColor_lightBackground: red;\n@tintColor: blue;", rule: "nss/unreachable-override")
        #expect(findings.count == 1)
        #expect(findings.first?.tags == [.unnecessary])
        #expect(findings.first?.related.first?.message.contains("`@tintColor_lightBackground` wins") == true)
    }
}

/// Applying a finding's quick fix removes that finding and adds none, for every triggering example
/// of every stylesheet rule.
struct StylesheetFixTests {
    static var examples: [(String, String)] {
        StylesheetRules.all.flatMap { rule in rule.descriptor.triggering.map { (rule.descriptor.id, $0.source) } }
            + StylesheetRuleTests.cases.map { ($0.rule, $0.source) }
    }

    @Test func fixesRemoveTheirFindingAndAddNone() throws {
        var fixedRules: Set<String> = []
        for (_, source) in StylesheetFixTests.examples {
            let (fixture, index) = StylesheetTestSupport.index(source.replacingOccurrences(of: "↓", with: ""))
            for file in fixture.files {
                let before = Analyzer.findings(in: file.path, of: index, rules: StylesheetRules.all)
                for finding in before {
                    for fix in finding.fixes {
                        var texts: [String: SourceText] = [:]
                        for change in fix.changes {
                            let text = texts[change.path] ?? index.snapshot.text(of: change.path)!
                            texts[change.path] = try text.applying(change.edits)
                        }
                        let files = index.snapshot.paths.map { path in
                            SnapshotFile(path: path, kind: index.snapshot.files[path]!.kind, text: texts[path] ?? index.snapshot.text(of: path)!)
                        }
                        let fixedIndex = WorkspaceIndex(snapshot: Snapshot(files: files, configuration: index.configuration))
                        let after = Analyzer.findings(in: file.path, of: fixedIndex, rules: StylesheetRules.all)
                        let beforeCounts = Dictionary(before.map { ($0.ruleID, 1) }, uniquingKeysWith: +)
                        let afterCounts = Dictionary(after.map { ($0.ruleID, 1) }, uniquingKeysWith: +)
                        #expect(afterCounts[finding.ruleID, default: 0] < beforeCounts[finding.ruleID, default: 0], "\(fix.title) keeps \(finding.message)")
                        for (rule, count) in afterCounts {
                            #expect(count <= beforeCounts[rule, default: 0], "\(fix.title) adds \(rule) in:\n\(source)\n\(after.map(\.message))")
                        }
                        fixedRules.insert(finding.ruleID)
                    }
                }
            }
        }
        let expected: Set = ["nss/unknown-property", "nss/unreachable-override", "nss/deprecated-palette-name", "nss/unknown-class", "nss/undefined-variable"]
        #expect(expected.isSubset(of: fixedRules), "no fix exercised for \(expected.subtracting(fixedRules))")
    }

    /// An undefined variable names the first other stylesheet (in path order) that defines it; names
    /// differing in case or by a prefix are other names.
    @Test func undefinedVariablesNameAnotherDefiner() {
        let source = """
            //- A.nss
            @shared: red;
            @Shared: blue;
            @: green;
            //- B.nss
            Label { font-color: @shared; background-color: @Shared; border-color: @sharedX; }
            //- C.nss
            @shared: blue;
            @sharedX: blue;
            Label { font-color: @shared; shadow-color: @nowhere; }
            //- D.nss
            Label { font-color: @shared; }
            """
        let (fixture, index) = StylesheetTestSupport.index(source)
        func messages(_ path: String) -> [String] {
            Analyzer.findings(in: path, of: index, rules: StylesheetRules.all.filter { $0.descriptor.id == "nss/undefined-variable" })
                .map(\.message)
        }
        #expect(fixture.files.count == 4)
        #expect(messages("B.nss").map { $0.contains("(`A.nss` defines it") } == [true, true, false])
        #expect(messages("B.nss")[2].contains("(`C.nss` defines it"))
        #expect(messages("C.nss").count == 1)
        #expect(!messages("C.nss")[0].contains("defines it"))
        #expect(messages("D.nss").count == 1)
        #expect(messages("D.nss")[0].contains("(`A.nss` defines it"))
        #expect(index.stylesheets.definingPath(of: "shared", otherThan: "A.nss") == "C.nss")
        #expect(index.stylesheets.definingPath(of: "", otherThan: "B.nss") == "A.nss")
        #expect(index.stylesheets.definingPath(of: "shared", otherThan: "C.nss") == "A.nss")
        #expect(index.stylesheets.definingPath(of: "SHARED", otherThan: "B.nss") == nil)
    }
}
