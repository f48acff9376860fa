import DesignTokens

extension TokenGraph {
    /// How an alias chain ends.
    private enum ChainEnd {
        /// The last name has no value, or aliases a name nothing defines.
        case failure(TokenResolutionFailure?)
        /// The last name (this id) has a value without references.
        case plainLiteral(Int)
        /// The last name (this id) has a value with references.
        case literalWithReferences(Int)
        /// The last name aliases a name already on the chain (this id).
        case loop(Int)
        /// The last name walked (this id) is resolved, and its result stands for the rest.
        case resolvedName(Int)
    }

    /// Resolves the name `start` in the mode at `position` into `progress.resolutions`.
    ///
    /// The alias chain is walked once, up to its end or to the first resolved name whose result can
    /// stand for the rest; the names walked then get their results from the end backwards, so a chain
    /// of n aliases costs O(n) in all, not O(n²). Where a result depends on the way in (an alias loop,
    /// a value with references resolved inside another value or on a reference cycle), only `start`'s
    /// is kept, as the other names reached that way resolve differently on their own. Embedded
    /// references recurse up to ``maximumNesting``.
    func resolve(
        _ start: Int, position: Int, modes: [String], depth: Int, visiting: Set<String>, progress: inout ResolutionProgress
    ) {
        let count = modeCount
        guard !progress.resolutions.isResolved[start * count + position] else { return }
        let isTopLevel = depth == 0 && visiting.isEmpty
        var end = walkChain(from: start, position: position, modes: modes, isTopLevel: isTopLevel, progress: &progress)
        let chain = progress.walk.ids
        // DTCG's rule: a token's own type, else its alias target's type, else its group's; along a
        // chain that is the first own type, else the group type nearest the end.
        var ownTypeName: Int32 = -1
        var groupTypeName: Int32 = -1
        // The slot of the name after the one being resolved (-1 for none), and whether any name from
        // the one being resolved on (or a reference inside the final value) depends on the mode.
        var following = -1
        var dependsOnMode = false
        var walked = chain[...]
        if case .resolvedName(let resolved) = end {
            let slot = resolved * count + position
            ownTypeName = progress.chains[slot].ownTypeName
            groupTypeName = progress.chains[slot].groupTypeName
            following = slot
            dependsOnMode = progress.resolutions.dependsOnMode[slot]
            end = self.end(of: slot, in: progress.resolutions, position: position)
            walked = walked.dropLast()
        }
        let reuse: ChainReuse
        switch end {
        case .failure, .plainLiteral: reuse = .anywhere
        case .literalWithReferences(let last): reuse = isTopLevel && !progress.isOnCycle[last] ? .topLevel : .none
        case .loop, .resolvedName: reuse = .none
        }
        for index in walked.indices.reversed() {
            let id = Int(walked[index])
            let slot = id * count + position
            if table.ownTypes[slot] >= 0 { ownTypeName = Int32(id) }
            if groupTypeName < 0, table.groupTypes[slot] >= 0 { groupTypeName = Int32(id) }
            if isModeDependent[id] { dependsOnMode = true }
            guard index == 0 || reuse != .none, !progress.resolutions.isResolved[slot] else { continue }
            let ownType = ownTypeName >= 0 ? table.ownTypes[Int(ownTypeName) * count + position] : -1
            let type = table.typeNames.canonical(
                ownType >= 0 ? ownType : groupTypeName >= 0 ? table.groupTypes[Int(groupTypeName) * count + position] : -1)
            let typeName = type < 0 ? nil : table.typeNames.names[Int(type)]
            var result = ResolvedSlot()
            result.type = type
            result.dependsOnMode = dependsOnMode
            switch end {
            case .failure(let message):
                result.failure = message
            case .plainLiteral(let last), .literalWithReferences(let last):
                result.source = Int32(last)
                if reuse != .none, following >= 0, progress.resolutions.types[following] == type {
                    // The same final value read with the same type.
                    result.value = progress.resolutions.values[following]
                    result.color = progress.resolutions.colors[following]
                    result.failure = progress.resolutions.failures[following]
                } else if case .plainLiteral = end {
                    Self.resolvePlainLiteral(plainNode(last, position: position, modes: modes), type: typeName, into: &result)
                } else {
                    // On a reference cycle the names being resolved decide where the loop is reported.
                    let nested = reuse == .none ? visiting.union(chain.map { names[Int($0)] }) : visiting
                    resolveLiteral(
                        winningValue(last, position: position, modes: modes)!, type: typeName, position: position, modes: modes,
                        depth: depth, visiting: nested, progress: &progress, into: &result)
                }
            case .loop(let target):
                let path = TokenCycle.path(count: chain.count + 1) { $0 < chain.count ? names[Int(chain[$0])] : names[target] }
                result.failure = .circular(path: path)
            case .resolvedName:
                break
            }
            progress.resolutions.store(result, at: slot)
            progress.chains[slot] = ResolvedChain(ownTypeName: ownTypeName, groupTypeName: groupTypeName, reuse: reuse)
            following = slot
            dependsOnMode = result.dependsOnMode
        }
        if case .loop(let target) = end, let loopStart = chain.firstIndex(of: Int32(target)) {
            resolveAliasLoop(chain[loopStart...], position: position, progress: &progress)
        }
    }

    /// Follows the alias steps from `start` (recorded in `progress.walk`) to the chain's end, or to a
    /// resolved name whose result can stand for the rest (then that name is the last one walked).
    private func walkChain(
        from start: Int, position: Int, modes: [String], isTopLevel: Bool, progress: inout ResolutionProgress
    ) -> ChainEnd {
        let count = modeCount
        var current = start
        progress.walk.start(at: start)
        while true {
            let slot = current * count + position
            guard table.winners[slot] >= 0 else {
                return .failure(.noValueForMode(name: names[current], mode: modes[position]))
            }
            switch table.steps[slot] {
            case .noDefinition, .noValue:
                return .failure(.noValue(name: names[current]))
            case .unknownAlias:
                let target = aliasPath(of: current, position: position, modes: modes)
                return .failure(.missing(target, isGroup: isGroup(target)))
            case .plainLiteral:
                return .plainLiteral(current)
            case .literalWithReferences:
                return .literalWithReferences(current)
            case .alias(let target):
                let next = Int(target)
                if progress.walk.contains(next) { return .loop(next) }
                progress.walk.append(next)
                if progress.canContinue(from: next * count + position, atTopLevel: isTopLevel) { return .resolvedName(next) }
                current = next
            }
        }
    }

    /// How the chain of the resolved name at `slot` that can stand for the rest of a chain ends.
    private func end(of slot: Int, in resolutions: TokenResolutions, position: Int) -> ChainEnd {
        guard resolutions.sources[slot] >= 0 else { return .failure(resolutions.failures[slot]) }
        let last = Int(resolutions.sources[slot])
        if case .plainLiteral = table.steps[last * modeCount + position] { return .plainLiteral(last) }
        return .literalWithReferences(last)
    }
}
