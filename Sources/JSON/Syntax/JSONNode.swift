import SourceText

/// One value of a JSON(C) document with the exact range it covers.
package struct JSONNode: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        case object([JSONMember])
        case array([JSONNode])
        /// The decoded string (escapes applied); the range covers the quotes.
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
        /// Text that is not a value (the range covers it), or a missing value (an empty range where
        /// the value should be). A problem always says why.
        case invalid
    }

    package var kind: Kind
    package var range: TextRange

    package init(kind: Kind, range: TextRange) {
        self.kind = kind
        self.range = range
    }

    package var isObject: Bool { if case .object = kind { return true } else { return false } }
    package var isInvalid: Bool { if case .invalid = kind { return true } else { return false } }

    /// The members of an object in source order; empty for other values.
    package var members: [JSONMember] {
        if case .object(let members) = kind { return members }
        return []
    }

    /// The elements of an array; empty for other values.
    package var elements: [JSONNode] {
        if case .array(let elements) = kind { return elements }
        return []
    }

    package var stringValue: String? {
        if case .string(let value) = kind { return value }
        return nil
    }

    package var numberValue: Double? {
        if case .number(let value) = kind { return value }
        return nil
    }

    package var boolValue: Bool? {
        if case .bool(let value) = kind { return value }
        return nil
    }

    package var isNull: Bool { kind == .null }

    /// The member named `key` of an object (the last one when the key repeats, as JSON readers do).
    package func member(_ key: String) -> JSONMember? {
        guard case .object(let members) = kind else { return nil }
        var index = members.endIndex
        while index > members.startIndex {
            index -= 1
            if members[index].key == key { return members[index] }
        }
        return nil
    }

    /// The value of the member named `key` of an object.
    package subscript(key: String) -> JSONNode? { member(key)?.value }

    /// The element at `index` of an array.
    package subscript(index: Int) -> JSONNode? {
        guard case .array(let elements) = kind, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// A short name of the kind for messages: "object", "array", "string"…
    package var kindName: String {
        switch kind {
        case .object: return "object"
        case .array: return "array"
        case .string: return "string"
        case .number: return "number"
        case .bool: return "boolean"
        case .null: return "null"
        case .invalid: return "invalid value"
        }
    }
}

/// `"key": value` inside an object.
package struct JSONMember: Sendable, Hashable {
    /// The decoded key.
    package var key: String
    /// The key's range, quotes included.
    package var keyRange: TextRange
    package var value: JSONNode
    /// From the key's first byte to the value's last byte.
    package var range: TextRange

    package init(key: String, keyRange: TextRange, value: JSONNode, range: TextRange) {
        self.key = key
        self.keyRange = keyRange
        self.value = value
        self.range = range
    }

    /// The key's range without its quotes.
    package var keyContentRange: TextRange {
        guard keyRange.length >= 2 else { return keyRange }
        return TextRange(start: keyRange.start + 1, end: keyRange.end - 1)
    }
}

/// Something wrong in a JSON(C) document.
package struct JSONProblem: Sendable, Hashable {
    package var range: TextRange
    /// Lower-case start, no trailing full stop.
    package var message: String

    package init(range: TextRange, message: String) {
        self.range = range
        self.message = message
    }
}

/// A parsed JSON(C) document: the value tree (whatever could be read), the problems, and what
/// extensions to strict JSON it uses.
package struct JSONDocument: Sendable, Hashable {
    package var text: SourceText
    /// The top-level value; `nil` only when the text holds no value at all.
    package var root: JSONNode?
    package var problems: [JSONProblem]
    /// The ranges of `//` and `/* */` comments, delimiters included.
    package var comments: [TextRange]
    /// Ranges of commas before a closing `}` or `]`.
    package var trailingCommas: [TextRange]

    package var hasComments: Bool { !comments.isEmpty }
    package var hasTrailingCommas: Bool { !trailingCommas.isEmpty }
    /// True when the text is valid strict JSON (RFC 8259).
    package var isStrictJSON: Bool { problems.isEmpty && comments.isEmpty && trailingCommas.isEmpty && root != nil }

    /// The chain of nodes whose ranges contain `offset`, outermost first, with the member keys that
    /// lead to each (`nil` for array elements and the root).
    package func path(at offset: Int) -> [(key: String?, node: JSONNode)] {
        guard let root, root.range.touches(offset) else { return [] }
        var result: [(key: String?, node: JSONNode)] = [(nil, root)]
        var current = root
        descend: while true {
            switch current.kind {
            case .object(let members):
                for member in members where member.range.touches(offset) {
                    result.append((member.key, member.value))
                    current = member.value
                    continue descend
                }
                return result
            case .array(let elements):
                for element in elements where element.range.touches(offset) {
                    result.append((nil, element))
                    current = element
                    continue descend
                }
                return result
            default:
                return result
            }
        }
    }
}
