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

    /// `name` is `segments` joined with `.`; `isRegular` tells whether every segment is (see
    /// ``DesignToken/isRegular(_:)``).
    mutating func walkGroup(
        _ node: JSONNode, segments: [String], name: String, isRegular: Bool = true, keyRange: TextRange,
        inheritedType: String?, inheritedDeprecation: TokenDeprecation?
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
                    readToken(
                        member, TokenMemberPositions(member.value.members), irregularSegments: isRegular ? nil : segments + ["$root"],
                        name: Self.join(name, "$root"), group: group)
                } else {
                    invalid(.invalidToken, member.keyRange, "`$root` must be a token with a `$value`")
                }
                continue
            }
            if TokenMemberPositions.startsWithDollar(member.key) { continue }
            let childIsRegular = isRegular && DesignToken.isRegular(member.key)
            let childName = Self.join(name, member.key)
            if format.isDTCG, Self.hasReservedCharacter(member.key) {
                invalid(.invalidToken, member.keyRange, "invalid name `\(member.key)`: names must not contain `{`, `}` or `.`")
            }
            guard member.value.isObject else {
                if format.isDTCG {
                    invalid(.invalidToken, member.keyRange, "`\(childName)` is neither a token nor a group: expected an object")
                } else if format == .styleDictionary, Self.isPlainLeaf(member) {
                    // Style Dictionary resolves `{globals.unit}` to a plain value as well as to a token.
                    tokens.append(DesignToken(
                        name: childName, irregularSegments: childIsRegular ? nil : segments + [member.key], keyRange: member.keyRange,
                        range: member.range, ownType: nil, ownTypeRange: nil, groupType: group.type, value: scanValue(member.value),
                        modeValues: [:], description: nil, deprecation: group.deprecation, extensions: nil))
                } else if format == .styleDictionary, case .array(let elements) = member.value.kind,
                    !Self.groupMetadataKeys.contains(member.key)
                {
                    // Style Dictionary references an array's elements by position: `{saturation.2}`.
                    for (position, element) in elements.enumerated() where element.isPlainValue {
                        let segment = String(position)
                        tokens.append(DesignToken(
                            name: Self.join(childName, segment),
                            irregularSegments: childIsRegular && DesignToken.isRegular(segment) ? nil : segments + [member.key, segment],
                            keyRange: element.range, range: element.range, ownType: nil, ownTypeRange: nil, groupType: group.type,
                            value: scanValue(element), modeValues: [:], description: nil, deprecation: group.deprecation,
                            extensions: nil))
                    }
                }
                continue
            }
            let positions = TokenMemberPositions(member.value.members)
            if isToken(member.value, positions) {
                readToken(member, positions, irregularSegments: childIsRegular ? nil : segments + [member.key], name: childName, group: group)
            } else if format.isDTCG, positions.dollarType != nil,
                !member.value.members.contains(where: { !$0.key.hasPrefix("$") })
            {
                invalid(.invalidToken, member.keyRange, "incomplete token `\(childName)`: it has `$type` but no `$value`")
            } else {
                walkGroup(
                    member.value, segments: segments + [member.key], name: childName, isRegular: childIsRegular,
                    keyRange: member.keyRange, inheritedType: group.type, inheritedDeprecation: group.deprecation)
            }
        }
    }

    /// Keys Style Dictionary gives groups for its own use, never values to reference.
    static let groupMetadataKeys: Set<String> = [
        "comment", "type", "description", "attributes", "themeable", "deprecated", "deprecated_comment", "filePath", "isSource",
    ]

    /// A string or number member of a Style Dictionary group that is not one of its metadata keys.
    private static func isPlainLeaf(_ member: JSONMember) -> Bool {
        !groupMetadataKeys.contains(member.key) && member.value.isPlainValue
    }

    private static func join(_ prefix: String, _ key: String) -> String {
        prefix.isEmpty ? key : prefix + "." + key
    }

    /// True when a key holds `{`, `}` or `.`, which DTCG names must not.
    private static func hasReservedCharacter(_ key: String) -> Bool {
        let found = key.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.contains { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: ".") }
        }
        guard found != false else { return false }
        // A combining mark after the byte makes a different character.
        return key.contains { $0 == "{" || $0 == "}" || $0 == "." }
    }

    private func isToken(_ node: JSONNode, _ positions: TokenMemberPositions) -> Bool {
        if format.isDTCG { return positions.dollarValue != nil }
        if positions.value != nil { return true }
        guard format == .spectrum, let sets = positions.sets else { return false }
        return node.members[sets].value.isObject
    }

    private mutating func readToken(
        _ member: JSONMember, _ positions: TokenMemberPositions, irregularSegments: [String]?, name: String, group: TokenGroup
    ) {
        let members = member.value.members
        func value(at position: Int?) -> JSONNode? { position.map { members[$0].value } }
        var ownType: String?
        var ownTypeRange: TextRange?
        let description: String?
        if format.isDTCG {
            if let type = value(at: positions.dollarType) {
                if let string = type.stringValue {
                    ownType = string
                    ownTypeRange = type.range
                } else {
                    invalid(.invalidToken, type.range, "`$type` must be a string")
                }
            }
            if let child = positions.firstChildObject {
                invalid(.invalidToken, member.keyRange, "`\(name)` has both `$value` and child tokens (`\(members[child].key)`)")
            }
            description = value(at: positions.dollarDescription)?.stringValue
        } else {
            if let type = value(at: positions.type), let string = type.stringValue {
                ownType = TokenType.canonical(string)
                ownTypeRange = type.range
            } else if let schema = value(at: positions.schema)?.stringValue, let type = TokenType.fromSpectrumSchema(schema) {
                ownType = type
            }
            description = value(at: positions.dollarDescription)?.stringValue ?? value(at: positions.description)?.stringValue
                ?? value(at: positions.comment)?.stringValue
        }
        let deprecation = deprecation(of: member.value, at: positions.dollarDeprecated ?? positions.deprecated) ?? group.deprecation
        let extensions = value(at: positions.extensions)
        let tokenValue = value(at: format.isDTCG ? positions.dollarValue : positions.value).map { scanValue($0) }
        var modeValues: [String: TokenValue] = [:]
        if let modes = extensions?["mode"], modes.isObject {
            for mode in modes.members { modeValues[mode.key] = scanValue(mode.value) }
        }
        if format == .spectrum, let sets = value(at: positions.sets) {
            for set in sets.members {
                guard let value = set.value["value"] else { continue }
                modeValues[set.key] = scanValue(value)
                if ownType == nil, let schema = set.value["$schema"]?.stringValue {
                    ownType = TokenType.fromSpectrumSchema(schema)
                }
            }
        }
        if let type = ownType ?? group.type {
            let canonicalType = TokenType.canonical(type)
            if let tokenValue { check(tokenValue, type: canonicalType) }
            if !modeValues.isEmpty {
                for mode in modeValues.keys.sorted() { check(modeValues[mode]!, type: canonicalType) }
            }
        }
        tokens.append(DesignToken(
            name: name, irregularSegments: irregularSegments, keyRange: member.keyRange, range: member.range,
            ownType: ownType, ownTypeRange: ownTypeRange, groupType: group.type, value: tokenValue, modeValues: modeValues,
            description: description, deprecation: deprecation, extensions: extensions))
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
        let members = node.members
        return deprecation(of: node, at: members.lastIndex { $0.key == "$deprecated" } ?? members.lastIndex { $0.key == "deprecated" })
    }

    /// The deprecation the member at `position` (`$deprecated` or `deprecated`) of `node` states.
    private func deprecation(of node: JSONNode, at position: Int?) -> TokenDeprecation? {
        guard let position else { return nil }
        let member = node.members[position]
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

extension JSONNode {
    /// A string or a number: what Style Dictionary resolves a reference to a plain value to.
    fileprivate var isPlainValue: Bool {
        switch kind {
        case .string, .number: return true
        default: return false
        }
    }
}
