import JSON
import SourceText

/// Walks the groups and tokens of one file, collecting tokens, groups and problems.
struct TokenTreeWalker {
    let text: SourceText
    let format: TokenFormat
    var tokens: [DesignToken] = []
    var groups: [TokenGroup] = []
    var problems: [TokenProblem] = []

    init(text: SourceText, format: TokenFormat) {
        self.text = text
        self.format = format
    }

    mutating func walkGroup(
        _ node: JSONNode, segments: [String], keyRange: TextRange, inheritedType: String?,
        inheritedDeprecation: TokenDeprecation?
    ) {
        var group = TokenGroup(segments: segments, keyRange: keyRange)
        group.type = inheritedType
        if let type = node.member("$type") {
            if let string = type.value.stringValue {
                group.type = string
            } else {
                invalid(.invalidToken, type.value.range, "`$type` must be a string")
            }
        }
        group.description = node["$description"]?.stringValue
        group.deprecation = deprecation(of: node) ?? inheritedDeprecation
        if let extends = node.member("$extends") {
            let (value, found) = TokenReference.scan(extends.value, text: text)
            problems += found
            if let target = value.references.first, value.isAlias {
                group.extends = target
            } else if found.isEmpty {
                invalid(.invalidValue, extends.value.range, "`$extends` must be a reference to a group, like \"{group}\"")
            }
        }
        groups.append(group)
        for member in node.members {
            if member.key == "$root" {
                if member.value.member("$value") != nil {
                    readToken(member, segments: segments + ["$root"], group: group)
                } else {
                    invalid(.invalidToken, member.keyRange, "`$root` must be a token with a `$value`")
                }
                continue
            }
            if member.key.hasPrefix("$") { continue }
            let childSegments = segments + [member.key]
            if format.isDTCG, member.key.contains(where: { $0 == "{" || $0 == "}" || $0 == "." }) {
                invalid(.invalidToken, member.keyRange, "invalid name `\(member.key)`: names must not contain `{`, `}` or `.`")
            }
            guard member.value.isObject else {
                if format.isDTCG {
                    invalid(.invalidToken, member.keyRange, "`\(childSegments.joined(separator: "."))` is neither a token nor a group: expected an object")
                }
                continue
            }
            if isToken(member.value) {
                readToken(member, segments: childSegments, group: group)
            } else if format.isDTCG, member.value.member("$type") != nil,
                !member.value.members.contains(where: { !$0.key.hasPrefix("$") })
            {
                invalid(.invalidToken, member.keyRange, "incomplete token `\(childSegments.joined(separator: "."))`: it has `$type` but no `$value`")
            } else {
                walkGroup(member.value, segments: childSegments, keyRange: member.keyRange, inheritedType: group.type, inheritedDeprecation: group.deprecation)
            }
        }
    }

    private func isToken(_ node: JSONNode) -> Bool {
        if format.isDTCG { return node.member("$value") != nil }
        if node.member("value") != nil { return true }
        return format == .spectrum && node["sets"]?.isObject == true
    }

    private mutating func readToken(_ member: JSONMember, segments: [String], group: TokenGroup) {
        let node = member.value
        var token = DesignToken(segments: segments, keyRange: member.keyRange, range: member.range)
        token.groupType = group.type
        if format.isDTCG {
            if let type = node.member("$type") {
                if let string = type.value.stringValue {
                    token.ownType = string
                    token.ownTypeRange = type.value.range
                } else {
                    invalid(.invalidToken, type.value.range, "`$type` must be a string")
                }
            }
            if let child = node.members.first(where: { !$0.key.hasPrefix("$") && $0.value.isObject }) {
                invalid(.invalidToken, member.keyRange, "`\(token.name)` has both `$value` and child tokens (`\(child.key)`)")
            }
            token.description = node["$description"]?.stringValue
        } else {
            if let type = node.member("type"), let string = type.value.stringValue {
                token.ownType = TokenType.canonical(string)
                token.ownTypeRange = type.value.range
            } else if let schema = node["$schema"]?.stringValue, let type = TokenType.fromSpectrumSchema(schema) {
                token.ownType = type
            }
            token.description = node["$description"]?.stringValue ?? node["description"]?.stringValue ?? node["comment"]?.stringValue
        }
        token.deprecation = deprecation(of: node) ?? group.deprecation
        token.extensions = node["$extensions"]
        if let valueMember = node.member(format.valueKey) {
            token.value = scanValue(valueMember.value)
        }
        if let modes = node["$extensions"]?["mode"], modes.isObject {
            for mode in modes.members { token.modeValues[mode.key] = scanValue(mode.value) }
        }
        if format == .spectrum, let sets = node["sets"] {
            for set in sets.members {
                guard let value = set.value["value"] else { continue }
                token.modeValues[set.key] = scanValue(value)
                if token.ownType == nil, let schema = set.value["$schema"]?.stringValue {
                    token.ownType = TokenType.fromSpectrumSchema(schema)
                }
            }
        }
        if let type = token.declaredType {
            for value in token.allValues where value.references.isEmpty && !value.hasMalformedReference {
                if let message = TokenValueCheck.problem(with: value.node, type: TokenType.canonical(type), strict: format.isDTCG) {
                    invalid(.invalidValue, value.node.range, message)
                }
            }
        }
        tokens.append(token)
    }

    private mutating func scanValue(_ node: JSONNode) -> TokenValue {
        let (value, found) = TokenReference.scan(node, text: text)
        problems += found
        return value
    }

    private func deprecation(of node: JSONNode) -> TokenDeprecation? {
        guard let member = node.member("$deprecated") ?? node.member("deprecated") else { return nil }
        switch member.value.kind {
        case .bool(true): return TokenDeprecation(reason: node["deprecated_comment"]?.stringValue, range: member.range)
        case .string(let reason): return TokenDeprecation(reason: reason, range: member.range)
        default: return nil
        }
    }

    private mutating func invalid(_ kind: TokenProblem.Kind, _ range: TextRange, _ message: String) {
        problems.append(TokenProblem(kind, range: range, message: message))
    }
}
