import JSON

/// Where the members a token reader looks at are in one object, found in one pass: the last one
/// when a key repeats, as ``JSONNode/member(_:)`` finds it.
struct TokenMemberPositions {
    var dollarType: Int?
    var type: Int?
    var dollarValue: Int?
    var value: Int?
    var dollarDescription: Int?
    var description: Int?
    var comment: Int?
    var dollarDeprecated: Int?
    var deprecated: Int?
    var extensions: Int?
    var schema: Int?
    var sets: Int?
    /// The first member holding an object whose key does not start with `$`.
    var firstChildObject: Int?

    init(_ members: [JSONMember]) {
        for index in members.indices {
            let key = members[index].key
            // The keys are ASCII, so an equal key has the same length.
            switch key.utf8.count {
            case 4:
                if key == "type" { type = index } else if key == "sets" { sets = index }
            case 5:
                if key == "$type" { dollarType = index } else if key == "value" { value = index }
            case 6:
                if key == "$value" { dollarValue = index }
            case 7:
                if key == "comment" { comment = index } else if key == "$schema" { schema = index }
            case 10:
                if key == "deprecated" { deprecated = index }
            case 11:
                if key == "description" {
                    description = index
                } else if key == "$deprecated" {
                    dollarDeprecated = index
                } else if key == "$extensions" {
                    extensions = index
                }
            case 12:
                if key == "$description" { dollarDescription = index }
            default:
                break
            }
            if firstChildObject == nil, !Self.startsWithDollar(key), members[index].value.isObject { firstChildObject = index }
        }
    }

    /// `key.hasPrefix("$")`, by bytes when the byte after the `$` is ASCII (which cannot join the
    /// `$` into a larger character).
    static func startsWithDollar(_ key: String) -> Bool {
        var bytes = key.utf8.makeIterator()
        guard bytes.next() == UInt8(ascii: "$") else { return false }
        guard let second = bytes.next(), second >= 0x80 else { return true }
        return key.hasPrefix("$")
    }
}
