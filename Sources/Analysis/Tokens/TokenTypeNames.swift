import DesignTokens

/// The `$type` strings of a graph, each kept once with an integer id, and the canonical form of each
/// (`TokenType.canonical`) worked out once. A graph has a handful of types, found by comparing
/// against each; beyond sixteen, by hashing.
struct TokenTypeNames: Sendable {
    private(set) var names: [String] = []
    /// By id: the id of the name's canonical form.
    private(set) var canonicalIDs: [Int32] = []
    /// Beyond a handful of types, ids are found by hashing.
    private var manyIDs: [String: Int32] = [:]

    /// The id of `name`, adding it (and its canonical form) when it is new.
    mutating func id(of name: String) -> Int32 {
        if names.count <= 16 {
            if let found = names.firstIndex(of: name) { return Int32(found) }
        } else if let found = manyIDs[name] {
            return found
        }
        let id = Int32(names.count)
        names.append(name)
        if names.count == 17 {
            for (index, known) in names.enumerated() { manyIDs[known] = Int32(index) }
        } else if names.count > 17 {
            manyIDs[name] = id
        }
        canonicalIDs.append(id)
        let canonical = TokenType.canonical(name)
        if canonical != name { canonicalIDs[Int(id)] = self.id(of: canonical) }
        return id
    }

    /// The id of the canonical form of the type `id`; -1 for -1.
    func canonical(_ id: Int32) -> Int32 { id < 0 ? -1 : canonicalIDs[Int(id)] }
}
