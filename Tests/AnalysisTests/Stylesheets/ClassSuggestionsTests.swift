import NSS
import Testing
import TestSupport

@testable import Analysis

/// The length bound that lets `nss/unknown-class` skip the did-you-mean search for long names must
/// skip only names the search has no answer for.
struct ClassSuggestionsTests {
    @Test func namesTooLongHaveNoSuggestion() {
        let suggestions = UnknownClassRule.builtInSuggestions
        var random = SeededGenerator(seed: 31)
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        var names: [String] = []
        // Built-in names with letters added, and names of their own, of every length around the bound.
        for base in NSSCatalog.classNames {
            for extra in 0...4 { names.append(base + String((0..<extra).map { _ in letters.randomElement(using: &random)! })) }
        }
        for _ in 0..<500 {
            names.append(String((0..<Int.random(in: 1...30, using: &random)).map { _ in letters.randomElement(using: &random)! }))
        }
        var tooLong = 0
        var answered = 0
        for name in names {
            let answer = suggestions.cache(forLength: name.utf8.count).closest(to: name)
            if answer != nil { answered += 1 }
            guard suggestions.isTooLong(name.utf8.count) else { continue }
            tooLong += 1
            #expect(answer == nil, "\(name)")
        }
        #expect(tooLong > 50)
        #expect(answered > 30)
    }
}
