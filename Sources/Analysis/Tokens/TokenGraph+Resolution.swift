import Colors
import DesignTokens
import JSON
import SourceText

extension TokenGraph {
    /// Embedded references (math, composite values) nest at most this deep.
    static let maximumNesting = 32

    mutating func resolveAll() {
        let modes = resolutionModes
        let count = modeCount
        var isOnCycle = [Bool](copies: false, count: names.count)
        for name in cycles.keys {
            if let id = definitions.ids[name] { isOnCycle[id] = true }
        }
        var progress = ResolutionProgress(slotCount: names.count * count, nameCount: names.count, isOnCycle: isOnCycle)
        for position in modes.indices {
            for id in names.indices where !progress.resolutions.isResolved[id * count + position] {
                if position > 0, progress.resolutions.isResolved[id * count], !progress.resolutions.dependsOnMode[id * count] {
                    progress.resolutions.copy(from: id * count, to: id * count + position)
                    progress.chains[id * count + position] = progress.chains[id * count]
                    continue
                }
                resolve(id, position: position, modes: modes, depth: 0, visiting: [], progress: &progress)
            }
        }
        table.resolutions = progress.resolutions
    }

    /// The winning definition, its types and the first alias step of every name in every mode.
    mutating func computeSteps() {
        let modes = resolutionModes
        for (position, mode) in modes.enumerated() { table.modePositions[mode] = position }
        let count = modeCount
        let slotCount = names.count * count
        var winners = [Int32](copies: -1, count: slotCount)
        var steps = [AliasStep](copies: .noDefinition, count: slotCount)
        var ownTypes = [Int32](copies: -1, count: slotCount)
        var groupTypes = [Int32](copies: -1, count: slotCount)
        var typeNames = TokenTypeNames()
        let ids = definitions.ids
        for id in names.indices {
            for (position, mode) in modes.enumerated() {
                let slot = id * count + position
                if position > 0, !isModeDependent[id] {
                    // Every definition is for every mode and has one value: as in the first mode.
                    winners[slot] = winners[id * count]
                    steps[slot] = steps[id * count]
                    ownTypes[slot] = ownTypes[id * count]
                    groupTypes[slot] = groupTypes[id * count]
                    continue
                }
                guard let winner = definitions.winnerPosition(of: id, mode: mode) else { continue }
                winners[slot] = Int32(winner)
                definitions.withDefinition(id, at: winner) { definition in
                    if let type = definition.pointee.facts.ownType { ownTypes[slot] = typeNames.id(of: type) }
                    if let type = definition.pointee.facts.groupType { groupTypes[slot] = typeNames.id(of: type) }
                    if !definition.pointee.facts.hasModeValues {
                        switch definition.pointee.facts.valueShape {
                        case .none: steps[slot] = .noValue
                        case .plain: steps[slot] = .plainLiteral
                        case .withReferences: steps[slot] = .literalWithReferences
                        case .alias(let path): steps[slot] = ids[path].map { .alias(Int32($0)) } ?? .unknownAlias
                        }
                        return
                    }
                    guard let value = Self.value(of: definition, mode: mode) else {
                        steps[slot] = .noValue
                        return
                    }
                    if let target = value.aliasTarget {
                        steps[slot] = ids[target.path].map { .alias(Int32($0)) } ?? .unknownAlias
                    } else {
                        steps[slot] = value.references.isEmpty ? .plainLiteral : .literalWithReferences
                    }
                }
            }
        }
        table.winners = winners
        table.steps = steps
        table.ownTypes = ownTypes
        table.groupTypes = groupTypes
        table.typeNames = typeNames
    }

    /// The value of the winning definition of `id` in the mode at `position`.
    func winningValue(_ id: Int, position: Int, modes: [String]) -> TokenValue? {
        definitions.withDefinition(id, at: Int(table.winners[id * modeCount + position])) {
            Self.value(of: $0, mode: modes[position])
        }
    }

    /// The value of a name whose step in the mode at `position` is ``AliasStep/plainLiteral``.
    func plainNode(_ id: Int, position: Int, modes: [String]) -> JSONNode {
        let node = definitions.withDefinition(id, at: Int(table.winners[id * modeCount + position])) { definition -> JSONNode? in
            guard !definition.pointee.facts.hasModeValues, case .plain(let node) = definition.pointee.facts.valueShape else { return nil }
            return node
        }
        return node ?? winningValue(id, position: position, modes: modes)!.node
    }

    /// `token.value(for:)` reading only the fields it needs (`""` is no mode).
    private static func value(of definition: UnsafePointer<TokenDefinition>, mode: String) -> TokenValue? {
        if definition.pointee.token.modeValues.isEmpty { return definition.pointee.token.value }
        if !mode.isEmpty, let value = definition.pointee.token.modeValues[mode] { return value }
        return definition.pointee.token.value ?? definition.pointee.token.modeValues.values.first
    }

    /// The name an alias to an undefined name names.
    func aliasPath(of id: Int, position: Int, modes: [String]) -> String {
        winningValue(id, position: position, modes: modes)?.aliasTarget?.path ?? ""
    }

    static func resolvePlainLiteral(_ node: JSONNode, type: String?, into result: inout ResolvedSlot) {
        if type == "color" || type == nil, case .success(let color) = TokenColor.parse(node) {
            // The value of a colour is the colour in hex (see ``TokenResolutions``).
            result.color = color
        } else {
            result.value = Self.format(node, type: type)
        }
    }

    /// A reference embedded in a value, by name: it need not be defined.
    private func resolveReference(
        _ path: String, position: Int, modes: [String], depth: Int, visiting: Set<String>, progress: inout ResolutionProgress
    ) -> ResolvedSlot {
        if let id = definitions.ids[path] {
            resolve(id, position: position, modes: modes, depth: depth, visiting: visiting, progress: &progress)
            return progress.resolutions.resolved(at: id * modeCount + position)
        }
        var result = ResolvedSlot()
        result.failure = .missing(path, isGroup: isGroup(path))
        return result
    }

    func resolveLiteral(
        _ value: TokenValue, type: String?, position: Int, modes: [String], depth: Int, visiting: Set<String>,
        progress: inout ResolutionProgress, into result: inout ResolvedSlot
    ) {
        let node = value.node
        guard depth < Self.maximumNesting else {
            result.failure = .nestsTooDeeply
            return
        }
        var substitutions: [String: String] = [:]
        for reference in value.references {
            if visiting.contains(reference.path) {
                result.failure = .circularThrough(reference: reference.path)
                return
            }
            let inner = resolveReference(
                reference.path, position: position, modes: modes, depth: depth + 1, visiting: visiting, progress: &progress)
            if inner.dependsOnMode { result.dependsOnMode = true }
            guard let innerValue = inner.value, inner.failure == nil else {
                result.failure = inner.failure ?? .referenceDoesNotResolve(reference: reference.path)
                return
            }
            substitutions[reference.path] = innerValue
        }
        guard let string = node.stringValue else {
            // A composite value whose parts reference other tokens: every part resolves.
            result.value = Self.format(node, type: type)
            return
        }
        var text = string
        for (path, replacement) in substitutions {
            text = text.replacingOccurrences(of: "{\(path)}", with: replacement)
        }
        if let evaluated = TokenExpression.evaluate(text) {
            text = evaluated
        } else if TokenExpression.looksLikeArithmetic(text), Self.takesArithmetic(type) {
            result.failure = .cannotEvaluate(text: text)
            return
        }
        if type == "color" || type == nil, let color = TokenColor.parse(text) {
            result.color = color
            return
        }
        if type == "color", !TokenColor.isGradient(text) {
            result.failure = .notAColour(text: text)
            return
        }
        result.value = text
    }

    /// True for the types whose values may be computed (`{space.2} * 2`): numbers, dimensions and
    /// durations, or no type at all. Other strings (CSS media queries of custom types, font
    /// stacks) are kept as written.
    static func takesArithmetic(_ type: String?) -> Bool {
        guard let type else { return true }
        switch TokenType.canonical(type) {
        case "dimension", "number", "duration", "fontWeight": return true
        default: return false
        }
    }

    /// `color.hexString` (`#RRGGBB`, `#RRGGBBAA` when translucent) without intermediate strings.
    static func hex(_ color: RGBA) -> String {
        let translucent = color.alpha8 != 255
        return String(unsafeUninitializedCapacity: translucent ? 9 : 7) { buffer in
            func digit(_ value: Int) -> UInt8 { UInt8(value < 10 ? 0x30 + value : 0x41 + value - 10) }
            func write(_ channel: Int, at index: Int) {
                buffer[index] = digit(channel >> 4)
                buffer[index + 1] = digit(channel & 15)
            }
            buffer[0] = UInt8(ascii: "#")
            write(color.red8, at: 1)
            write(color.green8, at: 3)
            write(color.blue8, at: 5)
            if translucent { write(color.alpha8, at: 7) }
            return translucent ? 9 : 7
        }
    }

    /// A value formatted for people: strings as written, dimensions as `16px`, others as compact JSON.
    static func format(_ node: JSONNode, type: String?) -> String {
        switch node.kind {
        case .string(let string): return string
        case .number(let number): return TokenExpression.format(number)
        case .bool(let value): return value ? "true" : "false"
        case .null: return "null"
        case .invalid: return "(invalid)"
        case .array(let elements): return "[" + elements.map { format($0, type: nil) }.joined(separator: ", ") + "]"
        case .object(let members):
            if let number = node["value"]?.numberValue, let unit = node["unit"]?.stringValue, members.count == 2 {
                return TokenExpression.format(number) + unit
            }
            if let hex = node["hex"]?.stringValue { return hex }
            return "{" + members.map { "\($0.key): \(format($0.value, type: nil))" }.joined(separator: ", ") + "}"
        }
    }
}
