import Analysis
import Diagnostics
import Foundation
import SourceText
import Testing
import TestSupport
import Workspace

/// An app that vendors a NUI fork under `Pods/` and reads its own keys through `NUISettings`
/// (`Tests/Fixtures/ForkedNUIApp`): what the code reads and what `nuance.json` declares is never
/// reported; a real typo still is.
struct AppExtensionsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/ForkedNUIApp").path

    @Test func codeReadsAreFoundInTheAppAndInTheForkUnderPods() {
        let workspace = WorkspaceLoader.load(containing: AppExtensionsTests.root)
        let reads = workspace.snapshot.appStyleReads.map { "\($0.path):\($0.line + 1) \($0.property) \($0.className ?? "-")" }
        #expect(reads == [
            "App/Badge.swift:8 badge-tint Badge",
            "App/CardView.m:9 card-highlight-color CardView",
            "Pods/NUI/NUI/Core/Renderers/NUIButtonRenderer.m:9 corners-radius -",
            "Pods/NUI/NUI/Core/Renderers/NUIButtonRenderer.m:10 corners-radius -",
            "Pods/NUI/NUI/Core/Renderers/NUIButtonRenderer.m:12 bottom-shadow-color -",
            "Pods/NUI/NUI/Core/Renderers/NUIButtonRenderer.m:13 bottom-shadow-color -",
            "Pods/NUI/NUI/Core/Renderers/NUIButtonRenderer.m:17 text-offset -",
            "Pods/NUI/NUI/Core/Renderers/NUIButtonRenderer.m:18 text-offset -",
        ])
    }

    @Test func onlyTheRealTypoIsReported() {
        let workspace = WorkspaceLoader.load(containing: AppExtensionsTests.root)
        #expect(workspace.configuration.problems.isEmpty)
        let index = WorkspaceIndex(snapshot: workspace.snapshot)
        let findings = Analyzer.findings(of: index)
        #expect(findings.map { "\(($0.location.path as NSString).lastPathComponent) \($0.ruleID) \($0.message)" } == [
            "App.nss nss/unknown-property unknown property `font-colr`; did you mean `font-color`?"
        ])
    }

    @Test func withoutTheCodeAndTheSettingsTheKeysAreReported() {
        var snapshot = WorkspaceLoader.load(containing: AppExtensionsTests.root).snapshot
        snapshot.appStyleReads = []
        snapshot.configuration.stylesheets.extensions = NUIExtensionSettings()
        let findings = Analyzer.findings(of: WorkspaceIndex(snapshot: snapshot))
        let unknown = findings.filter { $0.ruleID == "nss/unknown-property" }.map(\.message)
        #expect(unknown.count == 6, "\(unknown)")
        #expect(findings.contains { $0.ruleID == "nss/invalid-value" && $0.message.contains("app_default") })
        #expect(findings.contains { $0.ruleID == "nss/property-not-applicable" && $0.message.contains("text-offset") })
    }

    /// The Homestyler stylesheet of the corpus sets properties its app's NUI fork reads; with a
    /// renderer that reads them, they are no longer reported, and nothing else changes.
    @Test func realCorpusSheetWithAForkThatReadsItsKeys() throws {
        let corpus = URL(fileURLWithPath: AppExtensionsTests.root).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpus/nss")
        let name = "Gonglishuai__ezhome__CmyCasa__HSCustomization__Homestyler__Stylesheets__HSStyle.nss"
        guard let data = FileManager.default.contents(atPath: corpus.appendingPathComponent(name).path) else {
            try Test.cancel("../shared/corpus/nss is not present")
        }
        let renderer = """
            if ([NUISettings hasProperty:@"font-name-selected" withClass:className]) {
                font = [NUISettings getFontWithClass:className baseFontName:@"font-name-selected"];
            }
            NSString *transform = [NUISettings get:@"text-transform-selected" withClass:className];
            transform = [NUISettings get:@"text-transform-highlighted" withClass:className];
            """
        let file = SnapshotFile(path: name, kind: .stylesheet, text: SourceText(bytes: [UInt8](data)))
        var snapshot = Snapshot(files: [file])
        let before = Analyzer.findings(of: WorkspaceIndex(snapshot: snapshot))
        snapshot.appStyleReads = AppStyleReadScanner.reads(in: Array(renderer.utf8), path: "Pods/NUI/NUIRenderer.m")
        #expect(Set(snapshot.appStyleReads.map(\.property)) == ["font-name-selected", "text-transform-selected", "text-transform-highlighted"])
        let after = Analyzer.findings(of: WorkspaceIndex(snapshot: snapshot))
        let gone = before.filter { finding in !after.contains(finding) }
        #expect(!gone.isEmpty)
        #expect(gone.allSatisfy { $0.ruleID == "nss/unknown-property" && $0.message.contains("-selected") || $0.message.contains("-highlighted") })
        #expect(after.allSatisfy { before.contains($0) })
    }

    @Test func declaredTypesAreChecked() {
        var snapshot = WorkspaceLoader.load(containing: AppExtensionsTests.root).snapshot
        snapshot.configuration.stylesheets.extensions.properties["corners-radius"] = .some(.number)
        snapshot.configuration.stylesheets.extensions.properties["header-style"] = .some(.number)
        let findings = Analyzer.findings(of: WorkspaceIndex(snapshot: snapshot)).filter { $0.ruleID == "nss/invalid-value" }
        // `header-style: #354A5F` is not a number; `corners-radius: 6` is.
        #expect(findings.map(\.message) == ["`#354A5F` is not a number; NUI reads 0"])
    }

    @Test(arguments: [
        (#"{"nuiExtensions": {"properties": {"corner": "numbr"}}}"#, "`numbr` is not a valid value for the type of `corner`"),
        (#"{"nuiExtensions": {"properties": {"font-color": "color"}}}"#, "`font-color` is a built-in NUI property"),
        (#"{"nuiExtensions": {"properties": {"Corner Radius": "number"}}}"#, "`Corner Radius` is not a NUI property name"),
        (#"{"nuiExtensions": {"properties": {"corner": 4}}}"#, "`corner` must be a string"),
        (#"{"nuiExtensions": {"classes": "Banner", "value": ["x"]}}"#, "unknown setting `value` in `nuiExtensions`; did you mean `values`?"),
        (#"{"nuiExtensions": []}"#, "`nuiExtensions` must be an object"),
    ])
    func badEntriesAreDiagnosticsOnTheConfiguration(_ text: String, _ message: String) {
        let (_, problems) = ConfigurationParser.parse(SourceText(text), path: "nuance.json")
        #expect(problems.count == 1)
        #expect(problems.first?.message.hasPrefix(message) == true, "\(problems.map(\.message))")
        #expect(problems.first?.ruleID == "config/invalid")
    }

    @Test func aGoodEntryIsRead() {
        let text = #"{"nuiExtensions": {"properties": {"corner": "number", "any-key": "any"}, "classes": ["Banner"], "values": "nui_ignore"}}"#
        let (configuration, problems) = ConfigurationParser.parse(SourceText(text), path: "nuance.json")
        #expect(problems.isEmpty)
        let extensions = configuration.stylesheets.extensions
        #expect(extensions.properties.count == 2)
        #expect(extensions.properties["corner"] == .some(.number))
        #expect(extensions.properties["any-key"] == .some(nil))
        #expect(extensions.classes == ["Banner"] && extensions.values == ["nui_ignore"])
    }
}
