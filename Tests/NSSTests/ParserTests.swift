import NSS
import SourceText
import Testing

struct ParserTests {
    /// Marked text: each `↓` is where a problem must start; `codes` are the problems in order.
    struct Case: Sendable, CustomTestStringConvertible {
        var source: String
        var codes: [NSSProblemCode]
        var testDescription: String { source.replacingOccurrences(of: "\n", with: "⏎") }
    }

    static let cases: [Case] = [
        Case(source: "@brand: #0A6ED1;\nButton {\n    font-color: @brand;\n}\n", codes: []),
        Case(source: "Label\n{\n\tfont-size: 12;\n}\n/* c */ Button { }", codes: []),
        Case(source: "Button { background-color: rgba(0, 0, 0, 0.5); }", codes: []),
        Case(source: "@media (device:ipad) and (orientation:landscape) {\n @x: 1;\n Label { font-size: @x; }\n}", codes: []),
        Case(source: "A, B,C { }", codes: []),
        Case(source: "↓// comment\nButton { }", codes: [.lineComment]),
        Case(source: "Label { font-size: 5 ↓!important; }", codes: [.important]),
        Case(source: "Label { font-name: ↓\"Helvetica\"; }", codes: [.quotedString]),
        Case(source: "↓Button:Large { font-size: 20; }", codes: [.selectorWithColon]),
        Case(source: "↓Button Label { font-size: 20; }", codes: [.selectorWithSpace]),
        Case(source: "Label { font-size: ↓14 }", codes: [.missingSemicolon]),
        Case(source: "Label {\n  font-size: ↓14\n  font-color: red;\n}", codes: [.missingSemicolon]),
        Case(source: "Label ↓{\n  font-size: 14;\n\nButton { font-size: 12; }", codes: [.missingCloseBrace]),
        Case(source: "Label ↓{ font-size: 14;", codes: [.missingCloseBrace]),
        Case(source: "@x: ↓android_green;", codes: [.keywordPrefix]),
        Case(source: "↓@mediaColor: red;", codes: [.keywordPrefix]),
        Case(source: "↓@import url(a.nss);\nLabel { }", codes: [.unknownAtRule]),
        Case(source: "↓/* never closed\nLabel { }", codes: [.unterminatedComment]),
        Case(source: "Label { font-size↓:; }", codes: [.emptyValue]),
        Case(source: "Label { font-size: 1↓: 2; }", codes: [.secondColon]),
        Case(source: "Label { ↓@x: 1; }", codes: [.definitionInRuleSet]),
        Case(source: "@media (device:ipad) {\n ↓@media (orientation:portrait) { }\n}", codes: [.nestedMedia]),
        Case(source: "Label { font-size: 12px↓%; }", codes: [.invalidCharacter]),
        Case(source: "↓font-size: 12;\nLabel { }", codes: [.declarationOutsideRuleSet]),
        Case(source: "↓}\nLabel { }", codes: [.unexpectedToken]),
        Case(source: "Label { font-name: H↓élvetica; }", codes: [.invalidCharacter]),
        Case(source: "↓@media screen { }", codes: [.malformedMedia]),
        // A name that starts a new line and is followed by `:` or `{` ends a value whose `;` is missing.
        Case(source: "Label {\r\n  font-size: ↓14\r\n  font-color: red;\r\n}", codes: [.missingSemicolon]),
        Case(source: "Label {\r  font-size: ↓14\r  font-color: red;\r}", codes: [.missingSemicolon]),
        Case(source: "Label {\n  font-size: ↓14 /* size */\n  font-color: red;\n}", codes: [.missingSemicolon]),
        Case(source: "Label {\n  font-size: ↓14\n  /* colour */ font-color: red;\n}", codes: [.missingSemicolon]),
        Case(source: "@a: ↓1\n@b: 2;", codes: [.missingSemicolon]),
        Case(source: "@a: ↓1\nButton { }", codes: [.missingSemicolon]),
        // A line break inside a comment is not a line break between tokens: the value goes on.
        Case(source: "Label {\n  font-size: 14 /* a\n b */ font-color↓: red;\n}", codes: [.secondColon]),
        // A name on a new line that is not followed by `:` or `{` continues the value.
        Case(source: "Label {\n  font-name: Helvetica\n  Neue;\n}", codes: []),
        Case(source: "Label {\n  font-size: ↓14\n}", codes: [.missingSemicolon]),
    ]

    @Test(arguments: cases)
    func problems(_ testCase: Case) {
        let (text, offsets) = unmark(testCase.source)
        let sheet = NSSStylesheet(SourceText(text))
        #expect(sheet.problems.map(\.code) == testCase.codes, "\(sheet.problems.map(\.message))")
        #expect(sheet.problems.map(\.range.start) == offsets)
        for problem in sheet.problems {
            #expect(problem.message.hasSuffix(NSSProblem.consequence))
            #expect(problem.message.first?.isUppercase == false)
        }
        #expect(invariantViolations(sheet).isEmpty, "\(invariantViolations(sheet))")
    }

    @Test func treeHasExactRanges() {
        let text = "@brand: #0A6ED1;\nButton, Label {\n    font-color: @brand;\n    background-color: rgba(0, 0, 0, 0.5);\n}\n"
        let sheet = NSSStylesheet(SourceText(text))
        #expect(sheet.problems.isEmpty)
        #expect(sheet.definitions.count == 1)
        #expect(sheet[sheet.definitions[0].name] == "@brand")
        #expect(sheet[sheet.definitions[0].value.range] == "#0A6ED1")
        #expect(sheet.selectors.map { sheet[$0.name] } == ["Button", "Label"])
        #expect(sheet.declarations.map { sheet[$0.property] } == ["font-color", "background-color"])
        #expect(sheet.nuiText(of: sheet.declarations[1].value) == "rgba ( 0 , 0 , 0 , 0.5 )")
        #expect(sheet.parts(of: sheet.declarations[1].value).map(\.kind).first == .identifier)
        #expect(sheet[sheet.declarations[1].range] == "background-color: rgba(0, 0, 0, 0.5);")
    }

    @Test func oneNameSelectorsAreTheirName() {
        let text = "A { }\nand{}\nB/* c */\n{ x: y; }\n@media (device:ipad) { C\r\n{ } }\nD, E { }"
        let sheet = NSSStylesheet(SourceText(text))
        #expect(sheet.problems.isEmpty)
        #expect(sheet.selectors.map { sheet[$0.range] } == ["A", "and", "B", "C", "D", "E"])
        #expect(sheet.selectors.map { sheet[$0.name] } == ["A", "and", "B", "C", "D", "E"])
        #expect(sheet.selectors.map(\.ruleSet) == [0, 1, 2, 3, 4, 4])
        #expect(sheet.ruleSets.map(\.selectors) == [0..<1, 1..<2, 2..<3, 3..<4, 4..<6])
    }

    @Test func valueContinuesOnNextLineUnlessAStatementStarts() {
        let text = "Label {\n  font-name: Helvetica\r\n    Neue;\n  font-size: 14\n  text-align: center\n}\n"
        let sheet = NSSStylesheet(SourceText(text))
        #expect(sheet.declarations.map { sheet[$0.property] } == ["font-name", "font-size", "text-align"])
        #expect(sheet.declarations.map { sheet[$0.value.range] } == ["Helvetica\r\n    Neue", "14", "center"])
        #expect(sheet.declarations.map { $0.semicolon == nil } == [false, true, true])
        #expect(sheet.problems.map(\.code) == [.missingSemicolon, .missingSemicolon])
    }

    @Test func recoveryCostsOneDeclaration() {
        let text = "Label {\n  font-size: 14\n  font-color: red;\n}\nButton { font-size: 12; }\n"
        let sheet = NSSStylesheet(SourceText(text))
        #expect(sheet.declarations.map { sheet[$0.property] } == ["font-size", "font-color", "font-size"])
        #expect(sheet.ruleSets.count == 2)
        #expect(sheet.problems.count == 1)
    }

    @Test func mediaOptionsAreParsed() {
        let sheet = NSSStylesheet(SourceText("@media (device:ipad) and (orientation:landscape) { Label { font-size: 20; } }"))
        #expect(sheet.mediaBlocks.count == 1)
        #expect(sheet.mediaBlocks[0].options.compactMap { $0.key.map { sheet[$0] } } == ["device", "orientation"])
        #expect(sheet.mediaBlocks[0].options.compactMap { $0.value.map { sheet[$0] } } == ["ipad", "landscape"])
        #expect(sheet.ruleSets[0].media == 0)
    }
}
