import Analysis
import SourceText
import Testing

@Suite struct CompletionRankingTests {
    /// (prefix, label, expected class): 0 exact prefix, 1 prefix ignoring case, 2 letters in order, nil none.
    static let matches: [(String, String, Int?)] = [
        ("", "anything", 0),
        ("font", "font-color", 0),
        ("Font", "font-color", 1),
        ("FONT-C", "font-color", 1),
        ("fc", "font-color", 2),
        ("fcz", "font-color", nil),
        ("font-color-x", "font-color", nil),
        ("@tint", "@tintColor", 0),
        ("@TINTc", "@tintColor", 1),
        ("é", "école", 0),
        ("e", "école", 2),
        ("Éc", "école", 1),
        ("ec", "Ecole", 1),
        ("col", "naïvecolour", 2),
    ]

    @Test(arguments: matches.indices) func matchClass(_ index: Int) {
        let (prefix, label, expected) = Self.matches[index]
        #expect(CompletionRanking(prefix: prefix).matchClass(label) == expected, "\(prefix) → \(label)")
    }

    @Test func ranksByMatchThenTierThenUsesThenNameAndNumbersTheSortKeys() {
        let range = TextRange(start: 0, end: 0)
        let labels = ["borderWidth", "Border", "border-color", "xbxoxr", "bord", "b-o-r-d", "none"]
        let candidates = labels.enumerated().map { index, label in
            CompletionCandidate(label: label, kind: .value, replacing: range, sortKey: label == "bord" ? "1" : "0")
        }
        let uses = ["border-color": 3]
        let answer = CompletionRanking(prefix: "bor", frequency: { uses[$0] ?? 0 }).rank(candidates + candidates.prefix(1))
        #expect(answer.items.map(\.label) == ["border-color", "borderWidth", "bord", "Border", "b-o-r-d", "xbxoxr"])
        #expect(answer.items.map(\.sortKey) == ["0", "1", "2", "3", "4", "5"])
        #expect(answer.isIncomplete)
    }

    @Test func sortKeysKeepTheirOrderAsText() {
        let range = TextRange(start: 0, end: 0)
        let candidates = (0..<150).map { CompletionCandidate(label: "name\($0)", kind: .value, replacing: range) }
        let answer = CompletionRanking(prefix: "").rank(candidates, limit: 120)
        #expect(answer.items.count == 120)
        #expect(answer.items.first?.sortKey == "000")
        #expect(answer.items.last?.sortKey == "119")
        #expect(answer.items.map(\.sortKey) == answer.items.map(\.sortKey).sorted())
        #expect(answer.isIncomplete)
    }
}
