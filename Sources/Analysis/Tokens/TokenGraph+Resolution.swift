import Colors
import DesignTokens
import JSON

extension TokenGraph {
    /// Embedded references (math, composite values) nest at most this deep.
    static let maximumNesting = 32

    mutating func resolveAll() {
        let modes = resolutionModes
        let count = modeCount
        var table = [TokenResolution?](repeating: nil, count: names.count * count)
        for (position, mode) in modes.enumerated() {
            for (id, name) in names.enumerated() where table[id * count + position] == nil {
                if position > 0, var shared = table[id * count], !shared.dependsOnMode {
                    shared.mode = mode
                    table[id * count + position] = shared
                    continue
                }
                table[id * count + position] = resolve(name, mode: mode, modePosition: position, depth: 0, visiting: [], table: &table)
            }
        }
        setResolutions(table)
    }

    /// Follows `name` in `mode` to a final value: alias chains by a loop, embedded references by
    /// recursion up to ``maximumNesting``.
    func resolve(
        _ name: String, mode: String, modePosition: Int, depth: Int, visiting: Set<String>, table: inout [TokenResolution?]
    ) -> TokenResolution {
        let slot = nameIDs[name].map { $0 * modeCount + modePosition }
        if let slot, let cached = table[slot] { return cached }
        var chain = [name]
        var visited: Set<String> = []
        var current = name
        var result = TokenResolution(name: name, mode: mode, chain: chain)
        // DTCG's rule: a token's own type, else its alias target's type, else its group's; along a
        // chain that is the first own type, else the group type nearest the end.
        var firstOwnType: String?
        var lastGroupType: String?
        while true {
            let list = definitions[current]
            if let list, list.contains(where: { $0.fileMode != nil || !$0.token.modeValues.isEmpty }) {
                result.dependsOnMode = true
            }
            guard let list, let position = Self.winnerPosition(in: list, mode: mode) else {
                result.failure = definitions[current] == nil
                    ? (isGroup(current) ? "`\(current)` is a group, not a token" : "`\(current)` is not defined")
                    : "`\(current)` has no value for mode `\(mode)`"
                break
            }
            if firstOwnType == nil { firstOwnType = list[position].token.ownType }
            if let group = list[position].token.groupType { lastGroupType = group }
            guard let value = list[position].token.value(for: mode.isEmpty ? nil : mode) else {
                result.failure = "`\(current)` has no value"
                break
            }
            if let target = value.aliasTarget {
                if chain.count < 8 ? chain.contains(target.path) : visited.contains(target.path) {
                    result.failure = "circular reference: \((chain + [target.path]).map { "`\($0)`" }.joined(separator: " → "))"
                    break
                }
                if chain.count >= 7 {
                    if visited.count < chain.count { visited = Set(chain) }
                    visited.insert(target.path)
                }
                chain.append(target.path)
                current = target.path
                continue
            }
            result.sourcePath = list[position].path
            result.sourceFileMode = list[position].fileMode
            result.sourceHasOwnModeValue = list[position].token.modeValues.isEmpty || list[position].token.modeValues[mode] != nil
            let type = (firstOwnType ?? lastGroupType).map(TokenType.canonical)
            let nested = value.references.isEmpty ? visiting : visiting.union(chain)
            resolveLiteral(value, type: type, mode: mode, modePosition: modePosition, depth: depth, visiting: nested, table: &table, into: &result)
            break
        }
        result.chain = chain
        result.type = (firstOwnType ?? lastGroupType).map(TokenType.canonical)
        if let slot { table[slot] = result }
        return result
    }

    private func resolveLiteral(
        _ value: TokenValue, type: String?, mode: String, modePosition: Int, depth: Int, visiting: Set<String>,
        table: inout [TokenResolution?], into result: inout TokenResolution
    ) {
        let node = value.node
        guard !value.references.isEmpty else {
            result.value = Self.format(node, type: type)
            if type == "color" || type == nil, case .success(let color) = TokenColor.parse(node) {
                result.color = color
                result.value = Self.hex(color)
            }
            return
        }
        guard depth < Self.maximumNesting else {
            result.failure = "references nest too deeply"
            return
        }
        var substitutions: [String: String] = [:]
        for reference in value.references {
            if visiting.contains(reference.path) {
                result.failure = "circular reference through `\(reference.path)`"
                return
            }
            let inner = resolve(reference.path, mode: mode, modePosition: modePosition, depth: depth + 1, visiting: visiting, table: &table)
            if inner.dependsOnMode { result.dependsOnMode = true }
            guard let innerValue = inner.value, inner.failure == nil else {
                result.failure = inner.failure ?? "`\(reference.path)` does not resolve"
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
        } else if TokenExpression.looksLikeArithmetic(text), type != "color", type != "typography" {
            result.failure = "cannot evaluate `\(text)`"
            return
        }
        if type == "color" || type == nil, let color = TokenColor.parse(text) {
            result.color = color
            result.value = Self.hex(color)
            return
        }
        if type == "color", !TokenColor.isGradient(text) {
            result.failure = "`\(text)` is not a colour"
            return
        }
        result.value = text
    }

    /// `color.hexString` (`#RRGGBB`, `#RRGGBBAA` when translucent) without intermediate strings.
    static func hex(_ color: RGBA) -> String {
        let digits: [UInt8] = Array("0123456789ABCDEF".utf8)
        let channels = color.alpha8 == 255 ? [color.red8, color.green8, color.blue8] : [color.red8, color.green8, color.blue8, color.alpha8]
        var bytes: [UInt8] = [UInt8(ascii: "#")]
        bytes.reserveCapacity(9)
        for channel in channels {
            bytes.append(digits[channel >> 4])
            bytes.append(digits[channel & 15])
        }
        return String(decoding: bytes, as: UTF8.self)
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
