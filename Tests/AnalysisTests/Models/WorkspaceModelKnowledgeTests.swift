import Analysis
import Diagnostics
import SourceText
import Testing
import TestSupport

/// What the model index knows beyond the annotated files: types declared anywhere, the vocabulary a
/// file's content calls for, and the names the generators derive, back to their component.
struct WorkspaceModelKnowledgeTests {
    static let componentFile = """
        // sourcery: CompositeComponent
        public protocol _KPIHeaderComponent: _TitleComponent {
            // sourcery: resultBuilder.backingComponent = StepsStack
            var items: [AttributedString] { get }
            // sourcery: default.value = false
            var isItemOrderForced: Bool { get }
            var onTap: (() -> Void)? { get }
        }

        // sourcery: BaseComponent
        public protocol _TitleComponent {
            // sourcery: @ViewBuilder
            var title: AttributedString { get }
        }
        """

    static func index(declaredTypes: [String: [String]] = [:], files: [(String, String)]) -> WorkspaceIndex {
        let snapshotFiles = files.map { SnapshotFile(path: $0.0, kind: .swiftModel, text: SourceText($0.1)) }
        return WorkspaceIndex(snapshot: Snapshot(files: snapshotFiles, declaredTypes: declaredTypes))
    }

    static func findings(_ index: WorkspaceIndex) -> [Finding] {
        Analyzer.findings(of: index, paths: index.snapshot.paths)
    }

    @Test func typesDeclaredInScannedFilesAreKnown() {
        let path = "Sources/Kit/_ComponentProtocols/KPIHeader.swift"
        let unknown = Self.findings(Self.index(files: [(path, Self.componentFile)]))
        #expect(unknown.map(\.ruleID) == ["sourcery/unknown-type"])
        let known = Self.index(declaredTypes: ["Sources/Kit/Views/StepsStack.swift": ["StepsStack"]], files: [(path, Self.componentFile)])
        #expect(Self.findings(known).isEmpty)
        #expect(known.models.knowsType("StepsStack"))
    }

    @Test func ordinarySourceryAnnotationsUnderComponentsCheckClean() {
        let index = Self.index(files: [
            (
                "App/Components/Cache.swift",
                """
                // sourcery: AutoMockable
                protocol CacheProtocol {
                    func value(for key: String) -> Data?
                }
                """
            ),
            (
                "App/Components/Profile.swift",
                """
                // sourcery: AutoEquatable, AutoHashable
                struct Profile {
                    // sourcery: skipEquality
                    var lastSeen: Date
                    var name: String
                }
                """
            ),
        ])
        #expect(Self.findings(index).isEmpty)
        #expect(index.models.file("App/Components/Cache.swift")?.vocabulary == nil)
    }

    @Test func fioriContentChoosesTheVocabularyWhateverTheFolder() {
        let index = Self.index(files: [
            ("Kit/Protocols/KPIHeader.swift", Self.componentFile),
            ("Kit/Legacy/Models.swift", "// sourcery: generated_component\nprotocol TimelineModel {}\n"),
            ("Kit/Components/Fields.swift", "// sourcery: no_view\nstruct Fields: _ComponentGenerating { let title_: String }\n"),
        ])
        #expect(index.models.file("Kit/Protocols/KPIHeader.swift")?.vocabulary?.name == "fiori-components")
        #expect(index.models.file("Kit/Legacy/Models.swift")?.vocabulary?.name == "fiori-models")
        #expect(index.models.file("Kit/Components/Fields.swift")?.vocabulary?.name == "fiori-models")
    }

    @Test func generatedNamesLeadBackToTheirComponent() throws {
        let index = Self.index(
            declaredTypes: ["V.swift": ["StepsStack"]], files: [("Sources/Kit/_ComponentProtocols/KPIHeader.swift", Self.componentFile)])
        for (name, kind) in [
            ("KPIHeaderStyle", "style protocol"), ("kPIHeaderStyle", "environment value"), ("KPIHeaderFioriStyle", "Fiori style"),
            ("KPIHeaderTitleStyle", "child style"), ("fiori_kpiheader_component", "identifier"),
        ] {
            let explanation = try #require(index.explain(name).first, "\(name)")
            #expect(explanation.kind == kind)
            #expect(explanation.summary.hasPrefix("`\(name)` is the \(kind) of component `KPIHeader`"))
        }
        let symbols = WorkspaceSymbols.search("KPIHeaderFioriStyle", in: index)
        #expect(symbols.first?.name == "KPIHeaderFioriStyle")
        #expect(symbols.first?.containerName == "KPIHeader")
    }

    @Test func hoverOnAGeneratedNameShowsItsComponent() throws {
        let path = "Sources/Kit/_ComponentProtocols/KPIHeader.swift"
        let text = Self.componentFile + "\n\nextension KPIHeaderFioriStyle {}\n"
        let index = Self.index(declaredTypes: ["V.swift": ["StepsStack"]], files: [(path, text)])
        let offset = text.utf8.count - "FioriStyle {}\n".utf8.count
        let hover = try #require(index.hover(path: path, offset: offset))
        #expect("\(hover.blocks)".contains("`KPIHeaderFioriStyle` is the Fiori style of component `KPIHeader`"))
    }

    @Test func dataPropertiesYieldNoStyleClass() {
        let index = Self.index(
            declaredTypes: ["V.swift": ["StepsStack"]], files: [("Sources/Kit/_ComponentProtocols/KPIHeader.swift", Self.componentFile)])
        let names = Set(index.models.styleClasses.map(\.name))
        #expect(names.isSuperset(of: ["fdlKPIHeader", "fdlKPIHeader_items", "fdlKPIHeader_title", "fdlTitle_title"]))
        #expect(!names.contains("fdlKPIHeader_isItemOrderForced"))
        #expect(!names.contains("fdlKPIHeader_onTap"))
    }
}
