import DesignTokens
import SourceText

extension TokenGraph {
    /// Finds every reference cycle: Tarjan's strongly connected components, iteratively, over
    /// integer ids.
    mutating func findCycles() {
        let ids = definitions.ids
        var edges = ReferenceEdges(capacity: names.count)
        for id in 0..<definitions.count {
            defer { edges.endName() }
            let definitionCount = definitions.definitionCount(id)
            if definitionCount == 1, !isModeDependent[id] {
                // One definition with one value: its references are the alias step, unless it embeds them.
                switch table.steps[id * modeCount] {
                case .alias(let target):
                    edges.add(Int(target))
                    continue
                case .noDefinition, .noValue, .plainLiteral, .unknownAlias:
                    continue
                case .literalWithReferences:
                    break
                }
            }
            for position in 0..<definitionCount {
                let step = winningStep(id, definitionAt: position)
                definitions.withDefinition(id, at: position) { definition in
                    if !definition.pointee.facts.hasModeValues {
                        switch definition.pointee.facts.valueShape {
                        case .none, .plain: return
                        case .alias(let path):
                            if let step {
                                if case .alias(let target) = step { edges.add(Int(target)) }
                            } else if let target = ids[path] {
                                edges.add(target)
                            }
                            return
                        case .withReferences: break
                        }
                    }
                    if let references = definition.pointee.token.value?.references, !references.isEmpty {
                        Self.addTargets(of: references, ids: ids, to: &edges)
                    }
                    for (_, value) in definition.pointee.token.modeValues where !value.references.isEmpty {
                        Self.addTargets(of: value.references, ids: ids, to: &edges)
                    }
                }
            }
        }
        guard !edges.isEmpty else { return }
        let count = names.count
        var indexOf = [Int](copies: -1, count: count)
        var lowLink = [Int](copies: 0, count: count)
        var onStack = [Bool](copies: false, count: count)
        var stack: [Int] = []
        var counter = 0
        var components: [[Int]] = []
        var work: [(node: Int, next: Int)] = []
        var component: [Int] = []
        for start in 0..<count where indexOf[start] < 0 && !edges.targets(of: start).isEmpty {
            work.append((start, 0))
            indexOf[start] = counter
            lowLink[start] = counter
            counter += 1
            stack.append(start)
            onStack[start] = true
            while let (node, next) = work.last {
                let targets = edges.targets(of: node)
                if next < targets.count {
                    work[work.count - 1].next += 1
                    let target = Int(targets[targets.startIndex + next])
                    if indexOf[target] < 0 {
                        indexOf[target] = counter
                        lowLink[target] = counter
                        counter += 1
                        stack.append(target)
                        onStack[target] = true
                        work.append((target, 0))
                    } else if onStack[target] {
                        lowLink[node] = min(lowLink[node], indexOf[target])
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last?.node { lowLink[parent] = min(lowLink[parent], lowLink[node]) }
                if lowLink[node] == indexOf[node] {
                    component.removeAll(keepingCapacity: true)
                    while let top = stack.popLast() {
                        onStack[top] = false
                        component.append(top)
                        if top == node { break }
                    }
                    if component.count > 1 || edges.targets(of: node).contains(Int32(node)) { components.append(component) }
                }
            }
        }
        for component in components {
            let members = Set(component)
            if component.count <= Self.componentSearchedPerMember {
                for member in component {
                    let cycle = Self.cycle(from: member, within: members, edges: edges)
                    cycles[names[member]] = TokenCycle(names: cycle.prefix(TokenCycle.storedNames).map { names[$0] }, length: cycle.count - 1)
                }
                continue
            }
            // A large component: one cycle is found, and each member on it sees it from its own place
            // (the first names from there); only members off that cycle are searched on their own.
            var base = Self.cycle(from: component[0], within: members, edges: edges)
            base.removeLast()
            var placeOnBase: [Int: Int] = [:]
            for (place, member) in base.enumerated() { placeOnBase[member] = place }
            for member in component {
                if let place = placeOnBase[member] {
                    let shown = (0..<min(TokenCycle.storedNames, base.count + 1)).map { names[base[(place + $0) % base.count]] }
                    cycles[names[member]] = TokenCycle(names: shown, length: base.count)
                } else {
                    let cycle = Self.cycle(from: member, within: members, edges: edges)
                    cycles[names[member]] = TokenCycle(names: cycle.prefix(TokenCycle.storedNames).map { names[$0] }, length: cycle.count - 1)
                }
            }
        }
    }

    /// Components up to this size have each member's shortest cycle searched on its own.
    private static let componentSearchedPerMember = 64

    /// The alias step of the definition at `position` in the list of `id` when it wins in some mode:
    /// the step holds the id its alias names, so the name need not be looked up again.
    private func winningStep(_ id: Int, definitionAt position: Int) -> AliasStep? {
        let count = modeCount
        for slot in id * count..<(id + 1) * count where table.winners[slot] == Int32(position) {
            return table.steps[slot]
        }
        return nil
    }

    private static func addTargets(of references: [TokenReference], ids: TokenNameTable, to edges: inout ReferenceEdges) {
        for reference in references {
            if let target = ids[reference.path] { edges.add(target) }
        }
    }

    /// The shortest cycle from `start` back to itself inside one component.
    private static func cycle(from start: Int, within members: Set<Int>, edges: ReferenceEdges) -> [Int] {
        var previous: [Int: Int] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for target in edges.targets(of: node).lazy.map(Int.init) where members.contains(target) {
                if target == start {
                    var path = [start, node]
                    while let before = previous[path[path.count - 1]] { path.append(before) }
                    path.reverse()
                    return path
                }
                if previous[target] == nil, target != start {
                    previous[target] = node
                    queue.append(target)
                }
            }
        }
        return [start, start]
    }
}
