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

    /// `name` is `segments` joined with `.`.
    mutating func walkGroup(
        _ node: JSONNode, segments: [String], name: String, keyRange: TextRange, inheritedType: String?,
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
                    readToken(member, segments: segments + ["$root"], name: Self.join(name, "$root"), group: group)
                } else {
                    invalid(.invalidToken, member.keyRange, "`$root` must be a token with a `$value`")
                }
                continue
            }
            if member.key.hasPrefix("$") { continue }
            var childSegments = segments
            childSegments.append(member.key)
            let childName = Self.join(name, member.key)
            if format.isDTCG, Self.hasReservedCharacter(member.key) {
                invalid(.invalidToken, member.keyRange, "invalid name `\(member.key)`: names must not contain `{`, `}` or `.`")
            }
            guard member.value.isObject else {
                if format.isDTCG {
                    invalid(.invalidToken, member.keyRange, "`\(childName)` is neither a token nor a group: expected an object")
                }
                continue
            }
            if isToken(member.value) {
                readToken(member, segments: childSegments, name: childName, group: group)
            } else if format.isDTCG, member.value.member("$type") != nil,
                !member.value.members.contains(where: { !$0.key.hasPrefix("$") })
            {
                invalid(.invalidToken, member.keyRange, "incomplete token `\(childName)`: it has `$type` but no `$value`")
            } else {
                walkGroup(member.value, segments: childSegments, name: childName, keyRange: member.keyRange, inheritedType: group.type, inheritedDeprecation: group.deprecation)
            }
        }
    }

    private static func join(_ prefix: String, _ key: String) -> String {
        prefix.isEmpty ? key : prefix + "." + key
    }

    /// True when a key holds `{`, `}` or `.`, which DTCG names must not.
    private static func hasReservedCharacter(_ key: String) -> Bool {
        let reserved: (UInt8) -> Bool = { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: ".") }
        guard key.utf8.contains(where: reserved) else { return false }
        // A combining mark after the byte makes a different character.
        return key.contains { $0 == "{" || $0 == "}" || $0 == "." }
    }

    private func isToken(_ node: JSONNode) -> Bool {
        if format.isDTCG { return node.member("$value") != nil }
        if node.member("value") != nil { return true }
        return format == .spectrum && node["sets"]?.isObject == true
    }

    private mutating func readToken(_ member: JSONMember, segments: [String], name: String, group: TokenGroup) {
        let token = token(member, segments: segments, name: name, group: group)
        tokens.append(token)
    }

    private mutating func token(_ member: JSONMember, segments: [String], name: String, group: TokenGroup) -> DesignToken {
        let node = member.value
        var token = DesignToken(segments: segments, name: name, keyRange: member.keyRange, range: member.range)
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
        if let modes = token.extensions?["mode"], modes.isObject {
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
            let canonicalType = TokenType.canonical(type)
            if token.modeValues.isEmpty {
                if let value = token.value { check(value, type: canonicalType) }
            } else {
                for value in token.allValues { check(value, type: canonicalType) }
            }
        }
        return token
    }

    private mutating func check(_ value: TokenValue, type: String) {
        guard value.references.isEmpty, !value.hasMalformedReference,
            let message = TokenValueCheck.problem(with: value.node, type: type, strict: format.isDTCG)
        else { return }
        invalid(.invalidValue, value.node.range, message)
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
