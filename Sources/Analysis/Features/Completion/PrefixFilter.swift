/// Drops candidates the typed prefix cannot match before they are built in full (reading a
/// constant's colour costs more than ranking it), and remembers whether it dropped any.
final class PrefixFilter {
    private let ranking: CompletionRanking
    private(set) var droppedAny = false

    init(_ ranking: CompletionRanking) {
        self.ranking = ranking
    }

    func accepts(_ label: String) -> Bool {
        guard ranking.matchClass(label) != nil else {
            droppedAny = true
            return false
        }
        return true
    }
}
