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

/// How one name resolves in one mode while it is being worked out, before it is stored field by
/// field in a ``TokenResolutionTable``.
struct ResolvedSlot {
    /// An id of ``TokenTypeNames``; -1 for none.
    var type: Int32 = -1
    /// The value, unless it is a colour: then the value is the colour in hex, made when it is read.
    var value: String?
    var color: RGBA?
    var failure: TokenResolutionFailure?
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
