import Colors

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

/// How one name resolves in one mode, without what ``TokenGraph/resolution(_:mode:)`` derives
/// on demand: the chain (by following the steps again) and the definition giving the value.
struct ResolvedSlot: Sendable {
    var type: String?
    var value: String?
    var color: RGBA?
    var failure: String?
    /// The id of the name whose definition gives the final value; -1 when the chain breaks first.
    var source: Int32 = -1
    var dependsOnMode = false
}

/// Everything kept per name and mode, by slot: `id * modeCount + mode position`.
struct TokenResolutionTable: Sendable {
    /// The position of the winning definition in its name's list; -1 when none wins.
    var winners: [Int32] = []
    var steps: [AliasStep] = []
    /// The winning definition's own `$type` and its group's type.
    var ownTypes: [String?] = []
    var groupTypes: [String?] = []
    var slots: [ResolvedSlot?] = []
    /// The position of each mode in ``TokenGraph/resolutionModes``.
    var modePositions: [String: Int] = [:]
}
