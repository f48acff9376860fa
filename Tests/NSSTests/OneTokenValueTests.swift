import NSS
import SourceText
import Testing

/// Declarations and definitions whose value is one token read the same with a comment after the colon.
struct OneTokenValueTests {
    static let texts = [
        "Button {\n    font-color: @brand;\n    border-width:1;\n}\n",
        "@brand: #0A6ED1;\n@size:12;\n",
        "@media (device:ipad) {\n  @x: 1;\n  Label { font-size: @x; }\n}\n",
        "A, B { c: \"q\"; d: é; e: and; f: @media; }",
        "A { b: c; }",
        "@a: b;",
        "A {\r\n  b: c;\r\n}\r\n",
        "A { b: c;/* x */ }\n@y: Assets/bg.png;",
        "A { @x: 1; b: c }",
    ]

    /// Every definition and declaration as text: what it reads, with comments removed from its range.
    static func statements(_ sheet: NSSStylesheet) -> [String] {
        func describe(_ value: NSSValue) -> String {
            let first = Int(value.firstToken)
            let firstMatches = value.endToken > value.firstToken && sheet.tokens[first].range == value.range
            return "\(sheet[value.range]) \(value.endToken - value.firstToken) \(String(describing: value.soleTokenKind)) \(firstMatches)"
        }
        func text(_ range: TextRange?) -> String {
            range.map { sheet[$0].replacingOccurrences(of: "/**/", with: "") } ?? "none"
        }
        let definitions = sheet.definitions.map { definition in
            [text(definition.name), text(definition.colon), describe(definition.value), text(definition.semicolon), text(definition.range),
             "\(String(describing: definition.media)) \(definition.isInsideRuleSet)"].joined(separator: " | ")
        }
        let declarations = sheet.declarations.map { declaration in
            [text(declaration.property), text(declaration.colon), describe(declaration.value), text(declaration.semicolon),
             text(declaration.range), "\(declaration.ruleSet)"].joined(separator: " | ")
        }
        return definitions + declarations
    }

    @Test(arguments: texts)
    func oneTokenValuesReadAsTheGeneralPathReadsThem(_ text: String) {
        let fast = NSSStylesheet(SourceText(text))
        let general = NSSStylesheet(SourceText(text.replacingOccurrences(of: ":", with: ":/**/")))
        #expect(!OneTokenValueTests.statements(fast).isEmpty)
        #expect(OneTokenValueTests.statements(fast) == OneTokenValueTests.statements(general))
        #expect(fast.problems.map(\.code) == general.problems.map(\.code))
        #expect(fast.items.count == general.items.count)
        #expect(fast.ruleSets.map(\.declarations) == general.ruleSets.map(\.declarations))
    }
}
