import Analysis
import Diagnostics
import SourceryModels
import Testing
import TestSupport

/// Hover, completion, hints and definitions for annotations.
struct ModelEditorTests {
    static let source = """
        //- Sources/Kit/_ComponentProtocols/Header.swift
        // sourcery: 1️⃣BaseComponent
        public protocol _HeaderComponent: _TitleBase {
            // sourcery: 2️⃣@ViewBuilder
            var title: (any View)? { get }
            // sourcery: 3️⃣@Binding

            var isOn: Bool { get }
            4️⃣
            var after: Int { get }
        }
        public protocol _TitleBase {}
        """

    static func index() -> (WorkspaceIndex, Fixture) {
        let fixture = Fixture(source, defaultPath: "Model.swift")
        return (WorkspaceIndex(snapshot: fixture.snapshot()), fixture)
    }

    static let path = "Sources/Kit/_ComponentProtocols/Header.swift"

    @Test func hoverOnAComponentKeyListsWhatIsGenerated() throws {
        let (index, fixture) = ModelEditorTests.index()
        let offset = try #require(fixture.file(ModelEditorTests.path)?.markers["1️⃣"])
        let hover = try #require(index.models.annotationHover(in: ModelEditorTests.path, at: offset))
        #expect(hover.markdown.contains("**`BaseComponent`** = flag"))
        #expect(hover.markdown.contains("Attaches to protocol `_HeaderComponent`."))
        #expect(hover.markdown.contains("`HeaderStyle`"))
        #expect(hover.markdown.contains("`fdlHeader_title`"))
    }

    @Test func hoverOnAPropertyKeyNamesItsStyleClass() throws {
        let (index, fixture) = ModelEditorTests.index()
        let offset = try #require(fixture.file(ModelEditorTests.path)?.markers["2️⃣"])
        let hover = try #require(index.models.annotationHover(in: ModelEditorTests.path, at: offset))
        #expect(hover.markdown.contains("Attaches to property `title`."))
        #expect(hover.markdown.contains("Style classes: `fdlHeader_title`."))
    }

    @Test func hoverOnADetachedKeySaysWhy() throws {
        let (index, fixture) = ModelEditorTests.index()
        let offset = try #require(fixture.file(ModelEditorTests.path)?.markers["3️⃣"])
        let hover = try #require(index.models.annotationHover(in: ModelEditorTests.path, at: offset))
        #expect(hover.markdown.contains("Attaches to nothing: a blank line separates it from the declaration below."))
    }

    @Test func completionOffersKeysForTheNextDeclaration() throws {
        let (index, fixture) = ModelEditorTests.index()
        let offset = try #require(fixture.file(ModelEditorTests.path)?.markers["4️⃣"])
        let keys = index.models.keyCompletions(in: ModelEditorTests.path, at: offset).map(\.key)
        #expect(keys.contains("@Binding"))
        #expect(!keys.contains("BaseComponent"))
        let top = index.models.keyCompletions(in: ModelEditorTests.path, at: 0).map(\.key)
        #expect(top.contains("BaseComponent"))
        #expect(!top.contains("@Binding"))
    }

    @Test func hintsAndDefinitions() {
        let (index, _) = ModelEditorTests.index()
        let labels = index.models.bindingHints(in: ModelEditorTests.path).map(\.label)
        #expect(labels == ["→ protocol _HeaderComponent", "→ property title", "→ nothing"])
        #expect(index.models.definitions(of: "_TitleBase").map(\.path) == [ModelEditorTests.path])
        #expect(index.models.definitions(of: "Header").count == 1)
    }

    @Test func parserVersionSettingChangesAttachment() {
        let source = "//- Sources/Kit/_ComponentProtocols/A.swift\npublic protocol _AComponent {\n    /*\n     * sourcery: @Binding\n     */\n    var isOn: Bool { get }\n}"
        let fixture = Fixture(source, defaultPath: "Model.swift")
        let old = WorkspaceIndex(snapshot: fixture.snapshot())
        var configuration = Configuration()
        configuration.sourcery.version = .current
        let current = WorkspaceIndex(snapshot: fixture.snapshot(configuration: configuration))
        let rule = ModelRules.all.first { $0.descriptor.id == "sourcery/detached-annotation" }!
        #expect(rule.findings(in: "Sources/Kit/_ComponentProtocols/A.swift", of: old).isEmpty)
        #expect(
            rule.findings(in: "Sources/Kit/_ComponentProtocols/A.swift", of: current).map(\.message)
                == ["the `*/` line separates `@Binding` from property `isOn`: current Sourcery releases drop these annotations"])
    }
}
