import SourceText
import Testing

@testable import NSS

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

    /// Every byte a name continues with, and no other.
    @Test func nameBytes() {
        let expected = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_\\.".utf8)
        for byte in UInt8.min...UInt8.max {
            #expect(NSSLexer.isNameByte(byte) == expected.contains(byte), "byte \(byte)")
        }
    }

    @Test(arguments: cases)
    func tokens(_ source: String, _ expected: [String]) {
        let sheet = NSSStylesheet(SourceText(source))
        let actual = sheet.tokens.map { "\($0.kind):\(sheet.text[$0.range])" }
        #expect(actual == expected)
    }
}
