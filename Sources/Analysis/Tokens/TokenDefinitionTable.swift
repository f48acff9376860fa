/// The definitions of a token graph by name: every name gets an integer id (its position in
/// first-definition order) from one dictionary, and everything else is kept in arrays by id.
package struct TokenDefinitionTable: Sendable {
    /// Names in first-definition order; a name's id is its position.
    package private(set) var names: [String] = []
    package private(set) var ids: [String: Int] = [:]
    /// The definitions of each id, in precedence order (the last wins).
    package private(set) var lists: [[TokenDefinition]] = []

    init(capacity: Int) {
        names.reserveCapacity(capacity)
        ids.reserveCapacity(capacity)
        lists.reserveCapacity(capacity)
    }

    /// Every definition of `name`, in precedence order; `nil` when nothing defines it.
    package subscript(name: String) -> [TokenDefinition]? {
        guard let id = ids[name] else { return nil }
        return lists[id]
    }

    var count: Int { names.count }

    /// Adds a definition after the others of its name and returns the name's id.
    @discardableResult
    mutating func append(_ definition: consuming TokenDefinition) -> Int {
        let next = names.count
        let name = definition.name
        // One hash of the name: the lookup inserts `next` when the name is new.
        let id = Self.value(&ids[name, default: next])
        if id == next {
            names.append(name)
            lists.append([definition])
        } else {
            lists[id].append(definition)
        }
        return id
    }

    /// Reads the definition at `position` of the name `id` in place: a copy of a definition retains
    /// every part of its token.
    func withDefinition<Result>(_ id: Int, at position: Int, _ body: (UnsafePointer<TokenDefinition>) -> Result) -> Result {
        lists[id].withUnsafeBufferPointer { body($0.baseAddress! + position) }
    }

    private static func value(_ slot: inout Int) -> Int { slot }
}
