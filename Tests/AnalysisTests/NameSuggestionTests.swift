import Analysis
import Testing

struct NameSuggestionTests {
    @Test(arguments: [
        ("font-colour", ["font-color", "font-name", "font-size"], "font-color"),
        ("@binding", ["@Binding", "@ViewBuilder"], "@Binding"),
        ("brnad", ["brand", "bland", "grand"], "brand"),
        ("tintColr", ["tintColor", "tintColorTapState"], "tintColor"),
        ("backgr", ["background-color", "border-color"], "background-color"),
        ("xyz", ["font-color"], nil),
        ("same", ["same"], nil),
    ] as [(String, [String], String?)])
    func suggests(_ name: String, _ candidates: [String], _ expected: String?) {
        #expect(NameSuggestion.closest(to: name, in: candidates) == expected)
    }

    @Test func transpositionIsOneEdit() {
        #expect(NameSuggestion.editDistance(Array("abcd".utf8), Array("acbd".utf8)) == 1)
        #expect(NameSuggestion.editDistance(Array("kitten".utf8), Array("sitting".utf8)) == 3)
    }
}
