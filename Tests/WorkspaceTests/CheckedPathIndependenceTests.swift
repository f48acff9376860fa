import Analysis
import Diagnostics
import Foundation
import SourceText
import Testing
import TestSupport
import Workspace

/// A file's findings do not depend on which folder is checked: the workspace root is found the same
/// way from any path inside it, and a checked sub-folder reads what its files' findings depend on.
struct CheckedPathIndependenceTests {
    static let project: [String: String] = [
        "Package.swift": "// swift-tools-version:5.9\n",
        "sourcery/.phase_one.yml": "sources:\n  - ./../Sources/Kit/\ntemplates:\n  - ./stencils/component.stencil\n",
        "sourcery/.lib/Package.swift": "// swift-tools-version:5.9\n",
        "sourcery/.lib/Sources/utils/Type+Extensions.swift": """
            extension Type {
                /// sourcery: title = NSLocalizedString("Quit", comment: "")
                var quitTitle: String { "" }
            }
            """,
        "Sources/Kit/_ComponentProtocols/Base.swift": """
            // sourcery: BaseComponent
            protocol _SwitchComponent {
                // sourcery: @binding
                var isOn: Bool { get }
                // sourcery: resultBuilder.name = @ViewBuilder, resultBuilder.backingComponent = StepsStack
                var steps: [AttributedString] { get }
            }
            """,
        "Sources/Kit/Components/Fields.swift": "// sourcery: bogus_key\nstruct TitleField: _ComponentGenerating {\n    let title_: String\n}\n",
        "Sources/Kit/Views/StepsStack.swift": "struct StepsStack: View {}\n",
        "Sources/Kit/Base/Markers.swift": "public protocol _ComponentGenerating {}\n",
        "Themes/Main.nss": "Button { background-color: @missing; }\nfdlSwitch_steps { font-color: #FF0000; }\n",
        "Themes/Other.nss": "@missing: #FFFFFF;\n",
        "tokens/base.tokens.json": #"{ "color": { "brand": { "$type": "color", "$value": "{color.missing}" } } }"#,
        "tokens/more.tokens.json": #"{ "space": { "s": { "$type": "dimension", "$value": "{color.brand}" } } }"#,
    ]

    static func rendered(_ findings: [Finding], root: String) -> [String] {
        findings.map { "\(Snapshot.relativePath($0.location.path, to: root)) \($0.location.range.start) \($0.ruleID) \($0.message)" }.sorted()
    }

    static func findings(checking path: String) -> (root: String, lines: [String]) {
        let workspace = WorkspaceLoader.load(containing: path, scope: [path])
        let index = WorkspaceIndex(snapshot: workspace.snapshot)
        let inScope = workspace.snapshot.paths.filter { WorkspaceLoader.path($0, isUnder: path) }
        return (workspace.root, rendered(Analyzer.findings(of: index, paths: inScope), root: workspace.root))
    }

    @Test func theRootIsTheProjectWhateverFolderIsChecked() throws {
        let workspace = try TemporaryWorkspace(Self.project)
        let root = URL(fileURLWithPath: workspace.root).standardizedFileURL.path
        for folder in ["", "Sources/Kit", "Sources/Kit/_ComponentProtocols", "sourcery/.lib/Sources", "Themes/Main.nss"] {
            #expect(WorkspaceRootLocator.locate(startingAt: root + "/" + folder).root == root, "\(folder)")
        }
    }

    @Test func aSubFolderGetsItsShareOfTheWholeRun() throws {
        let workspace = try TemporaryWorkspace(Self.project)
        let root = URL(fileURLWithPath: workspace.root).standardizedFileURL.path
        let whole = Self.findings(checking: root).lines
        // The template support code is no Sourcery input; the declared view and marker are known.
        #expect(!whole.contains { $0.hasPrefix("sourcery/") })
        #expect(!whole.contains { $0.contains("sourcery/unknown-type") })
        #expect(whole.contains { $0.hasPrefix("Sources/Kit/_ComponentProtocols/Base.swift") && $0.contains("`@binding`") })
        #expect(whole.contains { $0.hasPrefix("Sources/Kit/Components/Fields.swift") && $0.contains("sourcery/unknown-key") })
        #expect(whole.contains { $0.hasPrefix("Themes/Main.nss") && $0.contains("`Themes/Other.nss` defines it") })
        #expect(whole.contains { $0.hasPrefix("tokens/base.tokens.json") })
        for folder in [
            "Sources", "Sources/Kit/_ComponentProtocols", "Sources/Kit/Components/Fields.swift", "Themes", "Themes/Main.nss", "sourcery",
            "tokens", "tokens/more.tokens.json",
        ] {
            let part = Self.findings(checking: root + "/" + folder)
            #expect(part.root == root)
            let isFile = folder.hasSuffix(".swift") || folder.hasSuffix(".nss") || folder.hasSuffix(".json")
            #expect(part.lines == whole.filter { $0.hasPrefix(folder + (isFile ? " " : "/")) }, "\(folder)")
        }
    }

    @Test func aStylesheetReadsOtherStylesheetsForTheirVariablesOnly() throws {
        let workspace = try TemporaryWorkspace(Self.project)
        let root = URL(fileURLWithPath: workspace.root).standardizedFileURL.path
        let loaded = WorkspaceLoader.load(containing: root + "/Themes/Main.nss", scope: [root + "/Themes/Main.nss"])
        #expect(loaded.snapshot.files(of: .stylesheet).map(\.path) == [root + "/Themes/Main.nss"])
        #expect(loaded.snapshot.definedVariables == [root + "/Themes/Other.nss": ["missing"]])
    }

    @Test func aSwiftFolderReadsNoStylesheet() throws {
        let workspace = try TemporaryWorkspace(Self.project)
        let root = URL(fileURLWithPath: workspace.root).standardizedFileURL.path
        let loaded = WorkspaceLoader.load(containing: root + "/Sources", scope: [root + "/Sources"])
        #expect(loaded.snapshot.files(of: .stylesheet).isEmpty)
        #expect(Set(loaded.snapshot.declaredTypes.values.flatMap { $0 }) == ["StepsStack", "_ComponentGenerating", "Type"])
        #expect(loaded.snapshot.files(of: .swiftModel).count == 2)
    }
}
