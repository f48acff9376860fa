extension TokenGraph {
    /// Resolves every name on an alias loop at once, as each would resolve on its own: walking from a
    /// member goes once around the loop back to it, so its failure names the loop from there (bounded,
    /// ``TokenCycle/path(count:name:)``), its type is the first own type along the loop from it, else
    /// the group type nearest the loop's end before it. A loop of n names then costs O(n), where
    /// walking it from each member cost O(n²).
    func resolveAliasLoop(_ loop: ArraySlice<Int32>, position: Int, progress: inout ResolutionProgress) {
        let count = modeCount
        let members = Array(loop)
        let length = members.count
        guard length > 0 else { return }
        func slot(_ place: Int) -> Int { Int(members[place % length]) * count + position }
        // By place: the place (on the doubled loop) of the first own type from it, and of the last
        // group type within one turn from it; -1 for none.
        var firstOwnType = [Int](copies: -1, count: length)
        var next = -1
        for place in stride(from: 2 * length - 1, through: 0, by: -1) {
            if table.ownTypes[slot(place)] >= 0 { next = place }
            if place < length { firstOwnType[place] = next >= 0 && next < place + length ? next : -1 }
        }
        var lastGroupType = [Int](copies: -1, count: length)
        var last = -1
        for place in 0..<(2 * length - 1) {
            if table.groupTypes[slot(place)] >= 0 { last = place }
            let start = place - length + 1
            if start >= 0 { lastGroupType[start] = last >= start ? last : -1 }
        }
        let dependsOnMode = members.contains { isModeDependent[Int($0)] }
        for place in 0..<length {
            let own = firstOwnType[place]
            let group = lastGroupType[place]
            guard !progress.resolutions.isResolved[slot(place)] else { continue }
            let ownType = own >= 0 ? table.ownTypes[slot(own)] : -1
            var result = ResolvedSlot()
            result.type = table.typeNames.canonical(ownType >= 0 ? ownType : group >= 0 ? table.groupTypes[slot(group)] : -1)
            result.dependsOnMode = dependsOnMode
            result.failure = .circular(path: TokenCycle.path(count: length + 1) { names[Int(members[(place + $0) % length])] })
            progress.resolutions.store(result, at: slot(place))
            progress.chains[slot(place)] = ResolvedChain(
                ownTypeName: own >= 0 ? members[own % length] : -1, groupTypeName: group >= 0 ? members[group % length] : -1, reuse: .none)
        }
    }
}
