import Analysis
import Diagnostics
import SourceryModels
import Testing
import TestSupport

/// Components, their properties through inheritance across files, style classes and `explain`.
struct ModelIndexTests {
    static let components = """
        //- Sources/Kit/_ComponentProtocols/Base.swift
        // sourcery: BaseComponent
        public protocol _TitleComponent {
            var 1️⃣title: AttributedString { get }
        }

        // sourcery: BaseComponent
        public protocol _SubtitleComponent {
            var subtitle: AttributedString? { get }
        }
        //- Sources/Kit/_ComponentProtocols/Composite.swift
        // sourcery: CompositeComponent, InternalComponent
        public protocol 2️⃣_KPIHeaderComponent: _TitleComponent, _SubtitleComponent {
            // sourcery: @ViewBuilder
            var detail: (any View)? { get }
        }
        //- Sources/Kit/Models/ModelDefinitions.swift
        // sourcery: generated_component
        public protocol ObjectItemModel: TitleComponent {
            var footnote_: String? { get }
        }
        //- Sources/Kit/Models/ComponentDefinitions.swift
        // sourcery: this file declares the generated single-property components
        internal struct _TitleComponent_: _ComponentGenerating {
            var title_: String
        }
        """

    @Test func eachFileHasTheComponentsItDeclares() {
        let index = WorkspaceIndex(snapshot: Fixture(ModelIndexTests.components, defaultPath: "Model.swift").snapshot())
        let paths = Set(index.models.components.map(\.declaration.path))
        #expect(paths.count > 1, "the fixture declares components in several files")
        for path in paths.sorted() + ["Sources/NoSuchFile.swift"] {
            #expect(
                index.models.components(declaredIn: path).map(\.name) == index.models.components.filter { $0.declaration.path == path }.map(\.name),
                "\(path)")
        }
    }

    @Test func componentsAndTheirProperties() {
        let index = WorkspaceIndex(snapshot: Fixture(ModelIndexTests.components, defaultPath: "Model.swift").snapshot())
        let names = index.models.components.map(\.name)
        #expect(Set(names) == ["Title", "Subtitle", "KPIHeader", "ObjectItem"])
        let header = index.models.component(named: "KPIHeader")
        #expect(header?.properties.map(\.name) == ["title", "subtitle", "detail"])
        #expect(header?.isComposite == true)
        #expect(header?.isInternal == true)
        #expect(header?.children == ["Title", "Subtitle"])
        #expect(header?.generatedNames.contains { $0.name == ".kPIHeaderStyle(_:)" } == true)
        #expect(header?.generatedNames.contains { $0.name == "fiori_kpiheader_component" } == true)
        let objectItem = index.models.component(named: "ObjectItem")
        #expect(objectItem?.pattern == .deprecated)
        #expect(objectItem?.properties.map(\.name) == ["title", "footnote"])
        let derived = objectItem?.generatedNames.map(\.name) ?? []
        #expect(derived.contains("\\.footnoteModifier"))
        #expect(derived.contains(".footnoteModifier { … }"))
        #expect(derived.contains("Fiori.ObjectItem.footnote"))
        #expect(derived.contains("Fiori.ObjectItem.footnoteCumulative"))
        #expect(derived.contains("FootnoteComponent"))
    }

    @Test func styleClassesPointAtTheirDeclarations() {
        let fixture = Fixture(ModelIndexTests.components, defaultPath: "Model.swift")
        let index = WorkspaceIndex(snapshot: fixture.snapshot())
        let names = Set(index.models.styleClasses.map(\.name))
        #expect(names.isSuperset(of: ["fdlKPIHeader", "fdlKPIHeader_title", "fdlKPIHeader_subtitle", "fdlKPIHeader_detail", "fdlTitle_title", "fdlObjectItem_footnote"]))
        let title = index.models.styleClass(named: "fdlKPIHeader_title")
        #expect(title?.declaration.path == "Sources/Kit/_ComponentProtocols/Base.swift")
        #expect(title?.declaration.range.start == fixture.file("Sources/Kit/_ComponentProtocols/Base.swift")?.markers["1️⃣"])
        let header = index.models.styleClass(named: "fdlKPIHeader")
        #expect(header?.property == nil)
        #expect(header?.declaration.range.start == fixture.file("Sources/Kit/_ComponentProtocols/Composite.swift")?.markers["2️⃣"])
    }

    @Test func styleClassPatternIsConfigurable() {
        var configuration = Configuration()
        configuration.sourcery.styleClassPattern = "my{component}-{property}"
        configuration.sourcery.componentStyleClassPattern = "my{component}"
        let index = WorkspaceIndex(snapshot: Fixture(ModelIndexTests.components, defaultPath: "Model.swift").snapshot(configuration: configuration))
        #expect(index.models.styleClass(named: "myKPIHeader-title") != nil)
        #expect(index.models.styleClass(named: "myKPIHeader") != nil)
        #expect(index.models.styleClass(named: "fdlKPIHeader") == nil)
    }

    @Test func explainsComponentsAndStyleClasses() {
        let index = WorkspaceIndex(snapshot: Fixture(ModelIndexTests.components, defaultPath: "Model.swift").snapshot())
        let component = index.models.explain("KPIHeader")
        #expect(component?.kind == "component")
        #expect(component?.values.contains { $0.mode == "style protocol" && $0.value == "KPIHeaderStyle" } == true)
        #expect(component?.values.contains { $0.mode == "style class" && $0.value == "fdlKPIHeader_detail" } == true)
        #expect(index.models.explain("_KPIHeaderComponent")?.name == "KPIHeader")
        let styleClass = index.models.explain("fdlKPIHeader_subtitle")
        #expect(styleClass?.kind == "style class")
        #expect(styleClass?.definitions.last?.verdict == "declared in `_SubtitleComponent`")
        #expect(index.models.explain("fdlNothing") == nil)
    }

    @Test(arguments: [
        ("Sources/FioriSwiftUICore/_ComponentProtocols/A.swift", "fiori-components"),
        ("Sources/FioriSwiftUICore/Models/ModelDefinitions.swift", "fiori-models"),
        ("Sources/FioriSwiftUICore/Components/ObjectItem.swift", "fiori-models"),
        ("Sources/App/Model.swift", nil),
        ("/home/someone/project/Sources/X/_ComponentProtocols/A.swift", "fiori-components"),
    ] as [(String, String?)])
    func defaultVocabulariesByFolder(_ path: String, _ vocabulary: String?) {
        #expect(SourcerySettings().vocabulary(for: path, root: nil)?.name == vocabulary)
    }

    @Test func configuredAndCustomVocabularies() {
        var settings = SourcerySettings()
        settings.customVocabularies = [
            Vocabulary(
                name: "app", summary: "the app's templates",
                keys: [VocabularyKey("AutoEquatable", on: .type, shape: .flag, meaning: "generates `==`")])
        ]
        settings.vocabularies = [
            VocabularyAssignment(glob: "Sources/App/**", vocabulary: "app"),
            VocabularyAssignment(glob: "Sources/Legacy/_ComponentProtocols/**", vocabulary: "none"),
        ]
        #expect(settings.vocabulary(for: "/home/someone/p/Sources/App/Model.swift", root: "/home/someone/p")?.name == "app")
        #expect(settings.vocabulary(for: "Sources/Legacy/_ComponentProtocols/A.swift", root: nil) == nil)
        #expect(settings.vocabulary(for: "Sources/New/_ComponentProtocols/A.swift", root: nil)?.name == "fiori-components")
        settings.usesDefaultVocabularies = false
        #expect(settings.vocabulary(for: "Sources/New/_ComponentProtocols/A.swift", root: nil) == nil)
    }

    @Test func customVocabularyDrivesUnknownKey() {
        var configuration = Configuration()
        configuration.sourcery.customVocabularies = [
            Vocabulary(
                name: "app", summary: "the app's templates",
                keys: [VocabularyKey("skipEquality", on: .property, shape: .flag, meaning: "left out of `==`")])
        ]
        configuration.sourcery.vocabularies = [VocabularyAssignment(glob: "Sources/App/**", vocabulary: "app")]
        let fixture = Fixture("//- Sources/App/Point.swift\nstruct Point {\n    // sourcery: skipEqualty\n    var x: Int\n}", defaultPath: "Model.swift")
        let index = WorkspaceIndex(snapshot: fixture.snapshot(configuration: configuration))
        let messages = UnknownKeyRuleProbe.findings(in: "Sources/App/Point.swift", of: index).map(\.message)
        #expect(messages == ["unknown annotation key `skipEqualty` for app; did you mean `skipEquality`?"])
    }

    @Test func componentNaming() {
        #expect(ComponentNaming.componentName(forProtocol: "_ObjectItemComponent") == "ObjectItem")
        #expect(ComponentNaming.componentName(forProtocol: "ObjectItemModel") == "ObjectItem")
        #expect(ComponentNaming.componentName(forProtocol: "_ModelComponentModel") == "Component")
        #expect(ComponentNaming.lowercasingFirstCharacter("KPIHeader") == "kPIHeader")
        #expect(ComponentNaming.deprecatedPropertyName("title_") == "title")
    }
}
