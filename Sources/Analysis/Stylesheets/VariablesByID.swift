/// The variables of one file (definitions outside rule sets) by name id: a small position per name,
/// and a variable only for each name that is defined.
struct VariablesByID: Sendable {
    /// In the order of their first definition.
    private(set) var variables: [StylesheetVariable] = []
    /// The name id of each variable, parallel to `variables`.
    private(set) var nameIDs: [Int32] = []
    /// Per name id, the position of its variable in `variables`, or -1.
    private var positions: [Int32]

    init(nameCount: Int) {
        positions = [Int32](repeating: -1, count: nameCount)
    }

    /// The variable of name `id`, if the file defines it outside rule sets.
    subscript(id: Int) -> StylesheetVariable? {
        let position = positions[id]
        return position < 0 ? nil : variables[Int(position)]
    }

    /// The definition NUI uses for name `id` (see ``StylesheetVariable/nuiWinner``).
    func nuiWinner(ofNameID id: Int) -> Int? {
        let position = positions[id]
        return position < 0 ? nil : variables[Int(position)].nuiWinner
    }

    /// The first definition of name `id`, the one FioriThemeManager uses.
    func firstDefinition(ofNameID id: Int) -> Int? {
        let position = positions[id]
        return position < 0 ? nil : variables[Int(position)].fioriThemeManagerWinner
    }

    /// Adds the first definition of name `id`.
    mutating func add(_ variable: StylesheetVariable, nameID id: Int) {
        positions[id] = Int32(truncatingIfNeeded: variables.count)
        variables.append(variable)
        nameIDs.append(Int32(truncatingIfNeeded: id))
    }

    /// Adds a later definition of name `id`, which has a variable.
    mutating func addDefinition(_ index: Int, toNameID id: Int, outsideMedia: Bool) {
        variables[Int(positions[id])].add(index, outsideMedia: outsideMedia)
    }
}
