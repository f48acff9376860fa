import SourceText
import SourceryModels
import Testing

/// What the reader records about declarations.
struct DeclarationTests {
    static let source = """
        /// Doc.
        /* block */ // sourcery: a
        @objc public var count: Int // sourcery: b
        protocol P: A, B & C {
            var title: String? { get }
            func f(
                x: Int
            ) -> Int
        }
        extension P where Self: Hashable {}
        enum E { case one, two(Int) }
        """

    static var file: SourceryFile { SourceryFile.read(SourceText(source)) }

    func declaration(_ name: String) -> Declaration? { DeclarationTests.file.declarations.first { $0.name == name } }

    @Test func rangesSkipLeadingAndTrailingTrivia() throws {
        let count = try #require(declaration("count"))
        #expect(slice(DeclarationTests.source, count.range) == "@objc public var count: Int")
        #expect(slice(DeclarationTests.source, count.nameRange) == "count")
        #expect(count.kind == .variable)
        #expect(count.typeText == "Int")
        #expect(declaration("title")?.typeText == "String?")
    }

    @Test func kindsParentsAndInheritance() throws {
        let protocolP = try #require(declaration("P"))
        #expect(protocolP.kind == .protocol)
        #expect(protocolP.inheritedTypes.map(\.name) == ["A", "B & C"])
        #expect(declaration("title")?.parent == DeclarationTests.file.declarations.firstIndex { $0.name == "P" })
        #expect(declaration("f")?.kind == .function)
        #expect(declaration("x")?.kind == .parameter)
        #expect(DeclarationTests.file.declarations.contains { $0.kind == .extension && $0.name == "P" })
        #expect(declaration("one")?.kind == .enumCase)
        #expect(declaration("two")?.kind == .enumCase)
    }

    @Test func singleLineSignaturesHaveNoParameterDeclarations() {
        let file = SourceryFile.read(SourceText("// sourcery: a\nfunc g(y: Int) {}"))
        #expect(file.declarations.map(\.name) == ["g"])
    }
}
