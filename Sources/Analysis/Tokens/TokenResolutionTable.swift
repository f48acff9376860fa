import Colors
import DesignTokens

/// Where a name's alias chain goes from that name in one mode.
enum AliasStep: Sendable, Equatable {
    /// No definition takes effect in this mode.
    case noDefinition
    /// The winning definition has no value for this mode.
    case noValue
    /// A value without references: the chain ends here.
    case plainLiteral
    /// A value that embeds references (math, composites): the chain ends here.
    case literalWithReferences
    /// An alias to the name with this id.
    case alias(Int32)
    /// An alias to a name nothing defines.
    case unknownAlias
}

/// How one name resolves in one mode while it is being worked out, before it is stored field by
/// field in a ``TokenResolutionTable``.
struct ResolvedSlot {
    /// An id of ``TokenTypeNames``; -1 for none.
    var type: Int32 = -1
    /// The value, unless it is a colour: then the value is the colour in hex, made when it is read.
    var value: String?
    var color: RGBA?
    var failure: String?
    /// The id of the name whose definition gives the final value; -1 when the chain breaks first.
    var source: Int32 = -1
    var dependsOnMode = false
}

/// Everything kept per name and mode, by slot: `id * modeCount + mode position`. Resolutions are
/// kept in one array per field, so that reading one field copies nothing else.
struct TokenResolutionTable: Sendable {
    /// The position of the winning definition in its name's list; -1 when none wins.
    var winners: [Int32] = []
    var steps: [AliasStep] = []
    /// The winning definition's own `$type` and its group's type, as ids of ``typeNames``; -1 for none.
    var ownTypes: [Int32] = []
    var groupTypes: [Int32] = []
    var typeNames = TokenTypeNames()
    /// The position of each mode in ``TokenGraph/resolutionModes``.
    var modePositions: [String: Int] = [:]

    var resolutions = TokenResolutions(count: 0)

    /// The canonical type at `slot` as a string.
    func type(at slot: Int) -> String? {
        let id = resolutions.types[slot]
        return id < 0 ? nil : typeNames.names[Int(id)]
    }
}

/// How each name resolves in each mode, by slot, in one array per field, so that reading one field
/// copies nothing else.
struct TokenResolutions: Sendable {
    var isResolved: [Bool]
    /// The canonical type, as an id of ``TokenTypeNames``; -1 for none.
    var types: [Int32]
    /// The values of slots that are no colour; a colour's value is the colour in hex.
    var values: [String?]
    var colors: [RGBA?]
    /// Why a slot does not resolve, for the few that do not.
    var failures: [Int: String] = [:]
    /// The id of the name whose definition gives the final value; -1 when the chain breaks first.
    var sources: [Int32]
    var dependsOnMode: [Bool]

    /// `count` slots, none resolved.
    init(count: Int) {
        isResolved = [Bool](repeating: false, count: count)
        types = [Int32](repeating: -1, count: count)
        values = [String?](repeating: nil, count: count)
        colors = [RGBA?](repeating: nil, count: count)
        sources = [Int32](repeating: -1, count: count)
        dependsOnMode = [Bool](repeating: false, count: count)
    }

    var count: Int { isResolved.count }

    /// Stores the resolution of a slot not resolved before (whose optional fields are still nil).
    mutating func store(_ result: consuming ResolvedSlot, at slot: Int) {
        isResolved[slot] = true
        types[slot] = result.type
        if let value = result.value { values[slot] = value }
        if let color = result.color { colors[slot] = color }
        if let failure = result.failure { failures[slot] = failure }
        sources[slot] = result.source
        dependsOnMode[slot] = result.dependsOnMode
    }

    /// Gives `slot`, not resolved before, the resolution of `other`.
    mutating func copy(from other: Int, to slot: Int) {
        isResolved[slot] = isResolved[other]
        types[slot] = types[other]
        if let value = values[other] { values[slot] = value }
        if let color = colors[other] { colors[slot] = color }
        if let failure = failures[other] { failures[slot] = failure }
        sources[slot] = sources[other]
        dependsOnMode[slot] = dependsOnMode[other]
    }

    /// The resolution at `slot` as one value.
    func resolved(at slot: Int) -> ResolvedSlot {
        ResolvedSlot(
            type: types[slot], value: colors[slot].map(TokenGraph.hex) ?? values[slot], color: colors[slot], failure: failures[slot], source: sources[slot],
            dependsOnMode: dependsOnMode[slot])
    }
}

/// The `$type` strings of a graph, each kept once with an integer id, and the canonical form of each
/// (`TokenType.canonical`) worked out once. A graph has a handful of types, so they are found by
/// comparing against each.
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
