import DesignTokens

extension TokenGraph {
    /// A group's `$type` passes through `$extends`: a group without a type of its own that extends
    /// a typed group gives that type to its own tokens that have none.
    mutating func applyExtendedGroupTypes() {
        var typeByGroup: [String: String] = [:]
        for (name, list) in groups {
            guard list.allSatisfy({ $0.group.type == nil }), let target = list.last?.group.extends?.path else { continue }
            var seen: Set<String> = [name]
            var current: String? = target
            while let next = current, seen.insert(next).inserted, let targetGroups = groups[next] {
                if let type = targetGroups.last?.group.type {
                    typeByGroup[name] = type
                    break
                }
                current = targetGroups.last?.group.extends?.path
            }
        }
        guard !typeByGroup.isEmpty else { return }
        for id in names.indices {
            let name = names[id]
            guard let group = Self.nearestGroup(of: name, in: typeByGroup) else { continue }
            definitions.update(id) { definition in
                guard definition.token.ownType == nil, definition.token.groupType == nil, definition.inheritedFrom == nil else { return }
                var token = definition.token
                token.groupType = typeByGroup[group]
                var typed = TokenDefinition(
                    path: definition.path, token: token, fileMode: definition.fileMode, tier: definition.tier, order: definition.order,
                    layer: definition.layer)
                typed.inheritedFrom = definition.inheritedFrom
                typed.isSubValue = definition.isSubValue
                definition = typed
            }
        }
    }

    /// The longest group name in `groups` that `name` lies under.
    private static func nearestGroup(of name: String, in groups: [String: String]) -> String? {
        var segments = name.split(separator: ".", omittingEmptySubsequences: false).dropLast()
        while !segments.isEmpty {
            let group = segments.joined(separator: ".")
            if groups[group] != nil { return group }
            segments = segments.dropLast()
        }
        return nil
    }
}
