import Colors
import DesignTokens
import JSON
import SourceText

/// One file's contribution to a token graph.
package struct TokenSource: Sendable {
    package var path: String
    package var file: TokenFile
    package var mode: String?
    /// The tier of the whole file, when configuration or its name says so.
    package var tier: TokenTier?

    package init(path: String, file: TokenFile, mode: String? = nil, tier: TokenTier? = nil) {
        self.path = path
        self.file = file
        self.mode = mode
        self.tier = tier
    }
}

/// Every token definition of a set of files, resolved in every mode. Used for the workspace and
/// for palette token files alike.
package struct TokenGraph: Sendable {
    /// Definitions by name, in precedence order (the last wins).
    package private(set) var definitions: [String: [TokenDefinition]] = [:]
    /// Names in first-definition order.
    package private(set) var names: [String] = []
    /// Group names (dotted) with the files and groups defining them.
    package private(set) var groups: [String: [(path: String, group: TokenGroup)]] = [:]
    /// Every mode, in display order; empty when no file or token has modes.
    package private(set) var modes: [String] = []
    /// The position of each name in ``names``.
    package private(set) var nameIDs: [String: Int] = [:]
    /// Resolutions by name position, then mode position: `resolutions[id * modeCount + mode]`.
    private(set) var resolutions: [TokenResolution?] = []
    /// The position of each mode in ``resolutionModes``.
    private var modePositions: [String: Int] = [:]
    /// For every token on a reference cycle: the cycle starting and ending at it.
    package private(set) var cycles: [String: [String]] = [:]
    /// For a name that equals an earlier name but for case (`Color.Primary` after `color.primary`):
    /// that earlier name.
    package private(set) var caseTwins: [String: String] = [:]
    /// Names with a definition from a mode file or with per-mode values.
    package private(set) var modeDependentNames: Set<String> = []
    /// `$extends` problems: (path, range, message).
    package private(set) var extendsProblems: [(path: String, range: TextRange, message: String)] = []

    mutating func setResolutions(_ results: [TokenResolution?]) {
        resolutions = results
        for (position, mode) in resolutionModes.enumerated() { modePositions[mode] = position }
    }

    /// How many modes resolutions are kept for (at least one).
    var modeCount: Int { max(1, modes.count) }

    package init(sources: [TokenSource], modeOrder: [String] = [], tierFor: (TokenSource, DesignToken) -> TokenTier? = { source, _ in source.tier }) {
        var modeList = modeOrder
        var seenModes = Set(modeOrder)
        func addMode(_ mode: String) {
            if seenModes.insert(mode).inserted { modeList.append(mode) }
        }
        for (order, source) in sources.enumerated() {
            if let mode = source.mode { addMode(mode) }
            for mode in source.file.tokenModes { addMode(mode) }
            for token in source.file.tokens {
                let definition = TokenDefinition(
                    path: source.path, token: token, fileMode: source.mode, tier: tierFor(source, token), order: order)
                add(definition)
            }
            for group in source.file.groups where !group.segments.isEmpty {
                groups[group.name, default: []].append((source.path, group))
            }
        }
        modes = modeList
        var folded: [String: String] = [:]
        for name in names {
            let key = name.lowercased()
            if let first = folded[key] { caseTwins[name] = first } else { folded[key] = name }
        }
        applyExtends(sources: sources)
        findCycles()
        resolveAll()
    }

    private mutating func add(_ definition: TokenDefinition) {
        let name = definition.name
        if definitions[name] == nil {
            nameIDs[name] = names.count
            names.append(name)
        }
        if definition.fileMode != nil || !definition.token.modeValues.isEmpty { modeDependentNames.insert(name) }
        definitions[name, default: []].append(definition)
    }

    /// The modes to resolve in: the modes, or `""` alone.
    package var resolutionModes: [String] { modes.isEmpty ? [""] : modes }

    /// The definition that wins for `name` in `mode`: the last one from a file of that mode, else
    /// the last one from a file for every mode.
    package func winner(_ name: String, mode: String) -> TokenDefinition? {
        guard let list = definitions[name], let position = Self.winnerPosition(in: list, mode: mode) else { return nil }
        return list[position]
    }

    static func winnerPosition(in list: [TokenDefinition], mode: String) -> Int? {
        if list.count == 1 {
            return list[0].fileMode == nil || list[0].fileMode == mode || mode.isEmpty ? 0 : nil
        }
        if !mode.isEmpty, let specific = list.lastIndex(where: { $0.fileMode == mode }) { return specific }
        if let general = list.lastIndex(where: { $0.fileMode == nil }) { return general }
        return mode.isEmpty ? list.count - 1 : nil
    }

    package func isGroup(_ name: String) -> Bool { groups[name] != nil && definitions[name] == nil }

    /// How `name` resolves in `mode` (`""` when there are no modes).
    package func resolution(_ name: String, mode: String) -> TokenResolution? {
        guard let id = nameIDs[name] else { return nil }
        let position = modePositions[mode] ?? (modes.isEmpty ? 0 : -1)
        guard position >= 0, id * modeCount + position < resolutions.count else { return nil }
        return resolutions[id * modeCount + position]
    }

    /// The first resolution of `name` (its first mode).
    package func anyResolution(_ name: String) -> TokenResolution? {
        guard let id = nameIDs[name], id * modeCount < resolutions.count else { return nil }
        return resolutions[id * modeCount]
    }

    // MARK: $extends

    private mutating func applyExtends(sources: [TokenSource]) {
        for (name, list) in groups.sorted(by: { $0.key < $1.key }) {
            for (path, group) in list {
                guard let target = group.extends else { continue }
                var chain = [name]
                var current: String? = target.path
                var failed = false
                while let next = current {
                    if chain.contains(next) {
                        extendsProblems.append((path, target.range, "circular `$extends`: \((chain + [next]).map { "`\($0)`" }.joined(separator: " → "))"))
                        failed = true
                        break
                    }
                    guard let targetGroups = groups[next] else {
                        let message = definitions[next] != nil
                            ? "`$extends` must name a group, but `\(next)` is a token"
                            : "`$extends` names `\(next)`, which is not defined"
                        extendsProblems.append((path, target.range, message))
                        failed = true
                        break
                    }
                    chain.append(next)
                    current = targetGroups.last?.group.extends?.path
                }
                guard !failed else { continue }
                // Copy inherited tokens, nearest ancestor first, without overriding local ones.
                for ancestor in chain.dropFirst() {
                    let prefix = ancestor + "."
                    for inheritedName in names where inheritedName.hasPrefix(prefix) {
                        let suffix = inheritedName.dropFirst(prefix.count)
                        let newName = name + "." + suffix
                        guard definitions[newName] == nil, var copy = definitions[inheritedName]?.last else { continue }
                        copy.token.segments = newName.split(separator: ".").map(String.init)
                        copy.inheritedFrom = ancestor
                        add(copy)
                    }
                }
            }
        }
    }

    // MARK: Cycles

    /// Finds every reference cycle: Tarjan's strongly connected components, iteratively, over
    /// integer ids.
    private mutating func findCycles() {
        let ids = nameIDs
        var edges = [[Int]](repeating: [], count: names.count)
        var anyEdge = false
        for (id, name) in names.enumerated() {
            guard let list = definitions[name] else { continue }
            var targets: [Int] = []
            func add(_ value: TokenValue) {
                for reference in value.references {
                    if let target = ids[reference.path], !targets.contains(target) { targets.append(target) }
                }
            }
            for position in list.indices {
                if let value = list[position].token.value, !value.references.isEmpty { add(value) }
                for (_, value) in list[position].token.modeValues where !value.references.isEmpty { add(value) }
            }
            if !targets.isEmpty {
                edges[id] = targets
                anyEdge = true
            }
        }
        guard anyEdge else { return }
        let count = names.count
        var indexOf = [Int](repeating: -1, count: count)
        var lowLink = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var stack: [Int] = []
        var counter = 0
        var components: [[Int]] = []
        for start in 0..<count where indexOf[start] < 0 && !edges[start].isEmpty {
            var work: [(node: Int, next: Int)] = [(start, 0)]
            indexOf[start] = counter
            lowLink[start] = counter
            counter += 1
            stack.append(start)
            onStack[start] = true
            while let (node, next) = work.last {
                let targets = edges[node]
                if next < targets.count {
                    work[work.count - 1].next += 1
                    let target = targets[next]
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
                    var component: [Int] = []
                    while let top = stack.popLast() {
                        onStack[top] = false
                        component.append(top)
                        if top == node { break }
                    }
                    if component.count > 1 || edges[node].contains(node) { components.append(component) }
                }
            }
        }
        for component in components {
            let members = Set(component)
            for member in component {
                cycles[names[member]] = Self.cycle(from: member, within: members, edges: edges).map { names[$0] }
            }
        }
    }

    /// The shortest cycle from `start` back to itself inside one component.
    private static func cycle(from start: Int, within members: Set<Int>, edges: [[Int]]) -> [Int] {
        var previous: [Int: Int] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for target in edges[node] where members.contains(target) {
                if target == start {
                    var path = [node]
                    while let before = previous[path[0]] { path.insert(before, at: 0) }
                    return path + [start]
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
