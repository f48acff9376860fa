import SourceText
import SourceryModels
import Testing

/// `SourceryFile.read` walks swift-syntax's raw tree; it must find exactly the declarations, names,
/// ranges and anchors that the public API gives, also in broken code full of missing tokens.
struct RawTreeWalkTests {
    static let sources = [
        RobustnessTests.sample, DeclarationTests.source,
        """
        // sourcery: a
        public struct `Type`<T>: Hashable where T: Sendable {
            #if os(iOS)
            @objc var a = 1, b: Int, (c, d) = (1, 2)
            #elseif DEBUG
            static let e: [String: Int] = [:]
            #else
            subscript(
                index: Int,
                _ other: String = ""
            ) -> Int { 0 }
            #endif
            init?(
                @ViewBuilder content: () -> Content
            ) {}
            func +(lhs: Self, rhs: Self) -> Self { lhs }
            typealias Element = [T]
            associatedtype X: P
            @attached(member) macro M() = #externalMacro(module: "A", type: "B")
            enum Inner: Int { case a = 1, b; indirect case c(Inner) }
            actor Worker {}
            class C: NSObject, @unchecked Sendable { deinit {} }
        }
        extension Array: P where Element == Int {}
        protocol {
        struct : A, {
        func (
        init(
        var
        case
        """,
        // Trivia around declarations and types that the text alone cannot or can read.
        "// sourcery: a\r\n/* lead /* nested */ */ @objc var a: [Int] /* trail */ // more\r\n"
            + "\t/// doc “quoted”\n  var b: (any View)? { get }\u{0B}\n"
            + "var c = \"http://x\"   \n"
            + "var d: Int /*\n spans */\n"
            + "var e: `Type` \u{0C} // sourcery: f\n"
            + "#if X\nvar g: Int\u{200B}\n#endif\n"
            + "struct S { var h: Int; var i: String } // end\n"
            + "<<<<<<< HEAD\nvar j: Int\n=======\nvar j: Long\n>>>>>>> other\n"
            + "var k: Int\u{0} \nvar l = /a b/\nvar m: Int /* a */ /* b */\nvar n: Int\t\t\n"
            + "/* unclosed",
    ]

    @Test(arguments: RawTreeWalkTests.sources)
    func sameDeclarationsAsThePublicAPI(_ source: String) {
        var prefix = ""
        for character in source {
            prefix.append(character)
            // Only prefixes that read (they hold `sourcery:`) are compared.
            guard prefix.contains("sourcery:") else { continue }
            let text = SourceText(prefix)
            let expected = PublicAPIDeclarationReader.read(text)
            let found = SourceryFile.read(text, options: SourceryReadOptions(skipsGeneratedFiles: false)).declarations
            #expect(found.map(Self.fields) == expected.map(Self.fields), "\(prefix.debugDescription)")
        }
    }

    /// Large files: a file made of one item, items of very different sizes, statements and `#if`
    /// blocks at the top level.
    @Test(arguments: [1, 7, 40])
    func largeFilesGiveTheSameDeclarations(_ itemsPerChunk: Int) {
        var chunk = ""
        for number in 0..<itemsPerChunk {
            chunk += """
                // sourcery: a
                public protocol P\(number): Q { var a\(number): Int { get } }
                struct S\(number) { enum E { case x, y }; var b: [String] }
                #if os(iOS)
                extension S\(number) { func f(
                    x: Int) {} }
                #endif
                print(\(number))

                """
        }
        var source = itemsPerChunk == 1 ? "struct Outer {\n" : ""
        while source.utf8.count < 70_000 { source += chunk }
        if itemsPerChunk == 1 { source += "}\n" }
        source += String(repeating: "// sourcery: tail\nvar z: Int\n", count: itemsPerChunk)
        let text = SourceText(source)
        let found = SourceryFile.read(text, options: SourceryReadOptions(skipsGeneratedFiles: false)).declarations
        #expect(found.map(Self.fields) == PublicAPIDeclarationReader.read(text).map(Self.fields))
    }

    /// What the walk produces (attachment fields left out).
    static func fields(_ declaration: Declaration) -> String {
        let inherited = declaration.inheritedTypes.map { "\($0.name)@\($0.range.start)-\($0.range.end)" }
        return "\(declaration.kind) \(declaration.name.debugDescription) name \(declaration.nameRange.start)-\(declaration.nameRange.end) "
            + "range \(declaration.range.start)-\(declaration.range.end) anchor \(declaration.anchor)/\(declaration.anchorLine) "
            + "parent \(declaration.parent.map(String.init) ?? "-") inherits \(inherited) type \(declaration.typeText ?? "-") "
            + "end \(declaration.parameterClauseEndLine.map(String.init) ?? "-")"
    }
}
