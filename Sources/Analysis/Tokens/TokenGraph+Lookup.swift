import DesignTokens

extension TokenGraph {
    /// How `name` resolves in `mode` (`""` when there are no modes).
    package func resolution(_ name: String, mode: String) -> TokenResolution? {
        guard let id = definitions.ids[name] else { return nil }
        let position = table.modePositions[mode] ?? (modes.isEmpty ? 0 : -1)
        guard position >= 0 else { return nil }
        return resolution(id: id, position: position)
    }

    /// The first resolution of `name` (its first mode).
    package func anyResolution(_ name: String) -> TokenResolution? {
        guard let id = definitions.ids[name] else { return nil }
        return resolution(id: id, position: 0)
    }

    /// The resolution kept for a name and mode position, with its chain and source filled in.
    private func resolution(id: Int, position: Int) -> TokenResolution? {
        let count = modeCount
        let index = id * count + position
        guard index < table.resolutions.count, table.resolutions.isResolved[index] else { return nil }
        let slot = table.resolutions.resolved(at: index)
        let modes = resolutionModes
        let mode = modes[position]
        let graph = self
        var result = TokenResolution(name: names[id], mode: mode) { graph.chain(from: id, position: position, modes: modes) }
        result.type = table.type(at: index)
        result.value = slot.value
        result.color = slot.color
        result.failure = slot.failure
        result.dependsOnMode = slot.dependsOnMode
        if slot.source >= 0 {
            let source = Int(slot.source)
            let definition = definitions.lists[source][Int(table.winners[source * count + position])]
            result.sourcePath = definition.path
            result.sourceFileMode = definition.fileMode
            result.sourceHasOwnModeValue = definition.token.modeValues.isEmpty || definition.token.modeValues[mode] != nil
        }
        return result
    }

    /// The names a resolution follows, this one first: the alias steps again, up to the first name
    /// that repeats or does not alias.
    private func chain(from id: Int, position: Int, modes: [String]) -> [String] {
        var chain = [names[id]]
        var ids = [id]
        var longChainIDs: Set<Int> = []
        var current = id
        while true {
            switch table.steps[current * modeCount + position] {
            case .alias(let target):
                let next = Int(target)
                if ids.count >= 8, longChainIDs.isEmpty { longChainIDs = Set(ids) }
                guard !(longChainIDs.isEmpty ? ids.contains(next) : longChainIDs.contains(next)) else { return chain }
                ids.append(next)
                if !longChainIDs.isEmpty { longChainIDs.insert(next) }
                chain.append(names[next])
                current = next
            case .unknownAlias:
                chain.append(aliasPath(of: current, position: position, modes: modes))
                return chain
            case .noDefinition, .noValue, .plainLiteral, .literalWithReferences:
                return chain
            }
        }
    }
}
