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
    /// Resolutions by name, then by mode (`""` when there are no modes).
    package private(set) var resolutions: [String: [String: TokenResolution]] = [:]
    /// For every token on a reference cycle: the cycle starting and ending at it.
    package private(set) var cycles: [String: [String]] = [:]
    /// `$extends` problems: (path, range, message).
    package private(set) var extendsProblems: [(path: String, range: TextRange, message: String)] = []

    mutating func setResolutions(_ results: [String: [String: TokenResolution]]) { resolutions = results }

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
        applyExtends(sources: sources)
        findCycles()
        resolveAll()
    }

    private mutating func add(_ definition: TokenDefinition) {
        let name = definition.name
        if definitions[name] == nil { names.append(name) }
        definitions[name, default: []].append(definition)
    }

    /// The modes to resolve in: the modes, or `""` alone.
    package var resolutionModes: [String] { modes.isEmpty ? [""] : modes }

    /// The definition that wins for `name` in `mode`: the last one from a file of that mode, else
    /// the last one from a file for every mode.
    package func winner(_ name: String, mode: String) -> TokenDefinition? {
        guard let list = definitions[name] else { return nil }
        if !mode.isEmpty, let specific = list.last(where: { $0.fileMode == mode }) { return specific }
        if let general = list.last(where: { $0.fileMode == nil }) { return general }
        return mode.isEmpty ? list.last : nil
    }

    package func isGroup(_ name: String) -> Bool { groups[name] != nil && definitions[name] == nil }

    package func resolution(_ name: String, mode: String) -> TokenResolution? {
        resolutions[name]?[mode] ?? resolutions[name]?[""]
    }

    /// The first resolution of `name` (its first mode).
    package func anyResolution(_ name: String) -> TokenResolution? {
        guard let byMode = resolutions[name] else { return nil }
        for mode in resolutionModes { if let resolution = byMode[mode] { return resolution } }
        return nil
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

    /// Finds every reference cycle (Tarjan's strongly connected components, iteratively).
    private mutating func findCycles() {
        var edges: [String: [String]] = [:]
        for (name, list) in definitions {
            var targets: [String] = []
            for definition in list {
                for value in definition.token.allValues {
                    for reference in value.references where definitions[reference.path] != nil && !targets.contains(reference.path) {
                        targets.append(reference.path)
                    }
                }
            }
            if !targets.isEmpty { edges[name] = targets }
        }
        var indexOf: [String: Int] = [:]
        var lowLink: [String: Int] = [:]
        var onStack: Set<String> = []
        var stack: [String] = []
        var counter = 0
        var components: [[String]] = []
        for start in names where indexOf[start] == nil && edges[start] != nil {
            var work: [(node: String, next: Int)] = [(start, 0)]
            indexOf[start] = counter
            lowLink[start] = counter
            counter += 1
            stack.append(start)
            onStack.insert(start)
            while let (node, next) = work.last {
                let targets = edges[node] ?? []
                if next < targets.count {
                    work[work.count - 1].next += 1
                    let target = targets[next]
                    if indexOf[target] == nil {
                        indexOf[target] = counter
                        lowLink[target] = counter
                        counter += 1
                        stack.append(target)
                        onStack.insert(target)
                        work.append((target, 0))
                    } else if onStack.contains(target) {
                        lowLink[node] = min(lowLink[node]!, indexOf[target]!)
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last?.node { lowLink[parent] = min(lowLink[parent]!, lowLink[node]!) }
                if lowLink[node] == indexOf[node] {
                    var component: [String] = []
                    while let top = stack.popLast() {
                        onStack.remove(top)
                        component.append(top)
                        if top == node { break }
                    }
                    let selfLoop = component.count == 1 && (edges[node] ?? []).contains(node)
                    if component.count > 1 || selfLoop { components.append(component) }
                }
            }
        }
        for component in components {
            let members = Set(component)
            for member in component {
                cycles[member] = Self.cycle(from: member, within: members, edges: edges)
            }
        }
    }

    /// The shortest cycle from `start` back to itself inside one component.
    private static func cycle(from start: String, within members: Set<String>, edges: [String: [String]]) -> [String] {
        var previous: [String: String] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for target in edges[node] ?? [] where members.contains(target) {
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
