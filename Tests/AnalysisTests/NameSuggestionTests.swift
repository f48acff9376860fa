import Analysis
import NSS
import TestSupport
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

    /// The same for the built-in class names and names made from them by random edits (case changes,
    /// swaps, insertions, deletions, replacements), most of which the cache rules out by their shape.
    @Test func cacheWithLimitAgreesWithSearchOnEditedClassNames() {
        var random = SeededGenerator(seed: 7)
        let candidates = NSSCatalog.classNames
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.é".utf8)
        var names: [String] = []
        for _ in 0..<600 {
            var bytes = Array(candidates.randomElement(using: &random)!.utf8)
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                let position = Int.random(in: 0..<max(1, bytes.count), using: &random)
                switch Int.random(in: 0..<5, using: &random) {
                case 0 where !bytes.isEmpty: bytes[position] ^= 0x20
                case 1 where position + 1 < bytes.count: bytes.swapAt(position, position + 1)
                case 2: bytes.insert(alphabet.randomElement(using: &random)!, at: min(position, bytes.count))
                case 3 where !bytes.isEmpty: bytes.remove(at: position)
                default: if !bytes.isEmpty { bytes[position] = alphabet.randomElement(using: &random)! }
                }
            }
            names.append(String(decoding: bytes, as: UTF8.self))
        }
        var suggested = 0
        for limit in [1, 2] {
            let cache = NameSuggestion.Cache(candidates, limit: limit)
            for name in names {
                let expected = NameSuggestion.closest(to: name, in: candidates, limit: limit)
                #expect(cache.closest(to: name) == expected, "\(name) within \(limit)")
                if expected != nil { suggested += 1 }
            }
        }
        #expect(suggested > 300, "the edited names include many near misses")
    }
}
