import SourceText

/// What ``TokenGraph/resolveAll()`` has resolved so far, with what an alias chain needs to continue
/// from a resolved name instead of walking to its end again.
struct ResolutionProgress {
    /// By slot: `id * modeCount + mode position`.
    var resolutions: TokenResolutions
    /// By slot, beside ``resolutions``.
    var chains: [ResolvedChain]
    /// By name id: the name is on a reference cycle.
    let isOnCycle: [Bool]
    var walk: AliasChainWalk

    init(slotCount: Int, nameCount: Int, isOnCycle: [Bool]) {
        resolutions = TokenResolutions(count: slotCount)
        chains = [ResolvedChain](copies: ResolvedChain(), count: slotCount)
        self.isOnCycle = isOnCycle
        walk = AliasChainWalk(nameCount: nameCount)
    }

    /// True when the result at `slot` can stand for the rest of a chain that reaches it.
    func canContinue(from slot: Int, atTopLevel: Bool) -> Bool {
        switch chains[slot].reuse {
        case .none: return false
        case .topLevel: return atTopLevel
        case .anywhere: return true
        }
    }
}

/// What a resolved name's alias chain passes on to the chains that reach it.
struct ResolvedChain {
    /// The first name along the chain with its own `$type`; -1 when none has one.
    var ownTypeName: Int32 = -1
    /// The last name along the chain with a group type; -1 when none has one.
    var groupTypeName: Int32 = -1
    var reuse = ChainReuse.none
}

/// Where a resolved name's result may stand for the rest of another name's chain.
enum ChainReuse: UInt8 {
    /// Not resolved, or the result depends on the way in: an alias loop (its message names the names
    /// from the start), a value with references resolved inside another value or on a reference cycle.
    case none
    /// Only outside any other value: a value with references, resolved there, on no reference cycle.
    case topLevel
    /// Anywhere: the chain ends in a plain value, or in a failure that names only its last name.
    case anywhere
}

/// The names of the alias chain being walked, in order, with a mark per id for membership.
struct AliasChainWalk {
    private(set) var ids: [Int32] = []
    private var marks: [UInt32]
    private var stamp: UInt32 = 0

    init(nameCount: Int) {
        marks = [UInt32](copies: 0, count: nameCount)
    }

    mutating func start(at id: Int) {
        stamp &+= 1
        if stamp == 0 {
            for index in marks.indices { marks[index] = 0 }
            stamp = 1
        }
        ids.removeAll(keepingCapacity: true)
        append(id)
    }

    mutating func append(_ id: Int) {
        ids.append(Int32(id))
        marks[id] = stamp
    }

    func contains(_ id: Int) -> Bool { marks[id] == stamp }
}
