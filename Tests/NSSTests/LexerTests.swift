import NSS
import SourceText
import Testing

struct LexerTests {
    /// Source, then its tokens as `kind:text`, trivia included.
    static let cases: [(String, [String])] = [
        ("Assets/bg.png", ["identifier:Assets/bg.png"]),
        ("a/*c*/b", ["identifier:a", "comment:/*c*/", "identifier:b"]),
        ("name/", ["identifier:name/"]),
        ("abcdefgh/*x*/", ["identifier:abcdefgh", "comment:/*x*/"]),
        ("abcdefg/ijk/*", ["identifier:abcdefg/ijk", "unterminatedComment:/*"]),
        ("a1b2c3d4e5f6g7h8i9:x", ["identifier:a1b2c3d4e5f6g7h8i9", "colon::", "identifier:x"]),
        ("abcd efgh\n\tij", ["identifier:abcd", "space: ", "identifier:efgh", "newline:\n\t", "identifier:ij"]),
        ("@media and@x", ["mediaKeyword:@media", "space: ", "andKeyword:and", "variable:@x"]),
        ("font-size:12;", ["identifier:font-size", "colon::", "identifier:12", "semicolon:;"]),
        ("a\\.b-c_d.e", ["identifier:a\\.b-c_d.e"]),
        ("abcdé", ["identifier:abcd", "invalid:é"]),
        ("12px%;", ["identifier:12px", "invalid:%", "semicolon:;"]),
        ("%/x", ["invalid:%", "invalid:/", "identifier:x"]),
        ("é!x", ["invalid:é", "bang:!x"]),
        ("a'b'", ["identifier:a", "quoted:'b'"]),
        ("and andy @media @mediaX", ["andKeyword:and", "space: ", "identifier:andy", "space: ", "mediaKeyword:@media", "space: ", "variable:@mediaX"]),
    ]

    @Test(arguments: cases)
    func tokens(_ source: String, _ expected: [String]) {
        let sheet = NSSStylesheet(SourceText(source))
        let actual = sheet.tokens.map { "\($0.kind):\(sheet.text[$0.range])" }
        #expect(actual == expected)
    }

    /// The counts the parser reserves its arrays with are the numbers of those tokens.
    @Test func countsAreTheNumbersOfTheirTokens() {
        let texts = [
            "@a: 1;\nButton, Label:Large { font-color: rgba(0, 0, 0, 0.5); @b: @a; }\n@media (device:ipad) { @mediaX: 2; }",
            "{{{,,,:::@@@", "",
        ].map { Array($0.utf8) } + corpusFiles("nss").map(\.bytes)
        for bytes in texts {
            let (tokens, _, counts) = NSSLexer.tokenize(bytes)
            func count(_ kinds: NSSTokenKind...) -> Int { tokens.filter { kinds.contains($0.kind) }.count }
            #expect(counts.colons == count(.colon))
            #expect(counts.leftBraces == count(.leftBrace))
            let colonsAfterVariables = tokens.indices.dropFirst().count(where: { tokens[$0].kind == .colon && tokens[$0 - 1].kind == .variable })
            #expect(counts.variableColons <= colonsAfterVariables)
            #expect(counts.outerCommas <= count(.comma))
        }
        let sizes = NSSLexer.tokenize(Array("@a: 1;\n@b:rgba(0, 0, 0, 1);\nA, B, C { x: y }".utf8)).counts
        #expect(sizes.variableColons == 2)
        #expect(sizes.outerCommas == 2)
    }
}
