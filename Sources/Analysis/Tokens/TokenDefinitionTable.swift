/// The definitions of a token graph by name: every name gets an integer id (its position in
/// first-definition order) from one ``TokenNameTable``, and everything else is kept in arrays by id.
package struct TokenDefinitionTable: Sendable {
    package private(set) var ids: TokenNameTable
    /// The definitions of each id, in precedence order (the last wins).
    package private(set) var lists: [[TokenDefinition]] = []

    init(capacity: Int) {
        ids = TokenNameTable(capacity: capacity)
        lists.reserveCapacity(capacity)
    }

    /// Names in first-definition order; a name's id is its position.
    package var names: [String] { ids.names }

    /// Every definition of `name`, in precedence order; `nil` when nothing defines it.
    package subscript(name: String) -> [TokenDefinition]? {
        guard let id = ids[name] else { return nil }
        return lists[id]
    }

    var count: Int { ids.count }

    /// Adds a definition after the others of its name and returns the name's id.
    @discardableResult
    mutating func append(_ definition: consuming TokenDefinition) -> Int {
        let (id, isNew) = ids.add(definition.name)
        if isNew {
            lists.append([consume definition])
        } else {
            lists[id].append(consume definition)
        }
        return id
    }

    /// Changes every definition of the name `id` in place.
    mutating func update(_ id: Int, _ body: (inout TokenDefinition) -> Void) {
        for position in lists[id].indices { body(&lists[id][position]) }
    }

    /// Reads the definition at `position` of the name `id` in place: a copy of a definition retains
    /// every part of its token.
    func withDefinition<Result>(_ id: Int, at position: Int, _ body: (UnsafePointer<TokenDefinition>) -> Result) -> Result {
        lists[id].withUnsafeBufferPointer { body($0.baseAddress! + position) }
    }

    /// ``TokenGraph/winnerPosition(in:mode:)`` for the definitions of the name `id`, read in place.
    func winnerPosition(of id: Int, mode: String) -> Int? {
        lists.withUnsafeBufferPointer { lists in
            lists[id].withUnsafeBufferPointer { TokenGraph.winnerPosition(in: $0, mode: mode) }
        }
    }

    /// The number of definitions of the name `id`, without retaining its list.
    func definitionCount(_ id: Int) -> Int {
        lists.withUnsafeBufferPointer { $0[id].count }
    }
}
