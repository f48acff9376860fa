import Testing
import TestSupport

@testable import Analysis

/// The byte-level check that lets `nss/undefined-variable` skip its did-you-mean search must never
/// skip a search that has an answer.
struct VariableSuggestionsTests {
    @Test func skipsOnlySearchesWithoutAnswer() {
        var random = SeededGenerator(seed: 23)
        let alphabet = Array("abcAB-_1.")
        func randomName(_ lengths: ClosedRange<Int>) -> String {
            String((0..<Int.random(in: lengths, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
        }
        var skipped = 0
        var answered = 0
        for _ in 0..<300 {
            var defined: [String] = []
            for _ in 0..<Int.random(in: 1...12, using: &random) { defined.append(randomName(1...9)) }
            let file = StylesheetTestSupport.file(defined.map { "@\($0): 1;\n" }.joined())
            let candidates = file.definedNames.sorted()
            for _ in 0..<10 {
                // Misspellings of defined names, and names of their own.
                var name = randomName(1...12)
                if Bool.random(using: &random), let base = defined.randomElement(using: &random) {
                    var bytes = Array(base)
                    let position = Int.random(in: 0...bytes.count, using: &random)
                    switch Int.random(in: 0..<4, using: &random) {
                    case 0: bytes.insert(alphabet.randomElement(using: &random)!, at: position)
                    case 1: if position < bytes.count { bytes.remove(at: position) }
                    case 2: bytes = Array(String(bytes).uppercased())
                    default: bytes = Array(bytes.prefix(position))
                    }
                    if !bytes.isEmpty { name = String(bytes) }
                }
                let answer = NameSuggestion.closest(to: name, in: candidates)
                if answer != nil { answered += 1 }
                guard !file.mayHaveVariableSuggestion(for: name) else { continue }
                skipped += 1
                #expect(answer == nil, "\(name) among \(candidates)")
            }
        }
        // Both kinds of case occur, or the test checks little.
        #expect(skipped > 300)
        #expect(answered > 300)
    }
}
