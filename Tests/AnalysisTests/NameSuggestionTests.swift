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

    /// The search, which rules candidates out by their shapes before it computes edit distances,
    /// answers as a plain reading of its rules over every candidate does: on edited catalog names
    /// (ASCII or not), with the default limit (and completions) and with explicit ones.
    @Test func searchAgreesWithAPlainReadingOfItsRules() {
        var random = SeededGenerator(seed: 11)
        let candidates = NSSCatalog.propertyNames + ["é-colour", "Font-Colour"]
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.é".utf8)
        var suggested = 0
        for _ in 0..<800 {
            var bytes = Array(candidates.randomElement(using: &random)!.utf8)
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                let position = Int.random(in: 0..<max(1, bytes.count), using: &random)
                switch Int.random(in: 0..<4, using: &random) {
                case 0 where position + 1 < bytes.count: bytes.swapAt(position, position + 1)
                case 1: bytes.insert(alphabet.randomElement(using: &random)!, at: min(position, bytes.count))
                case 2 where bytes.count > 1: bytes.remove(at: position)
                default: if !bytes.isEmpty { bytes[position] = alphabet.randomElement(using: &random)! }
                }
            }
            let name = String(decoding: bytes, as: UTF8.self)
            for limit in [nil, 1, 3] as [Int?] {
                let expected = plainClosest(to: name, in: candidates, limit: limit)
                #expect(NameSuggestion.closest(to: name, in: candidates, limit: limit) == expected, "\(name) within \(String(describing: limit))")
                if expected != nil { suggested += 1 }
            }
        }
        #expect(suggested > 800, "the edited names include many near misses")
    }

    /// `NameSuggestion`'s documented rules, read plainly: equal but for case wins; else the smallest
    /// edit distance within the limit, ties alphabetically; else, with the default limit, the shortest
    /// candidate the name starts.
    private func plainClosest(to name: String, in candidates: [String], limit: Int?) -> String? {
        let target = Array(name.utf8)
        let allowsCompletion = limit == nil && target.count >= 3
        let limit = limit ?? max(1, min(3, target.count / 3))
        var best: (candidate: String, distance: Int)?
        var completions: [String] = []
        for candidate in candidates where candidate != name {
            if candidate.lowercased() == name.lowercased() { return candidate }
            if allowsCompletion, Array(candidate.utf8).starts(with: target) { completions.append(candidate) }
            let distance = NameSuggestion.editDistance(target, Array(candidate.utf8))
            if distance <= limit, best == nil || (distance, candidate) < (best!.distance, best!.candidate) { best = (candidate, distance) }
        }
        return best?.candidate ?? completions.min { ($0.count, $0) < ($1.count, $1) }
    }
}
