import Colors
import DesignTokens
import JSON

extension TokenGraph {
    /// Embedded references (math, composite values) nest at most this deep.
    static let maximumNesting = 32

    mutating func resolveAll() {
        var results: [String: [String: TokenResolution]] = [:]
        results.reserveCapacity(definitions.count)
        for mode in resolutionModes {
            var cache: [String: TokenResolution] = [:]
            cache.reserveCapacity(names.count)
            for name in names {
                let resolution = resolve(name, mode: mode, depth: 0, visiting: [], cache: &cache)
                results[name, default: [:]][mode] = resolution
            }
        }
        setResolutions(results)
    }

    /// Follows `name` in `mode` to a final value: alias chains by a loop, embedded references by
    /// recursion up to ``maximumNesting``.
    func resolve(
        _ name: String, mode: String, depth: Int, visiting: Set<String>, cache: inout [String: TokenResolution]
    ) -> TokenResolution {
        if let cached = cache[name] { return cached }
        var chain = [name]
        var visited: Set<String> = [name]
        var current = name
        var result = TokenResolution(name: name, mode: mode, chain: chain)
        var chainDefinitions: [TokenDefinition] = []
        while true {
            guard let definition = winner(current, mode: mode) else {
                result.failure = definitions[current] == nil
                    ? (isGroup(current) ? "`\(current)` is a group, not a token" : "`\(current)` is not defined")
                    : "`\(current)` has no value for mode `\(mode)`"
                break
            }
            chainDefinitions.append(definition)
            guard let value = definition.token.value(for: mode.isEmpty ? nil : mode) else {
                result.failure = "`\(current)` has no value"
                break
            }
            if let target = value.aliasTarget {
                if visited.contains(target.path) {
                    result.failure = "circular reference: \((chain + [target.path]).map { "`\($0)`" }.joined(separator: " → "))"
                    break
                }
                visited.insert(target.path)
                chain.append(target.path)
                current = target.path
                continue
            }
            result.source = definition
            let type = effectiveType(chainDefinitions)
            resolveLiteral(value, type: type, mode: mode, depth: depth, visiting: visiting.union(visited), cache: &cache, into: &result)
            break
        }
        result.chain = chain
        result.type = effectiveType(chainDefinitions)
        cache[name] = result
        return result
    }

    /// DTCG's rule: a token's own type, else its alias target's type, else its group's.
    private func effectiveType(_ chain: [TokenDefinition]) -> String? {
        var type: String?
        for definition in chain.reversed() {
            type = definition.token.ownType ?? type ?? definition.token.groupType
        }
        return type.map(TokenType.canonical)
    }

    private func resolveLiteral(
        _ value: TokenValue, type: String?, mode: String, depth: Int, visiting: Set<String>,
        cache: inout [String: TokenResolution], into result: inout TokenResolution
    ) {
        let node = value.node
        guard !value.references.isEmpty else {
            result.value = Self.format(node, type: type)
            if type == "color" || type == nil, case .success(let color) = TokenColor.parse(node) {
                result.color = color
                result.value = color.hexString
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
            let inner = resolve(reference.path, mode: mode, depth: depth + 1, visiting: visiting, cache: &cache)
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
            result.value = color.hexString
            return
        }
        if type == "color", !TokenColor.isGradient(text) {
            result.failure = "`\(text)` is not a colour"
            return
        }
        result.value = text
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
