import SourceText
import SourceryModels
import Testing

/// Which declaration an annotation belongs to (§2).
struct AttachmentTests {
    @Test func docCommentsAttributesAndDirectivesKeepTheAttachment() {
        let source = """
            // sourcery: a
            /// Documentation.
            @MainActor
            @available(iOS 15, *)
            #if os(iOS)
            public protocol P {}
            #endif
            """
        #expect(annotationsByDeclaration(source)["P"] == "a=true")
    }

    @Test func blankLineDetaches() {
        let file = SourceryFile.read(SourceText("// sourcery: a\n\nvar p: Int"))
        #expect(file.declarations[0].annotations.isEmpty)
        guard case .blankLines(let blanks, let declaration)? = file.comments[0].detachment else {
            Issue.record("expected a blank-line detachment, got \(String(describing: file.comments[0].detachment))")
            return
        }
        #expect(blanks == TextRange(start: 15, end: 16))
        #expect(declaration == 0)
    }

    @Test func markerLineDetaches() {
        let source = "// sourcery: a\n// sourcery:file: b\nvar p: Int"
        #expect(annotationsByDeclaration(source)["p"] == "b=true")
        let file = SourceryFile.read(SourceText(source))
        guard case .markerLine(let marker, let declaration)? = file.comments[0].detachment else {
            Issue.record("expected a marker detachment")
            return
        }
        #expect(slice(source, marker) == "// sourcery:file: b")
        #expect(declaration == 0)
    }

    @Test func fileAnnotationsApplyToEveryLaterDeclaration() {
        let source = "var early: Int\n// sourcery:file: generated\nvar p: Int\nstruct S {\n    var q: Int\n}"
        let annotations = annotationsByDeclaration(source)
        #expect(annotations["early"] == "-")
        #expect(annotations["p"] == "generated=true")
        #expect(annotations["q"] == "generated=true")
    }

    @Test func annotationAboveCommentedOutDeclarationIsOrphan() {
        let file = SourceryFile.read(SourceText("// sourcery: generated_component\n// public protocol SideBarModel {}\n"))
        guard case .commentedOutDeclaration(let range)? = file.comments[0].detachment else {
            Issue.record("expected an orphan above a commented-out declaration")
            return
        }
        #expect(slice("// sourcery: generated_component\n// public protocol SideBarModel {}\n", range) == "// public protocol SideBarModel {}")
    }

    @Test func trailingAnnotationLeaksIn2_1_7Only() {
        let source = "var a: Int // sourcery: x\n// a comment\nvar b: Int"
        #expect(annotationsByDeclaration(source, version: .v2_1_7)["b"] == "x=true")
        #expect(annotationsByDeclaration(source, version: .current)["b"] == "-")
        #expect(annotationsByDeclaration(source, version: .current)["a"] == "x=true")
    }

    @Test func trailingAnnotationDirectlyAboveDoesNotLeak() {
        #expect(annotationsByDeclaration("var a: Int // sourcery: x\nvar b: Int")["b"] == "-")
    }

    @Test func closingCommentLineAttachesIn2_1_7Only() {
        let source = "/*\n sourcery: ignored\n * sourcery: x\n */\nvar p: Int"
        #expect(annotationsByDeclaration(source, version: .v2_1_7)["p"] == "x=true")
        #expect(annotationsByDeclaration(source, version: .current)["p"] == "-")
        let file = SourceryFile.read(SourceText(source), options: SourceryReadOptions(version: .current))
        guard case .closingCommentLine(_, let declaration)? = file.comments.first?.detachment else {
            Issue.record("expected a closing-comment detachment, got \(String(describing: file.comments.first?.detachment))")
            return
        }
        #expect(declaration == 0)
    }

    @Test func parameterLineAnnotationsAlsoApplyToTheFunction() {
        let source = """
            func configure(
                title: String, // sourcery: a
                count: Int
            ) {}
            """
        let annotations = annotationsByDeclaration(source)
        #expect(annotations["configure"] == "a=true")
        #expect(annotations["title"] == "a=true")
        #expect(annotations["count"] == "-")
    }

    @Test func repeatedKeysBecomeArraysNearestFirst() {
        let source = """
            // sourcery: add_env_props = "a"
            // sourcery: add_env_props = "b"
            // sourcery: add_env_props = "b"
            protocol XModel {}
            """
        #expect(annotationsByDeclaration(source)["XModel"] == "add_env_props=[\"b\", \"a\"]")
    }

    @Test func caseElementsAfterTheFirstTakeOnlyTheirLine() {
        let source = "enum E {\n    // sourcery: a\n    case one, two\n}"
        let annotations = annotationsByDeclaration(source)
        #expect(annotations["one"] == "a=true")
        #expect(annotations["two"] == "-")
    }

    @Test func inlineRegionsAreInvisible() {
        let source = """
            struct S {
            // sourcery:inline:S.Generated
            var generated: Int
            // sourcery:end
            var own: Int
            }
            """
        let file = SourceryFile.read(SourceText(source))
        #expect(file.declarations.first { $0.name == "generated" }?.isInsideInlineRegion == true)
        #expect(file.declarations.first { $0.name == "own" }?.isInsideInlineRegion == false)
    }

    @Test func blocksDoNotNest() {
        let source = """
            // sourcery:begin: x
            var a: Int
            // sourcery:begin: y
            var b: Int
            // sourcery:end
            var c: Int
            """
        let annotations = annotationsByDeclaration(source)
        #expect(annotations["a"] == "x=true")
        #expect(annotations["b"] == "y=true")
        #expect(annotations["c"] == "-")
    }

    @Test func bindingRecordsTheDeclaration() {
        let source = "public protocol _TitleComponent {\n    // sourcery: @ViewBuilder\n    var title: String { get }\n}"
        let file = SourceryFile.read(SourceText(source))
        let comment = file.comments[0]
        let bound = file.declarations(of: comment)
        #expect(bound.map(\.name) == ["title"])
        #expect(bound.first?.kind == .variable)
        #expect(bound.first.map { slice(source, $0.nameRange) } == "title")
        #expect(file.declarations[0].kind == .protocol)
        #expect(file.members(of: 0).map(\.name) == ["title"])
    }
}
