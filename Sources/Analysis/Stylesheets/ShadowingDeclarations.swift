/// For each declaration of a file, the later declaration that replaces it (nil: it takes effect), kept
/// in four bytes a declaration.
package struct ShadowingDeclarations: RandomAccessCollection, Sendable {
    /// Per declaration, the one replacing it, or -1.
    private let winners: [Int32]

    init(winners: [Int32]) { self.winners = winners }

    package var startIndex: Int { 0 }
    package var endIndex: Int { winners.count }
    package subscript(declaration: Int) -> Int? {
        let winner = winners[declaration]
        return winner < 0 ? nil : Int(winner)
    }
}
