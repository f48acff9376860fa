import Analysis
import Testing

struct NameSuggestionTests {
    @Test(arguments: [
        ("font-colour", ["font-color", "font-name", "font-size"], "font-color"),
        ("@binding", ["@Binding", "@ViewBuilder"], "@Binding"),
        ("brnad", ["brand", "bland", "grand"], "brand"),
        ("tintColr", ["tintColor", "tintColorTapState"], "tintColor"),
        ("xyz", ["font-color"], nil),
        ("same", ["same"], nil),
    ] as [(String, [String], String?)])
    func suggests(_ name: String, _ candidates: [String], _ expected: String?) {
        #expect(NameSuggestion.nearest(to: name, among: candidates) == expected)
    }

    @Test func transpositionIsOneEdit() {
        #expect(NameSuggestion.editDistance(Array("abcd".unicodeScalars), Array("acbd".unicodeScalars)) == 1)
        #expect(NameSuggestion.editDistance(Array("kitten".unicodeScalars), Array("sitting".unicodeScalars)) == 3)
    }
}
