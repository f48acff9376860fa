import Colors
import SourceText

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
    var failures: [Int: TokenResolutionFailure] = [:]
    /// The id of the name whose definition gives the final value; -1 when the chain breaks first.
    var sources: [Int32]
    var dependsOnMode: [Bool]

    /// `count` slots, none resolved.
    init(count: Int) {
        isResolved = [Bool](copies: false, count: count)
        types = [Int32](copies: -1, count: count)
        values = [String?](copies: nil, count: count)
        colors = [RGBA?](copies: nil, count: count)
        sources = [Int32](copies: -1, count: count)
        dependsOnMode = [Bool](copies: false, count: count)
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
