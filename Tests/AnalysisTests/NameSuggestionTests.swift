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

    /// A cache with a limit answers as the uncached search, for names near and beyond the lengths its
    /// candidates allow (where it skips the search).
    @Test func cacheWithLimitAgreesWithSearch() {
        let candidates = ["Bar", "Button", "NavigationBar", "SegmentedControl"]
        let names = [
            "Ba", "B", "", "Br", "bar", "BUTTON", "Buton", "Buttonn", "NavigationBr", "SegmentedControlX", "SegmentedControlXY",
            "SegmentedControlXYZ", "segmentedcontrol", "Navigation", "Bär", "Bäär", "xx",
        ]
        for limit in [1, 2] {
            let cache = NameSuggestion.Cache(candidates, limit: limit)
            for name in names {
                #expect(cache.closest(to: name) == NameSuggestion.closest(to: name, in: candidates, limit: limit), "\(name) within \(limit)")
            }
        }
        #expect(NameSuggestion.Cache(candidates, limit: 2).closest(to: "SegmentedControlXY") == "SegmentedControl")
    }
}
