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
    /// The set of its system the file belongs to: a later set overriding an earlier one is by
    /// design, two files of one set defining the same token is a collision.
    package var layer: Int

    package init(path: String, file: TokenFile, mode: String? = nil, tier: TokenTier? = nil, layer: Int = 0) {
        self.path = path
        self.file = file
        self.mode = mode
        self.tier = tier
        self.layer = layer
    }
}

/// Every token definition of a set of files, resolved in every mode. Used for the workspace and
/// for palette token files alike.
package struct TokenGraph: Sendable {
    /// Definitions by name, in precedence order (the last wins).
    package internal(set) var definitions = TokenDefinitionTable(capacity: 0)
    /// Group names (dotted) with the files and groups defining them.
    package private(set) var groups: [String: [(path: String, group: TokenGroup)]] = [:]
    /// Every mode, in display order; empty when no file or token has modes.
    package private(set) var modes: [String] = []
    /// For every token on a reference cycle: the cycle starting and ending at it (bounded: see
    /// ``TokenCycle``).
    package internal(set) var cycles: [String: TokenCycle] = [:]
    /// For a name that equals an earlier name but for case (`Color.Primary` after `color.primary`):
    /// that earlier name.
    package private(set) var caseTwins: [String: String] = [:]
    /// `$extends` problems: (path, range, message).
    package private(set) var extendsProblems: [ExtendsProblem] = []
    /// By name id: some definition comes from a mode file or has per-mode values.
    private(set) var isModeDependent: [Bool] = []
    /// The alias steps and resolutions, by slot: `id * modeCount + mode position`.
    var table = TokenResolutionTable()

    /// Names in first-definition order.
    package var names: [String] { definitions.names }

    /// How many modes resolutions are kept for (at least one).
    var modeCount: Int { max(1, modes.count) }

    /// `tierOfToken` gives the tier of a token whose source has no tier of its own.
    package init(sources: [TokenSource], modeOrder: [String] = [], tierOfToken: (DesignToken) -> TokenTier? = { _ in nil }) {
        var modeList = modeOrder
        var seenModes = Set(modeOrder)
        func addMode(_ mode: String) {
            if seenModes.insert(mode).inserted { modeList.append(mode) }
        }
        definitions = TokenDefinitionTable(capacity: sources.reduce(0) { $0 + $1.file.tokens.count })
        for (order, source) in sources.enumerated() {
            if let mode = source.mode { addMode(mode) }
            for mode in source.file.tokenModes { addMode(mode) }
            let path = source.path
            let fileMode = source.mode
            let fileTier = source.tier
            let layer = source.layer
            for token in source.file.tokens {
                add(TokenDefinition(path: path, token: token, fileMode: fileMode, tier: fileTier ?? tierOfToken(token), order: order, layer: layer))
            }
            for group in source.file.groups where !group.segments.isEmpty {
                groups[group.name, default: []].append((source.path, group))
            }
        }
        modes = modeList
        addReferencedSubValues(sources: sources)
        findCaseTwins()
        applyExtends(sources: sources)
        applyExtendedGroupTypes()
        computeSteps()
        findCycles()
        resolveAll()
    }

    mutating func add(_ definition: consuming TokenDefinition) {
        let nextID = definitions.count
        let dependsOnMode = definition.fileMode != nil || !definition.token.modeValues.isEmpty
        let id = definitions.append(consume definition)
        if id == nextID { isModeDependent.append(false) }
        if dependsOnMode { isModeDependent[id] = true }
    }

    private mutating func findCaseTwins() {
        // Two names that fold to the same key differ, so one of them is not lower-case ASCII.
        guard !names.allSatisfy(Self.isLowercaseASCII) else { return }
        var folded: [String: String] = [:]
        folded.reserveCapacity(names.count)
        for name in names {
            let key = Self.isLowercaseASCII(name) ? name : name.lowercased()
            if let first = folded[key] { caseTwins[name] = first } else { folded[key] = name }
        }
    }

    /// True when `lowercased()` would return the name unchanged without looking at Unicode.
    private static func isLowercaseASCII(_ name: String) -> Bool {
        func isLowercaseASCII(_ bytes: some Sequence<UInt8>) -> Bool {
            for byte in bytes where byte >= 0x80 || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) { return false }
            return true
        }
        return name.utf8.withContiguousStorageIfAvailable(isLowercaseASCII) ?? isLowercaseASCII(name.utf8)
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
        list.withUnsafeBufferPointer { winnerPosition(in: $0, mode: mode) }
    }

    static func winnerPosition(in list: UnsafeBufferPointer<TokenDefinition>, mode: String) -> Int? {
        if list.count == 1 {
            return list[0].fileMode == nil || list[0].fileMode == mode || mode.isEmpty ? 0 : nil
        }
        if !mode.isEmpty, let specific = list.lastIndex(where: { $0.fileMode == mode }) { return specific }
        if let general = list.lastIndex(where: { $0.fileMode == nil }) { return general }
        return mode.isEmpty ? list.count - 1 : nil
    }

    package func isGroup(_ name: String) -> Bool { groups[name] != nil && definitions[name] == nil }

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
                        extendsProblems.append(ExtendsProblem(path: path, range: target.range, kind: .circular(chain: chain + [next])))
                        failed = true
                        break
                    }
                    guard let targetGroups = groups[next] else {
                        let kind: ExtendsProblem.Kind = definitions[next] != nil ? .targetIsToken(next) : .targetNotDefined(next)
                        extendsProblems.append(ExtendsProblem(path: path, range: target.range, kind: kind))
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
                        copy.token.rename(to: newName.split(separator: ".").map(String.init))
                        copy.inheritedFrom = ancestor
                        add(copy)
                    }
                }
            }
        }
    }
}
