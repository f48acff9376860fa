import Analysis
import Diagnostics
import SourceText
import TestSupport
import Testing

/// The unused analysis of a workspace with a palette token file, a stylesheet and Swift code (palette
/// calls and a `nuiClass`): exactly the definitions nothing uses (golden), each with a fix that
/// removes it and nothing else.
struct UnusedAnalysisTests {
    static let workspace = """
        //- palette.tokens.json
        {
          "base": { "$type": "color", "$value": "#0A6ED1" },
          "brand": { "$type": "color", "$value": "{base}" },
          "accent": { "$type": "color", "$value": "#00FF00" },
          "lonely": { "$type": "color", "$value": "#123456" },
          "spare": { "$type": "color", "$value": "#FF0000" }
        }
        //- Theme.nss
        @used: #111111;
        @unused: #222222;
        @chained: @used;
        @accent_darkBackground: #333333;
        @lonely_darkBackground: #444444;

        Button {
            font-color: @chained;
            background-color: accent;
        }
        LargeButton {
            font-size: 20;
        }
        SpareButton, Label {
            font-size: 12;
        }
        //- Sources/View.swift
        struct V { var body: some View { Text("a").foregroundColor(Color.preferredColor(.brand)) } }
        //- Sources/ButtonsViewController.swift
        func style(_ button: UIButton) { button.nuiClass = "Button:LargeButton" }
        """

    static let unusedRules: Set<String> = [
        "nuance/unused-class", "nuance/unused-constant", "nuance/unused-palette-override", "nuance/unused-token",
    ]

    func configuration() -> Configuration {
        var configuration = Configuration()
        configuration.stylesheets.palette = .tokenFile("palette.tokens.json")
        return configuration
    }

    func unusedFindings(_ fixture: Fixture) -> [Finding] {
        let index = WorkspaceIndex(snapshot: fixture.snapshot(configuration: configuration()))
        return Analyzer.findings(of: index).filter { Self.unusedRules.contains($0.ruleID) }
    }

    @Test func exactlyTheUnusedDefinitions() {
        let fixture = Fixture(Self.workspace, defaultPath: "Theme.nss")
        let findings = unusedFindings(fixture)
        var lines: [String] = []
        for finding in findings {
            let text = SourceText(fixture.file(finding.location.path)!.text)
            lines.append(
                "\(finding.location.path):\(text.line(containing: finding.location.range.start) + 1) \(finding.severity.rawValue) \(finding.ruleID) \(finding.message) [\(finding.fixes.map(\.title).joined(separator: ", "))]"
            )
            #expect(finding.tags.contains(.unnecessary))
        }
        if let difference = GoldenFile.check(lines.joined(separator: "\n") + "\n", against: GoldenFile.directory() + "/../Stylesheets/Golden/unused-analysis.txt") {
            Issue.record(Comment(rawValue: difference))
        }
    }

    @Test func eachFixRemovesItsDefinitionAndNothingElse() throws {
        let fixture = Fixture(Self.workspace, defaultPath: "Theme.nss")
        let before = unusedFindings(fixture)
        for finding in before {
            let fix = try #require(finding.fixes.first)
            #expect(!fix.isPreferred, "removing a definition is never applied without review")
            let change = try #require(fix.changes.first)
            var changed = fixture
            let position = try #require(changed.files.firstIndex { $0.path == change.path })
            changed.files[position].text = try SourceText(changed.files[position].text).applying(change.edits).string
            let after = unusedFindings(changed)
            // Removing an override can leave its palette token unused in turn; nothing else changes.
            #expect(after.count <= before.count, "after \(fix.title): \(after.map(\.message))")
            #expect(!after.contains { $0.message == finding.message })
        }
    }

    /// Every edit of the fixture's consumers, analysed incrementally, gives what a fresh analysis gives.
    @Test func incrementalAnalysisFollowsTheConsumers() throws {
        let fixture = Fixture(Self.workspace, defaultPath: "Theme.nss")
        let first = WorkspaceIndex(snapshot: fixture.snapshot(configuration: configuration()))
        let previous = Analyzer.findingsByFile(of: first)
        let edits: [(path: String, from: String, to: String)] = [
            ("Sources/View.swift", ".brand", ".spare"),
            ("Sources/View.swift", ".brand", ".lonely"),
            ("Theme.nss", "font-color: @chained;", "font-color: @unused;"),
            ("Theme.nss", "background-color: accent;", "background-color: spare;"),
            ("Sources/ButtonsViewController.swift", "Button:LargeButton", "Button:SpareButton"),
            ("Sources/ButtonsViewController.swift", "\"Button:LargeButton\"", "prefix + \"Button\""),
        ]
        for edit in edits {
            var changed = fixture
            let position = try #require(changed.files.firstIndex { $0.path == edit.path })
            changed.files[position].text = changed.files[position].text.replacingOccurrences(of: edit.from, with: edit.to)
            let next = WorkspaceIndex(snapshot: changed.snapshot(configuration: configuration()), reusing: first)
            let incremental = Analyzer.findingsByFile(of: next, reusing: previous).all.filter { Self.unusedRules.contains($0.ruleID) }
            let fresh = unusedFindings(changed)
            #expect(incremental.map(\.message) == fresh.map(\.message), "after \(edit.from) → \(edit.to)")
        }
    }

    @Test func offWithoutConsumers() {
        // The palette file and an unused token, but no stylesheet and no Swift code: nothing is flagged.
        let fixture = Fixture(
            """
            //- palette.tokens.json
            { "spare": { "$type": "color", "$value": "#FF0000" } }
            """, defaultPath: "palette.tokens.json")
        #expect(unusedFindings(fixture).isEmpty)
    }

    /// A constant is used when a value names it with the same case; a sheet with bytes outside ASCII
    /// (compared by `String`) and one without (compared by name id) agree.
    @Test(arguments: [
        ("@unit: 4;\n@spare: 5;\n@Spare: 6;\nLabel {\n    font-size: @unit;\n    border-width: @Spare;\n}\n", ["spare"]),
        ("/* caf\u{E9} */\n@unit: 4;\n@spare: 5;\n@Spare: 6;\nLabel {\n    font-size: @unit;\n    border-width: @Spare;\n}\n", ["spare"]),
        ("@a: 1;\n@b: @a;\n@c: 2;\nLabel {\n    font-size: @b; /* \u{212A} */\n}\n", ["c"]),
    ])
    func unusedConstantsCompareNamesAsStrings(_ sheet: String, _ unused: [String]) {
        let fixture = Fixture("//- Theme.nss\n" + sheet, defaultPath: "Theme.nss")
        let index = WorkspaceIndex(snapshot: fixture.snapshot(configuration: Configuration()))
        let messages = Analyzer.findings(of: index).filter { $0.ruleID == "nuance/unused-constant" }.map(\.message)
        #expect(messages == unused.map { "`@\($0)` is never used in its file" })
    }
}
